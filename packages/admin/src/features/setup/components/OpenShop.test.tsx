import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { halfSetUpShop, SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

const OPEN = 'POST staff/shop/open';
const app = (
  <Routes>
    <Route path="/setup/*" element={<SetupRoute />} />
  </Routes>
);

describe('opening the shop', () => {
  it('asks first, and shows which steps SHOP_NOT_READY still wants', async () => {
    const setup = halfSetUpShop();
    setup.checklist = setup.checklist.map((item) =>
      item.step === 'sections' ? { ...item, done: false, problems: ['NO_SECTIONS'] } : item,
    );
    const { calls } = await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(setup),
        [OPEN]: () => ({
          status: 409,
          body: { code: 'SHOP_NOT_READY', message: 'The shop is not ready to open' },
        }),
      },
      { route: '/setup' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Open the shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open the shop?' });
    // What a museum may open with, but should know.
    expect(dialog.textContent).toContain('Before you open, note these 3 warnings:');
    expect(dialog.textContent).toContain('Payments run in the sandbox: no real money is taken.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open the shop now' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The shop cannot open yet. Still to do:');
    const missing = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(missing).toEqual([
      'Legal pages: Still to write in English: Terms and conditions and Data protection. The shop cannot open without them.',
      'Sections: No section is turned on: visitors would find nothing to buy.',
    ]);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ open: true }]);
    // The dialog stays, so the member reads what is missing, then closes it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a ready shop after the confirmation and says so', async () => {
    let setup = halfSetUpShop();
    setup.checklist = setup.checklist.map((item) =>
      item.step === 'legal_pages' ? { ...item, done: true, problems: [] } : item,
    );
    const { calls } = await renderWithApi(
      app,
      {
        [SETUP]: () => ({ body: { data: setup } }),
        [OPEN]: (call) => {
          setup = { ...setup, open: (call.body as { open: boolean }).open };
          return { body: { data: setup } };
        },
      },
      { route: '/setup' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Open the shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open the shop?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open the shop now' }));
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('The shop is open.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ open: true });
    expect(await screen.findByRole('button', { name: 'Close the shop' })).toBeTruthy();
    expect(screen.getByText('The shop is open: visitors can buy.')).toBeTruthy();
  });
});
