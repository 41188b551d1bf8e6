import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

const LINKS = 'GET staff/shop/legal-links';
const SAVE = 'POST staff/shop/legal-links';
const app = (
  <Routes>
    <Route path="/setup/*" element={<SetupRoute />} />
  </Routes>
);
const stored = {
  links: { en: { imprint: { url: 'https://museum.example/imprint', title: 'Legal notice' } } },
};
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });

describe('the legal links form', () => {
  it('shows the links kept, takes an own address per language and sends the custom ones only', async () => {
    const { calls } = await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [LINKS]: () => ({ body: { data: stored } }),
        [SAVE]: (call) => ({ body: { data: call.body } }),
      },
      { route: '/setup/legal-links' },
    );
    expect(
      ((await screen.findByRole('combobox', { name: 'Imprint in English' })) as HTMLSelectElement).value,
    ).toBe('custom');
    expect(box('Address of Imprint in English').value).toBe('https://museum.example/imprint');
    expect(select('Imprint in German').value).toBe('standard');
    expect(screen.queryByRole('textbox', { name: 'Address of Imprint in German' })).toBeNull();

    fireEvent.change(select('Terms and conditions in German'), { target: { value: 'custom' } });
    type('Address of Terms and conditions in German', 'http://museum.example/agb');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('1 link needs correcting.');
    const address = box('Address of Terms and conditions in German');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an address that starts with https://.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    type('Address of Terms and conditions in German', ' https://museum.example/agb ');
    type('Link text of Terms and conditions in German', 'AGB');
    // Back to the standard page: the English imprint is no longer sent.
    fireEvent.change(select('Imprint in English'), { target: { value: 'standard' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('Saved: Legal links'));
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent.map((call) => call.url)).toEqual(['/api/en/staff/shop/legal-links?shop=1']);
    expect(sent[0]?.body).toEqual({
      links: { en: {}, de: { terms: { url: 'https://museum.example/agb', title: 'AGB' } } },
    });
  });

  it('shows a 422 field error beside its address', async () => {
    await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [LINKS]: () => ({ body: { data: stored } }),
        [SAVE]: () => ({
          status: 422,
          body: {
            code: 'VALIDATION_FAILED',
            message: 'Please correct the marked fields',
            errors: { 'links.en.imprint.url': ['not_https'] },
          },
        }),
      },
      { route: '/setup/legal-links' },
    );
    await screen.findByRole('combobox', { name: 'Imprint in English' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the fields.');
    const address = box('Address of Imprint in English');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(address.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Enter an address that starts with https://.')).toBeTruthy();
  });
});
