import type { PaymentProviderState } from '@museum-shop/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SetupRoute from '../../../app/routes/setup.tsx';
import { renderWithApi } from '../../../test-support/render.tsx';
import { SETUP, setupAnswer } from '../setup-fixture.ts';

afterEach(cleanup);

const PROVIDER = 'GET staff/payments/provider';
const app = (
  <Routes>
    <Route path="/setup/*" element={<SetupRoute />} />
  </Routes>
);

const stripe = (state: Partial<PaymentProviderState>): PaymentProviderState => ({
  provider: 'stripe',
  test_mode: false,
  state: 'unknown',
  last_success_at: null,
  last_failure: null,
  ...state,
});

/** The payment step's connection, once the provider's state has come. */
async function connection(state: PaymentProviderState, language: 'en' | 'de' = 'en') {
  await renderWithApi(
    app,
    { [SETUP]: setupAnswer(), [PROVIDER]: () => ({ body: { data: state } }) },
    {
      route: '/setup',
      language,
    },
  );
  const step = await screen.findByRole('listitem', { name: language === 'en' ? /^Payments/ : /^Zahlungen/ });
  const label = await within(step).findByText(language === 'en' ? 'Connection' : 'Verbindung');
  return label.nextElementSibling?.textContent;
}

describe('the payment step shows the payment provider’s state (issue 40)', () => {
  it('says when the provider was not available and why, in the museum’s time, with what to do about a refused key', async () => {
    const text = await connection(
      stripe({
        state: 'unavailable',
        last_success_at: '2026-11-24T08:00:00.000Z',
        last_failure: { at: '2026-11-25T09:05:00.000Z', reason: 'refused', detail: 'HTTP 401' },
      }),
    );
    expect(text).toBe(
      'Not available The payment provider was not available at 25.11.2026 10:05: it refused the shop’s key (HTTP 401). Visitors read that payment is not available right now, and nothing is charged. Check the provider’s key in the server’s settings.',
    );
  });

  it('says it is reachable again, and when it last was not', async () => {
    const text = await connection(
      stripe({
        state: 'reachable',
        last_success_at: '2026-11-25T09:10:00.000Z',
        last_failure: { at: '2026-11-25T09:05:00.000Z', reason: 'unreachable', detail: 'ECONNREFUSED' },
      }),
    );
    expect(text).toBe(
      'Reachable The last call to the payment provider went through at 25.11.2026 10:10. Before that, it was not available at 25.11.2026 10:05: it could not be reached (ECONNREFUSED).',
    );
  });

  it('says the shop has not called it yet, in the member’s language', async () => {
    expect(await connection(stripe({}), 'de')).toBe(
      'Unbekannt Der Shop hat den Zahlungsanbieter noch nicht aufgerufen.',
    );
  });
});
