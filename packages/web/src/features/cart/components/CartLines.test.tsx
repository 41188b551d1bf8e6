import type { LineProblem, Suggestion } from '@museum-shop/contract';
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
  paymentProblems: ReadonlyMap<number, LineProblem[]> = new Map(),
) =>
  render(
    <CartLines
      lang="en"
      lines={lines}
      suggestion={value}
      paymentProblems={paymentProblems}
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

describe('a time the staff closed after it went into the basket (issue 40)', () => {
  const closedTimeLine: CartLine = {
    key: 'ticket',
    item: { type: 'ticket', id: 4, count: 2, datetime: '2026-12-02 10:00' },
    name: 'Neon Nights: Adult',
    summary: '02.12.2026 10:00',
    total: 2_400,
  };
  const closedSuggestion: Suggestion = {
    lines: [
      {
        index: 0,
        type: 'ticket',
        name: 'Neon Nights: Adult',
        datetime: '2026-12-02 10:00',
        count: 2,
        parts: [],
        total: 2_400,
        problems: [{ code: 'CLOSED' }],
      },
    ],
    vouchers: [],
    totals: { subtotal: 2_400, discount: 0, total: 2_400, vat: [] },
    bookable: false,
  };

  it('says "closed" once, though the suggestion and the refused payment both name it', () => {
    // The payment was refused (422) and the suggestion asked again: both say the time is closed.
    renderLines([closedTimeLine], closedSuggestion, undefined, new Map([[0, [{ code: 'CLOSED' }]]]));
    expect(screen.getAllByText('This time is closed.')).toHaveLength(1);
    expect(screen.queryByText('Sold out.')).toBeNull();
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('ul ul'))).toHaveLength(1);
  });

  it('says it once when only the refused payment has named it so far', () => {
    const before: Suggestion = {
      ...closedSuggestion,
      lines: closedSuggestion.lines.map((line) => ({ ...line, problems: [] })),
    };
    renderLines([closedTimeLine], before, undefined, new Map([[0, [{ code: 'CLOSED' }]]]));
    expect(screen.getAllByText('This time is closed.')).toHaveLength(1);
  });
});

describe('a price changed after the line went into the basket (issue 35)', () => {
  const adult: CartLine = {
    key: 'adult',
    item: { type: 'ticket', id: 1, count: 1, datetime: '2026-12-02 10:00' },
    name: 'Spring Exhibition: Adult',
    summary: '02.12.2026 10:00',
    total: 1_250,
  };
  const pricedAt = (total: number, problems: LineProblem[] = []): Suggestion => ({
    lines: [
      {
        index: 0,
        type: 'ticket',
        name: 'Spring Exhibition: Adult',
        datetime: '2026-12-02 10:00',
        count: 1,
        parts: [],
        total,
        problems,
      },
    ],
    vouchers: [],
    totals: { subtotal: total, discount: 0, total, vat: [] },
    bookable: problems.length === 0,
  });

  it('says the new price beside the one it was added at, and shows the new one as its total', () => {
    renderLines([adult], pricedAt(1_500));
    expect(
      screen.getByText('The price has changed since you added this item: now €15.00 instead of €12.50.'),
    ).toBeTruthy();
    expect(screen.getByText('Total of this item:').parentElement?.textContent).toBe(
      'Total of this item: €15.00',
    );
  });

  it('says nothing while the price is the same, before the shop has priced it, or for a line it refuses', () => {
    for (const answer of [pricedAt(1_250), undefined, pricedAt(0, [{ code: 'NOT_AVAILABLE' }])]) {
      renderLines([adult], answer);
      expect(screen.getByRole('heading', { name: 'Spring Exhibition: Adult' })).toBeTruthy();
      expect(screen.queryByText(/price has changed/)).toBeNull();
      cleanup();
    }
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

  it('names the annual pass of a member line, and says its problem with the numbers (issue 36)', () => {
    const member: CartLine = {
      key: 'member',
      item: {
        type: 'ticket',
        id: 11,
        count: 3,
        datetime: '2026-12-02 11:00',
        member: { number: '1234-5678-90', lname: 'Berg' },
      },
      name: 'Spring Exhibition: Adult with your pass',
      summary: '02.12.2026 11:00 · 3 × Adult with your pass',
      total: 0,
    };
    renderLines(
      [member],
      undefined,
      undefined,
      new Map([[0, [{ code: 'MEMBER_TICKETS_LIMIT', requested: 3, available: 1 }]]]),
    );
    expect(screen.getByText('With annual pass 1234-5678-90')).toBeTruthy();
    expect(screen.getByText('This annual pass allows 1 more member ticket; you asked for 3.')).toBeTruthy();
  });

  it('names the annual pass of a guided tour line booked with one (issue 36)', () => {
    const tour: CartLine = {
      key: 'tour',
      item: {
        type: 'guidedTour',
        tourId: 7,
        datetime: '2026-12-02 11:00',
        prices: [{ id: 1, count: 2 }],
        tickets: [{ id: 3, count: 2 }],
        answers: [],
        member: { number: '1234-5678-90', lname: 'Berg' },
      },
      name: 'Highlights tour',
      summary: '02.12.2026 11:00 · 2 × Place',
      total: 1800,
    };
    renderLines([tour], undefined);
    expect(screen.getByText('With annual pass 1234-5678-90')).toBeTruthy();
  });
});
