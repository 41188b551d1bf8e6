import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { halfSetUpShop, SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

const DISPLAY = 'POST staff/shop/display';
const app = (
  <Routes>
    <Route path="/setup/*" element={<SetupRoute />} />
  </Routes>
);
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

function description(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('the display form', () => {
  it('sends module mode, the home screen and the main site per language', async () => {
    const { calls } = await renderWithApi(
      app,
      { [SETUP]: setupAnswer(), [DISPLAY]: () => ({ body: { data: halfSetUpShop() } }) },
      { route: '/setup/display' },
    );
    await screen.findByRole('checkbox', { name: 'Show the header' });
    expect(checkbox('Show the progress bar').checked).toBe(true);
    expect(description(checkbox('Show the header'))).toContain("The museum's name, logo");
    fireEvent.click(checkbox('Show the header'));
    fireEvent.click(checkbox('Show the footer'));
    const home = screen.getByRole('combobox', { name: 'Home screen' }) as HTMLSelectElement;
    expect(home.value).toBe('sections');
    fireEvent.change(home, { target: { value: 'tickets' } });
    type('Main site address in English', ' https://museum.example/en ');
    type('Main site address in German', 'https://museum.example/de');
    fireEvent.click(checkbox("The logo links to the museum's main site"));
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('Saved: Display'));
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/en/staff/shop/display?shop=1');
    expect(sent[0]?.body).toEqual({
      show_progress_bar: true,
      home_view: 'tickets',
      show_header: false,
      show_footer: false,
      main_site_urls: { en: 'https://museum.example/en', de: 'https://museum.example/de' },
      logo_links_to_main_site: true,
    });
    expect(document.activeElement).toBe(save);
  });

  it('shows the field errors of a 422 beside their fields', async () => {
    await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [DISPLAY]: () => ({
          status: 422,
          body: {
            code: 'VALIDATION_FAILED',
            message: 'Please correct the errors in the form',
            errors: { 'main_site_urls.de': ['not_https'] },
          },
        }),
      },
      { route: '/setup/display' },
    );
    await screen.findByRole('checkbox', { name: 'Show the header' });
    type('Main site address in German', 'https://museum.example/de');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the fields.');
    const german = field('Main site address in German');
    expect(german.getAttribute('aria-invalid')).toBe('true');
    expect(description(german)).toContain('Enter an address that starts with https://.');
    expect(field('Main site address in English').getAttribute('aria-invalid')).toBeNull();
  });

  it("checks the contract's rule before sending: https only, and a logo that links somewhere", async () => {
    const { calls } = await renderWithApi(app, { [SETUP]: setupAnswer() }, { route: '/setup/display' });
    await screen.findByRole('checkbox', { name: 'Show the header' });
    type('Main site address in German', 'http://museum.example/de');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Main site address in German')));
    expect(description(field('Main site address in German'))).toContain(
      'Enter an address that starts with https://.',
    );
    type('Main site address in German', '');
    await waitFor(() => expect(field('Main site address in German').getAttribute('aria-invalid')).toBeNull());
    fireEvent.click(checkbox("The logo links to the museum's main site"));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(description(checkbox("The logo links to the museum's main site"))).toMatch(/address/i),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
