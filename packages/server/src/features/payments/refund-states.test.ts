import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RefundStatus } from '../../db/schema/payments.ts';
import type { ProviderRefundStatus } from './provider.ts';
import { nextRefundStatus, refundIdempotencyKey } from './refund-states.ts';

const STATES: RefundStatus[] = ['requested', 'pending', 'succeeded', 'failed'];
const SEEN: ProviderRefundStatus[] = ['pending', 'succeeded', 'failed'];

describe('the refund state machine', () => {
  it('follows the provider from requested through pending to its decision', () => {
    expect(nextRefundStatus('requested', 'pending')).toBe('pending');
    expect(nextRefundStatus('pending', 'succeeded')).toBe('succeeded');
    expect(nextRefundStatus('pending', 'failed')).toBe('failed');
    expect(nextRefundStatus('requested', 'succeeded')).toBe('succeeded');
  });

  it('takes a confirmed refund back when the provider fails it later', () => {
    expect(nextRefundStatus('succeeded', 'failed')).toBe('failed');
  });

  it('ignores a pending that arrives after a decision, and a word said twice', () => {
    expect(nextRefundStatus('succeeded', 'pending')).toBeNull();
    expect(nextRefundStatus('failed', 'pending')).toBeNull();
    expect(nextRefundStatus('pending', 'pending')).toBeNull();
  });

  it('always ends where the provider last decided', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATES), fc.array(fc.constantFrom(...SEEN)), (start, words) => {
        const end = words.reduce<RefundStatus>(
          (state, seen) => nextRefundStatus(state, seen) ?? state,
          start,
        );
        const decided = words.filter((word) => word !== 'pending').at(-1);
        if (decided) expect(end).toBe(decided);
        else expect(end).toBe(start === 'requested' && words.length > 0 ? 'pending' : start);
      }),
    );
  });

  it('asks the provider under a new key for each try', () => {
    expect(refundIdempotencyKey({ id: 'r1', tries: 0 })).toBe('r1');
    expect(refundIdempotencyKey({ id: 'r1', tries: 2 })).toBe('r1:2');
  });
});
