import { ERROR_CODES } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import english from '../locales/en/common.json';
import { errorMessageKey, messageKeyFor } from './error-messages.ts';

const textAt = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], english);

describe('error messages', () => {
  it('has a translated message for every error code of the contract', () => {
    for (const code of ERROR_CODES) expect(typeof textAt(errorMessageKey(code)), code).toBe('string');
  });

  it('falls back to the caller’s message when a failure carries no code', () => {
    expect(messageKeyFor(undefined, 'errors.pageUnavailable')).toBe('errors.pageUnavailable');
    expect(messageKeyFor('RATE_LIMITED', 'errors.pageUnavailable')).toBe('errors.codes.RATE_LIMITED');
  });
});
