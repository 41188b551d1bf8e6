import { describe, expect, it } from 'vitest';
import { normaliseFieldErrors } from './errors.ts';
import { isLanguage, LANGUAGES, pickTranslation } from './languages.ts';

describe('languages', () => {
  it('knows exactly the eight interface languages', () => {
    expect([...LANGUAGES].sort()).toEqual(['da', 'de', 'en', 'es', 'fr', 'it', 'nl', 'sv']);
    expect(isLanguage('sv')).toBe(true);
    expect(isLanguage('SV')).toBe(false);
    expect(isLanguage('pt')).toBe(false);
  });

  it('picks the language, then the fallback, then any text', () => {
    expect(pickTranslation({ de: 'Haus', en: 'House' }, 'de', 'en')).toBe('Haus');
    expect(pickTranslation({ de: 'Haus', en: 'House' }, 'fr', 'en')).toBe('House');
    expect(pickTranslation({ da: 'Hus' }, 'fr', 'en')).toBe('Hus');
    expect(pickTranslation({}, 'fr', 'en')).toBeUndefined();
  });
});

describe('field errors', () => {
  it('wraps a single message in a list (spec §5)', () => {
    expect(normaliseFieldErrors({ email: 'taken', password: ['too short', 'too common'] })).toEqual({
      email: ['taken'],
      password: ['too short', 'too common'],
    });
  });
});
