import type { Suggestion } from '@museum-shop/contract';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import type { CartLine } from '../cart.ts';
import { CartLines } from './CartLines.tsx';
import { CartTotals } from './CartTotals.tsx';

const voucherCodeLine: CartLine = {
  key: 'code',
  item: { type: 'voucherCode', barcode: 'LIGHT-20' },
  name: 'Voucher code LIGHT-20',
  summary: '',
  total: 0,
};

const suggestion: Suggestion = {
  lines: [],
  vouchers: [{ barcode: 'LIGHT-20', available: 2000, applied: 2000, remaining: 0 }],
  totals: { subtotal: 4400, discount: 2000, total: 2400, vat: [] },
  bookable: true,
};

const renderLines = (
  lines: CartLine[],
  value: Suggestion | undefined,
  details?: (line: CartLine) => string,
) =>
  render(
    <CartLines
      lang="en"
      lines={lines}
      suggestion={value}
      paymentProblems={new Map()}
      onRemove={() => undefined}
      lineDetails={details}
    />,
  );

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('checkout');
});
afterEach(cleanup);

describe('the basket’s lines (issue 26)', () => {
  it('gives a voucher code’s line the discount it applies as its value', () => {
    renderLines([voucherCodeLine], suggestion);
    expect(screen.getByText('Total of this item:').parentElement?.textContent).toBe(
      'Total of this item: -€20.00',
    );
  });

  it('names no value for a voucher code until the discount is known', () => {
    renderLines([voucherCodeLine], undefined);
    expect(screen.queryByText('Total of this item:')).toBeNull();
  });

  it('shows what another part of the shop knows about a line, e.g. a tour’s answers', () => {
    renderLines([voucherCodeLine], suggestion, (line) => `details of ${line.key}`);
    expect(screen.getByText('details of code')).toBeTruthy();
  });
});

describe('the basket’s totals while shipping is calculated (issue 26)', () => {
  const priced = { ...suggestion, vouchers: [], totals: { ...suggestion.totals, discount: 0, total: 4400 } };
  const total = () => screen.getByText('Total to pay').nextElementSibling?.textContent;

  it('keeps the last known shipping cost in the total while the new one loads', () => {
    render(<CartTotals lang="en" suggestion={priced} shipping={{ status: 'loading', cents: 1090 }} />);
    expect(total()).toBe('€54.90');
  });

  it('shows no total without shipping while the first cost loads', () => {
    render(<CartTotals lang="en" suggestion={priced} shipping={{ status: 'loading' }} />);
    expect(total()).toBe('Calculating…');
  });

  it('adds the known shipping cost', () => {
    render(<CartTotals lang="en" suggestion={priced} shipping={{ status: 'known', cents: 490 }} />);
    expect(total()).toBe('€48.90');
  });
});
