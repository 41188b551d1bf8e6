import { describe, expect, it } from 'vitest';
import {
  VOUCHER_BATCH_MAX,
  type VoucherBatchRulesInput,
  voucherBatchProblems,
  voucherCodeState,
  voucherCodeWithPrefix,
} from './voucher-codes.ts';

const batch = (change: Partial<VoucherBatchRulesInput> = {}): VoucherBatchRulesInput => ({
  count: 3,
  prefix: 'summer',
  value: 10_00,
  valid_from: '2026-12-01 00:00',
  valid_to: '2027-03-31 23:59',
  limit: null,
  ...change,
});

describe('voucherBatchProblems (issue 36)', () => {
  it.each<[string, Partial<VoucherBatchRulesInput>, { path: string; code: string }[]]>([
    ['a batch of three', {}, []],
    ['one code without a prefix', { count: 1, prefix: '' }, []],
    ['the largest batch', { count: VOUCHER_BATCH_MAX }, []],
    ['a batch of nothing', { count: 0 }, [{ path: 'count', code: 'count_out_of_range' }]],
    ['a batch of 100 000', { count: 100_000 }, [{ path: 'count', code: 'count_out_of_range' }]],
    ['a batch of half a code', { count: 1.5 }, [{ path: 'count', code: 'count_out_of_range' }]],
    ['a prefix with a space', { prefix: 'SUM MER' }, [{ path: 'prefix', code: 'prefix_invalid' }]],
    ['a prefix too long', { prefix: 'A'.repeat(13) }, [{ path: 'prefix', code: 'prefix_invalid' }]],
    ['a value of nothing', { value: 0 }, [{ path: 'value', code: 'amount_out_of_range' }]],
    [
      'an end before the start',
      { valid_to: '2026-11-30 23:59' },
      [{ path: 'valid_to', code: 'end_before_start' }],
    ],
    ['one minute of validity', { valid_to: '2026-12-01 00:00' }, []],
    [
      'a limit that names nothing',
      { limit: { sections: [], products: [] } },
      [{ path: 'limit', code: 'required' }],
    ],
    ['a limit to tickets', { limit: { sections: ['tickets'], products: [] } }, []],
  ])('%s', (_, change, problems) => {
    expect(voucherBatchProblems(batch(change))).toEqual(problems);
  });

  it('writes the prefix in capitals before the random part', () => {
    expect(voucherCodeWithPrefix(' summer ', 'ABCD-EFGH-JKLM')).toBe('SUMMER-ABCD-EFGH-JKLM');
    expect(voucherCodeWithPrefix('', 'ABCD-EFGH-JKLM')).toBe('ABCD-EFGH-JKLM');
  });
});

describe('voucherCodeState', () => {
  const code = {
    validFrom: new Date('2026-11-30T23:00:00Z'),
    validTo: new Date('2027-03-31T22:59:00Z'),
    amount: 10_00,
    usedAmount: 0,
    disabled: false,
  };
  const now = new Date('2026-12-02T22:59:00Z');
  it.each([
    ['active', {}, now],
    ['disabled', { disabled: true }, now],
    ['used_up', { usedAmount: 10_00 }, now],
    ['not_yet_valid', {}, new Date('2026-11-30T22:59:00Z')],
    ['expired', {}, new Date('2027-03-31T23:00:00Z')],
  ] as const)('%s', (state, change, at) => {
    expect(voucherCodeState({ ...code, ...change }, at)).toBe(state);
  });
});
