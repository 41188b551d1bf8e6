import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { halfSetUpShop, SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

const SHIPPING = 'POST staff/shop/shipping';
const app = (
  <Routes>
    <Route path="/setup/*" element={<SetupRoute />} />
  </Routes>
);
const cell = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(cell(name), { target: { value } });

describe('the shipping cost table', () => {
  it('adds a row, takes euros as typed and sends cents', async () => {
    const { calls } = await renderWithApi(
      app,
      { [SETUP]: setupAnswer(), [SHIPPING]: () => ({ body: { data: halfSetUpShop() } }) },
      { route: '/setup/shipping' },
    );
    expect(((await screen.findByRole('textbox', { name: 'Country, row 1' })) as HTMLInputElement).value).toBe(
      'DE',
    );
    expect(cell('Cost in euros, row 1').value).toBe('4.50');
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    // The new row's first field takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(cell('Country, row 2')));
    type('Country, row 2', 'at');
    type('From weight in grams, row 2', '0');
    type('Cost in euros, row 2', '12,9');
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    type('Country, row 3', 'AT');
    type('From weight in grams, row 3', '2000');
    type('Cost in euros, row 3', '19');
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('Saved: Shipping costs'));
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/en/staff/shop/shipping?shop=1');
    expect(sent[0]?.body).toEqual({
      rows: [
        { country: 'DE', weight_from: 0, cost: 450 },
        { country: 'AT', weight_from: 0, cost: 1290 },
        { country: 'AT', weight_from: 2000, cost: 1900 },
      ],
    });
    expect(cell('Country, row 2').value).toBe('AT');
    expect(cell('Cost in euros, row 2').value).toBe('12.90');
    expect(document.activeElement).toBe(save);
  });

  it('removes a row, and sends nothing while a row is wrong', async () => {
    const { calls } = await renderWithApi(
      app,
      { [SETUP]: setupAnswer(), [SHIPPING]: () => ({ body: { data: halfSetUpShop() } }) },
      { route: '/setup/shipping' },
    );
    await screen.findByRole('textbox', { name: 'Country, row 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    type('Country, row 2', 'Austria');
    type('Cost in euros, row 2', 'free');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('1 row needs correcting.');
    expect(cell('Country, row 2').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Two letters, such as DE.')).toBeTruthy();
    expect(screen.getByText('An amount such as 4.50, at most 10,000.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(
      await screen.findByText('No shipping costs yet. Add a row for each country you send to.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ rows: [] });
  });
});
