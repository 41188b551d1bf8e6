import { LANGUAGES, SALUTATION_KEYS } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { accountTexts } from './account.messages.ts';

/** The owner chooses salutations from SALUTATION_KEYS (issue 34); customer/attr words each one. */
describe('the salutations', () => {
  it.each(LANGUAGES)('are each worded in %s, and no other', (lang) => {
    const labels = accountTexts[lang].salutations;
    expect(Object.keys(labels).sort()).toEqual([...SALUTATION_KEYS].sort());
    for (const key of SALUTATION_KEYS) expect(labels[key]?.trim()).toBeTruthy();
  });
});
