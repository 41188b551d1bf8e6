import type { Language, StaffVoucherCode, VoucherBatchRequest } from '@museum-shop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test-support/render.tsx';
import { VoucherBatchForm } from './VoucherBatchForm.tsx';
import { VoucherCodeDetail } from './VoucherCodeDetail.tsx';

afterEach(cleanup);

const languageName = (lang: Language) => (lang === 'en' ? 'English' : lang);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const announced = () => screen.getByTestId('announcer').textContent;

const batch = (request: VoucherBatchRequest) => ({
  id: 7,
  label: request.label,
  prefix: request.prefix.toUpperCase(),
  count: request.count,
  value: request.value,
  valid_from: request.valid_from,
  valid_to: request.valid_to,
  limit: request.limit,
  created_at: '2026-12-02 10:00',
});

describe('making voucher codes (issue 36)', () => {
  it('refuses a batch of none before sending, then makes two codes of €10 with a prefix and a limit', async () => {
    let sent: VoucherBatchRequest | undefined;
    let made: number | undefined;
    const { calls } = await renderWithApi(
      <VoucherBatchForm
        today="2026-12-02"
        targets={[{ kind: 'event', id: 3, name: { en: 'Neon Nights' } }]}
        defaultLanguage="en"
        languageName={languageName}
        onMade={(answer) => {
          made = answer.id;
        }}
      />,
      {
        'POST staff/vouchers/codes': ({ body }) => {
          sent = body as VoucherBatchRequest;
          return { body: { data: batch(sent) } };
        },
      },
    );
    await screen.findByRole('form', { name: 'Make voucher codes' });
    type('Number of codes', '0');
    type('Value of each code', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Make the codes' }));
    const summary = await screen.findByRole('region', { name: '1 problem keeps the codes from being made' });
    expect(
      within(summary).getByRole('link', { name: /Number of codes: Make from 1 to 10,000 codes/ }),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    type('Number of codes', '2');
    type('Prefix', 'winter');
    type('What the codes are for', 'Winter promotion');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only for some sections or products' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'All guided tours' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Event: Neon Nights' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make the codes' }));
    await waitFor(() => expect(made).toBe(7));
    await waitFor(() => expect(announced()).toBe('2 codes are made.'));
    expect(sent).toEqual({
      count: 2,
      prefix: 'winter',
      label: 'Winter promotion',
      value: 10_00,
      valid_from: '2026-12-02 00:00',
      valid_to: '2029-12-01 23:59',
      limit: { sections: ['tours'], products: [{ kind: 'event', id: 3 }] },
    });
  });
});

describe('a voucher code’s detail (issue 36)', () => {
  const code: StaffVoucherCode = {
    id: 41,
    code: 'WINTER-ABCD-EFGH-JKLM',
    batch_id: 7,
    amount: 10_00,
    balance: 0,
    valid_from: '2026-12-02 00:00',
    valid_to: '2029-12-01 23:59',
    state: 'used_up',
    limit: null,
  };

  it('shows the balance and every use, and disables the code after asking', async () => {
    const { calls } = await renderWithApi(<VoucherCodeDetail id={41} mayDisable />, {
      'GET staff/vouchers/codes/41': () => ({
        body: {
          data: {
            code,
            uses: [{ order_number: '2026-00042', amount: 10_00, at: '2026-12-02 23:59', state: 'sold' }],
          },
        },
      }),
      'POST staff/vouchers/codes/41/disable': () => ({ body: { data: { ...code, state: 'disabled' } } }),
    });
    const uses = await screen.findByRole('table', { name: 'Uses' });
    expect(within(uses).getByRole('link', { name: '2026-00042' })).toBeTruthy();
    expect(within(uses).getByText('02.12.2026 23:59')).toBeTruthy();
    expect(screen.getByText('Used up')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Disable the code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable the code WINTER-ABCD-EFGH-JKLM?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Disable the code' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(announced()).toBe('The code WINTER-ABCD-EFGH-JKLM is disabled.'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      expect.stringContaining('staff/vouchers/codes/41/disable'),
    ]);
  });
});
