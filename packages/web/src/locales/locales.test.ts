import { LANGUAGES } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

/** Every key path of a translation file, e.g. `header.basket_one`. */
function keysOf(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return [prefix];
  return Object.entries(texts).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

const namespaces = [...new Set(Object.keys(files).map((path) => path.split('/')[2]))];

/**
 * A key without its plural suffix: languages differ in the forms they need (French, Italian and
 * Spanish have `_many`), so keys are compared as their base; `locales-language.test.ts` checks the forms.
 */
const withoutPlural = (keys: string[]) => [
  ...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))),
];

describe('locales', () => {
  it('has every namespace in all eight languages', () => {
    for (const lang of LANGUAGES) {
      for (const namespace of namespaces)
        expect(files[`./${lang}/${namespace}`], `${lang}/${namespace}`).toBeDefined();
    }
  });

  for (const namespace of namespaces) {
    const english = keysOf(files[`./en/${namespace}`]).sort();
    const englishBases = withoutPlural(english);
    it.each(LANGUAGES.filter((lang) => lang !== 'en'))(
      `%s/${namespace} has exactly the keys of English`,
      (lang) => {
        const keys = withoutPlural(keysOf(files[`./${lang}/${namespace}`])).sort();
        expect({
          missing: englishBases.filter((key) => !keys.includes(key)),
          extra: keys.filter((key) => !englishBases.includes(key)),
        }).toEqual({
          missing: [],
          extra: [],
        });
      },
    );

    it.each(LANGUAGES)(`%s/${namespace} has no empty text and keeps the placeholders of English`, (lang) => {
      const englishTexts = files[`./en/${namespace}`] as Record<string, unknown>;
      const texts = files[`./${lang}/${namespace}`] as Record<string, unknown>;
      const at = (root: unknown, key: string) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], root);
      for (const key of english) {
        const text = at(texts, key);
        expect(typeof text === 'string' && text.trim().length > 0, `${lang}:${key}`).toBe(true);
        const placeholders = (value: unknown) =>
          [...String(value).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
        expect(placeholders(text), `${lang}:${key}`).toEqual(placeholders(at(englishTexts, key)));
      }
    });
  }
});
