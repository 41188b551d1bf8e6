import { describe, expect, it } from 'vitest';
import { ADMIN_LANGUAGES } from '../lib/i18n.ts';

const files = import.meta.glob<{ default: Record<string, unknown> }>('./*/admin.json', { eager: true });
/** The staff app's components and code, tests left out. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

/** Every text of a file with its key. */
function textsOf(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, prefix ? `${prefix}.${key}` : key));
}

const NARROW_NO_BREAK_SPACE = '\u202f';
/** A quotation mark that opens: at the start, or after a space or an opening bracket. */
const opening = (mark: string) => new RegExp(`(^|[\\s(\\[/–—])${mark}`);
/**
 * Quotation marks each language does not use (issue 34: the English app quoted with German marks):
 * en “…”, de „…“, fr « … » with narrow no-break spaces, it and es «…», nl ‘…’, sv ”…”, da »…«.
 */
const WRONG_QUOTES: Record<string, { marks: RegExp; opening?: RegExp; what: string }> = {
  en: { marks: /[„‚«»]/, what: 'German or French marks' },
  de: { marks: /[«»”]/, opening: opening('“'), what: 'English or French marks' },
  fr: { marks: /[„“”‚]/, what: 'German or English marks' },
  it: { marks: /[„‚]/, what: 'German marks' },
  es: { marks: /[„‚]/, what: 'German marks' },
  nl: { marks: /[„«»]/, what: 'German or French marks' },
  sv: { marks: /[„“«]/, what: 'German, English or French marks' },
  da: { marks: /[”]/, opening: opening('“'), what: 'English marks' },
};

/**
 * A key without its plural suffix: languages differ in the forms they need (French, Italian and
 * Spanish have `_many`), so keys are compared as their base.
 */
const withoutPlural = (keys: string[]) => [
  ...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))),
];

describe('the staff app texts', () => {
  const english = withoutPlural(keysOf(files['./en/admin.json']?.default)).sort();

  it.each(ADMIN_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English key and no other',
    (language) => {
      const texts = files[`./${language}/admin.json`]?.default;
      expect(texts).toBeDefined();
      expect(withoutPlural(keysOf(texts)).sort()).toEqual(english);
    },
  );

  it.each(ADMIN_LANGUAGES)('%s quotes with its own quotation marks', (language) => {
    const rule = WRONG_QUOTES[language];
    expect(rule, language).toBeDefined();
    if (!rule) return;
    const texts = textsOf(files[`./${language}/admin.json`]?.default);
    const wrong = texts.filter(([, text]) => rule.marks.test(text) || rule.opening?.test(text));
    expect(wrong, `${language} texts with ${rule.what}`).toEqual([]);
    if (language === 'fr') {
      // « and » stand apart from what they quote by a narrow no-break space, never an ordinary one.
      const spaced = texts.filter(([, text]) => /«(?!\u202f)/.test(text) || /(?<!\u202f)»/.test(text));
      expect(spaced, 'French quotes without narrow no-break spaces').toEqual([]);
      expect(texts.some(([, text]) => text.includes(`«${NARROW_NO_BREAK_SPACE}`))).toBe(true);
    }
  });

  it('leaves quotation marks to the texts: no component writes them in one language for all (issue 34)', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const quoting = Object.entries(sources)
      .filter(([, source]) =>
        source
          .split('\n')
          // Comments may quote as English does.
          .filter((line) => !/^\s*(\/\/|\*|\/\*\*)/.test(line))
          .some((line) => /[„“”«»‚]/.test(line)),
      )
      .map(([path]) => path);
    expect(quoting).toEqual([]);
  });

  /** A field error code of the contract that only looks like a plural form. */
  const NOT_PLURAL = new Set(['setup.fieldErrors.choose_one']);
  const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

  it.each(ADMIN_LANGUAGES)('%s: a text naming {{count}} has the plural forms of its language', (language) => {
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();
    const texts = textsOf(files[`./${language}/admin.json`]?.default).filter(([key]) => !NOT_PLURAL.has(key));
    const forms = new Map<string, string[]>();
    const wrong: string[] = [];
    for (const [key, text] of texts) {
      const plural = key.match(PLURAL_SUFFIX);
      if (plural) {
        const base = key.replace(PLURAL_SUFFIX, '');
        forms.set(base, [...(forms.get(base) ?? []), plural[1] ?? '']);
      } else if (text.includes('{{count}}')) wrong.push(`${key} has no plural forms`);
    }
    for (const [base, categories] of forms)
      if (categories.slice().sort().join() !== needed.join()) wrong.push(`${base}: ${categories.join(', ')}`);
    expect(wrong).toEqual([]);
  });

  it('has no empty text', () => {
    for (const [path, file] of Object.entries(files)) {
      const empty = keysOf(file.default).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file.default);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, path).toEqual([]);
    }
  });
});
