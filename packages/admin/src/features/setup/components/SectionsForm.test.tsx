import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { halfSetUpShop, SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

describe('the sections form', () => {
  it('turns sections on and off and sends all eight flags', async () => {
    const { calls } = await renderWithApi(
      <Routes>
        <Route path="/setup/*" element={<SetupRoute />} />
      </Routes>,
      { [SETUP]: setupAnswer(), 'POST staff/shop/sections': () => ({ body: { data: halfSetUpShop() } }) },
      { route: '/setup/sections' },
    );
    const tours = (await screen.findByRole('checkbox', { name: 'Guided tours' })) as HTMLInputElement;
    expect(tours.checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Tickets' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(tours);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Merchandise' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Guest checkout' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('announcer').textContent).toBe('Saved: Sections of the shop'),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      has_tickets: true,
      has_guided_tours: true,
      has_merchandise: true,
      has_memcard: false,
      has_vouchers: false,
      has_voucher_code: false,
      user_registration: false,
      guest_registration: false,
    });
  });
});
