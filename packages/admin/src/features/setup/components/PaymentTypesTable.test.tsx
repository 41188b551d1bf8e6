import type { PaymentTypeSettings } from '@museum-shop/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { halfSetUpShop, SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

const TYPES = 'GET staff/shop/payment-types';
const SAVE = 'POST staff/shop/payment-types';
const app = (
  <Routes>
    <Route path="/setup/*" element={<SetupRoute />} />
  </Routes>
);
const standard = {
  card: { en: 'Credit or debit card', de: 'Kredit- oder Debitkarte' },
  direct_debit: { en: 'SEPA direct debit', de: 'SEPA-Lastschrift' },
  wallet: { en: 'Apple Pay / Google Pay', de: 'Apple Pay / Google Pay' },
  express: { en: 'Express checkout', de: 'Express-Bezahlung' },
};
/** A shop offering card and a direct debit, with wallet and express not set up yet. */
const settings = (): PaymentTypeSettings => ({
  types: [
    { payart_id: 1, kind: 'card', offered: true, names: { en: 'Card', de: 'Karte' } },
    { payart_id: 74, kind: 'direct_debit', offered: true, names: { en: 'Direct debit' } },
    { payart_id: null, kind: 'wallet', offered: false, names: standard.wallet },
    { payart_id: null, kind: 'express', offered: false, names: standard.express },
  ],
  standard_names: standard,
});
const withProvider = (provider: string) => {
  const setup = halfSetUpShop();
  setup.environment.payment_provider = provider;
  return setup;
};
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });
const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const posts = <T extends { method: string }>(calls: T[]) => calls.filter((call) => call.method === 'POST');

describe('the payment types table', () => {
  it('offers a new kind, moves it up by keyboard with the focus following, and sends the list in order', async () => {
    const { calls } = await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(withProvider('mollie')),
        [TYPES]: () => ({ body: { data: settings() } }),
        [SAVE]: () => ({ body: { data: settings() } }),
      },
      { route: '/setup/payment-types' },
    );
    await screen.findByRole('checkbox', { name: 'Offer payment type 3, Apple Pay / Google Pay' });
    // What the provider does with a kind is said beside it.
    expect(screen.getByText(/Mollie takes this as a bank transfer/)).toBeTruthy();
    expect(input('Name in German, payment type 2').placeholder).toBe('SEPA-Lastschrift');

    fireEvent.click(box('Offer payment type 3, Apple Pay / Google Pay'));
    const up = button('Move payment type 3 up');
    up.focus();
    fireEvent.click(up);
    await waitFor(() => expect(document.activeElement).toBe(button('Move payment type 2 up')));
    await waitFor(() =>
      expect(screen.getByTestId('announcer').textContent).toBe('Payment type 3 moved to position 2.'),
    );
    fireEvent.click(button('Move payment type 2 up'));
    // At the top the way up ends: the focus moves to the way down.
    await waitFor(() => expect(document.activeElement).toBe(button('Move payment type 1 down')));
    expect((button('Move payment type 1 up') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input('Name in English, payment type 1'), { target: { value: ' Wallets ' } });

    fireEvent.click(button('Save'));
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('Saved: Payment types'));
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.body).toEqual({
      types: [
        {
          payart_id: null,
          kind: 'wallet',
          offered: true,
          names: { en: 'Wallets', de: 'Apple Pay / Google Pay' },
        },
        { payart_id: 1, kind: 'card', offered: true, names: { en: 'Card', de: 'Karte' } },
        // An empty name in an offered language becomes the standard name.
        {
          payart_id: 74,
          kind: 'direct_debit',
          offered: true,
          names: { en: 'Direct debit', de: 'SEPA-Lastschrift' },
        },
        { payart_id: null, kind: 'express', offered: false, names: standard.express },
      ],
    });
  });

  it('sends nothing while no type is offered, and says why', async () => {
    const { calls } = await renderWithApi(
      app,
      { [SETUP]: setupAnswer(), [TYPES]: () => ({ body: { data: settings() } }) },
      { route: '/setup/payment-types' },
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Offer payment type 1, Card' }));
    fireEvent.click(box('Offer payment type 2, SEPA direct debit'));
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Offer at least one payment type.');
    expect(
      screen.getByText('Test mode: with the sandbox provider no payment type takes money.'),
    ).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows a 422 field error beside its name', async () => {
    await renderWithApi(
      app,
      {
        [SETUP]: setupAnswer(),
        [TYPES]: () => ({ body: { data: settings() } }),
        [SAVE]: () => ({
          status: 422,
          body: {
            code: 'VALIDATION_FAILED',
            message: 'Please correct the marked fields',
            errors: { 'types.0.names.en': ['too_long'] },
          },
        }),
      },
      { route: '/setup/payment-types' },
    );
    await screen.findByRole('checkbox', { name: 'Offer payment type 1, Card' });
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the fields.');
    const name = input('Name in English, payment type 1');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This is too long.',
    );
  });
});
