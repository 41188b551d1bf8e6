import { describe, expect, it } from 'vitest';
import { admittedTarget, waitEstimate } from './rules.ts';

const CHECKOUT = '/en/checkout';
const OWN = '/en/waiting-room';
const target = (next: string | null) => admittedTarget(next, 'en', CHECKOUT, OWN);

describe('where the waiting room sends a visitor once let in (issue 38)', () => {
  it('follows a screen of the shop in the same language, with its query', () => {
    expect(target('/en/checkout')).toBe('/en/checkout');
    expect(target('/en/checkout?step=payment#pay')).toBe('/en/checkout?step=payment#pay');
    expect(target('/en/tickets/7')).toBe('/en/tickets/7');
  });

  it('goes to the checkout without a next, or when next leads out of the shop, to another language or back here', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/en/checkout',
      '//evil.example/en/checkout',
      '/\\evil.example/en/',
      'javascript:alert(1)',
      'en/checkout',
      '/de/checkout',
      '/en/../de/checkout',
      '/english/checkout',
      '/en',
      '/en/waiting-room',
      '/en/waiting-room/?next=%2Fen%2Fcheckout',
      '/en/Waiting-Room',
    ])
      expect(target(next), String(next)).toBe(CHECKOUT);
  });
});

describe('the estimate of the wait', () => {
  it('rounds up: tens of seconds under a minute, whole minutes from a minute on, any moment at none', () => {
    expect(waitEstimate(0)).toEqual({ unit: 'soon' });
    expect(waitEstimate(1)).toEqual({ unit: 'seconds', count: 10 });
    expect(waitEstimate(10)).toEqual({ unit: 'seconds', count: 10 });
    expect(waitEstimate(41)).toEqual({ unit: 'seconds', count: 50 });
    expect(waitEstimate(51)).toEqual({ unit: 'minutes', count: 1 });
    expect(waitEstimate(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(waitEstimate(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(waitEstimate(150)).toEqual({ unit: 'minutes', count: 3 });
  });
});
