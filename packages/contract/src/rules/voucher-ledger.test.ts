import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type VoucherCodeHistory, voucherLiability } from './voucher-ledger.ts';

const code = (overrides: Partial<VoucherCodeHistory> = {}): VoucherCodeHistory => ({
  origin: 'shop',
  amount: 5_000,
  issuedOn: '2026-03-10',
  usedElsewhere: 0,
  uses: [],
  refundedOn: null,
  cancelledOn: null,
  expiredOn: null,
  ...overrides,
});

describe('voucherLiability', () => {
  it('owes a code sold from its day until it is spent', () => {
    const history = code({
      uses: [
        { on: '2026-04-02', amount: 1_800 },
        { on: '2026-05-20', amount: 3_200 },
      ],
    });
    expect(voucherLiability([history], '2026-03-01', '2026-03-31')).toMatchObject({
      opening: 0,
      sold: 5_000,
      redeemed: 0,
      outstanding: 5_000,
      open_codes: 1,
    });
    expect(voucherLiability([history], '2026-04-01', '2026-04-30')).toMatchObject({
      opening: 5_000,
      sold: 0,
      redeemed: 1_800,
      outstanding: 3_200,
    });
    expect(voucherLiability([history], '2026-05-01', '2026-05-31')).toMatchObject({
      opening: 3_200,
      redeemed: 3_200,
      outstanding: 0,
      open_codes: 0,
    });
  });

  it('writes off what is left when the code expires, or staff disable it', () => {
    const used = { on: '2026-04-02', amount: 1_000 };
    expect(
      voucherLiability([code({ uses: [used], expiredOn: '2026-06-30' })], '2026-06-01', '2026-06-30'),
    ).toMatchObject({ opening: 4_000, expired: 4_000, outstanding: 0 });
    expect(
      voucherLiability([code({ uses: [used], cancelledOn: '2026-04-02' })], '2026-04-01', '2026-04-30'),
    ).toMatchObject({ opening: 5_000, redeemed: 1_000, cancelled: 4_000, outstanding: 0 });
  });

  it('ends a refunded voucher with its whole value, and counts what was used elsewhere as redeemed', () => {
    expect(voucherLiability([code({ refundedOn: '2026-03-12' })], '2026-03-01', '2026-03-31')).toMatchObject({
      sold: 5_000,
      refunded: 5_000,
      outstanding: 0,
    });
    expect(voucherLiability([code({ usedElsewhere: 1_850 })], '2026-03-01', '2026-03-31')).toMatchObject({
      sold: 5_000,
      redeemed: 1_850,
      outstanding: 3_150,
    });
  });

  it('takes back a redemption a refund gave back, and writes it off at once on a code that ended', () => {
    const history = code({
      uses: [
        { on: '2026-04-02', amount: 5_000 },
        { on: '2026-08-01', amount: -1_200 },
      ],
      expiredOn: '2026-06-30',
    });
    expect(voucherLiability([history], '2026-08-01', '2026-08-31')).toMatchObject({
      opening: 0,
      redeemed: -1_200,
      expired: 1_200,
      outstanding: 0,
    });
  });

  it('keeps opening + sold − refunded − redeemed − expired − cancelled = outstanding, and one period’s end the next one’s start', () => {
    const day = fc
      .integer({ min: 1, max: 28 })
      .map((d) => `2026-0${1 + (d % 9)}-${String(d).padStart(2, '0')}`);
    const history = fc.record({
      origin: fc.constantFrom('shop' as const, 'staff' as const, 'other' as const),
      amount: fc.integer({ min: 0, max: 100_000 }),
      issuedOn: day,
      usedElsewhere: fc.integer({ min: 0, max: 10_000 }),
      uses: fc.array(fc.record({ on: day, amount: fc.integer({ min: -5_000, max: 20_000 }) }), {
        maxLength: 5,
      }),
      refundedOn: fc.option(day, { nil: null }),
      cancelledOn: fc.option(day, { nil: null }),
      expiredOn: fc.option(day, { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(history, { maxLength: 12 }), day, day, (codes, a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const period = voucherLiability(codes, from, to);
        expect(
          period.opening +
            period.sold -
            period.refunded -
            period.redeemed -
            period.expired -
            period.cancelled,
        ).toBe(period.outstanding);
        expect(period.opening).toBe(voucherLiability(codes, '2000-01-01', dayBefore(from)).outstanding);
        // Whatever ended a code, nothing is owed on it after its end and its last use.
        const everything = voucherLiability(codes, '2000-01-01', '2099-12-31');
        const ended = codes.filter((c) => c.refundedOn ?? c.cancelledOn ?? c.expiredOn);
        if (ended.length === codes.length) expect(everything.outstanding).toBe(0);
      }),
    );
  });
});

function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
