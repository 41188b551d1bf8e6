import { LANGUAGES, type Language } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import wrongWords from './wrong-words.json';

// The language rules of the glossaries (GLOSSARY.md beside each language's files, issue 26): plural
// forms wherever a text names a number, one register and one term per thing, French typography.

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

/** Namespaces still being written by another change: they join these checks when it is done. */
const PENDING = new Set<string>([]);

/** Every text of a translation file by its key path, e.g. `header.basket_one`. */
function textsOf(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    textsOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

const checked = Object.entries(files)
  .map(([path, texts]) => {
    const [, lang = '', file = ''] = path.split('/');
    return { lang: lang as Language, namespace: file.replace(/\.json$/, ''), texts: textsOf(texts) };
  })
  .filter((file) => !PENDING.has(file.namespace));

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** A text that names a number the visitor reads with a noun or a verb that agrees with it. */
const COUNTED = /\{\{(count|requested|available)\}\}/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('plural forms', () => {
  for (const { lang, namespace, texts } of checked) {
    const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();

    it(`${lang}/${namespace}: a text with {{count}}, {{requested}} or {{available}} has the forms ${needed.join(', ')}`, () => {
      const wrong: string[] = [];
      const forms = new Map<string, string[]>();
      for (const [key, text] of texts) {
        const plural = key.match(PLURAL_SUFFIX);
        if (plural) {
          const base = key.replace(PLURAL_SUFFIX, '');
          forms.set(base, [...(forms.get(base) ?? []), plural[1] ?? '']);
        } else if (COUNTED.test(text)) wrong.push(`${key} has no plural forms`);
      }
      for (const [base, categories] of forms) {
        const got = categories.slice().sort();
        if (got.join() !== needed.join()) wrong.push(`${base}: ${got.join(', ')}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('every plural form keeps the placeholders of the English "other" form, and takes {{count}}', () => {
    const english = new Map(
      checked
        .filter((file) => file.lang === 'en')
        .flatMap((file) => file.texts.map(([key, text]) => [`${file.namespace}:${key}`, text])),
    );
    const wrong: string[] = [];
    for (const { lang, namespace, texts } of checked) {
      for (const [key, text] of texts) {
        if (!PLURAL_SUFFIX.test(key)) continue;
        const other = english.get(`${namespace}:${key.replace(PLURAL_SUFFIX, '_other')}`) ?? '';
        if (placeholders(text).join() !== placeholders(other).join())
          wrong.push(`${lang}/${namespace}:${key}`);
        if (!placeholders(text).includes('count'))
          wrong.push(`${lang}/${namespace}:${key} without {{count}}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('i18next picks the singular for 1 and the plural for 2 in every language', async () => {
    const { createInstance } = await import('i18next');
    for (const lang of LANGUAGES) {
      const i18n = createInstance();
      const resources = Object.fromEntries(
        checked
          .filter((file) => file.lang === lang)
          .map((file) => [file.namespace, files[`./${lang}/${file.namespace}.json`] ?? {}]),
      );
      await i18n.init({ lng: lang, resources: { [lang]: resources }, interpolation: { escapeValue: false } });
      const one = i18n.t('problems.NOT_ENOUGH_PLACES', {
        ns: 'booking',
        requested: 3,
        available: 1,
        count: 1,
      });
      const other = i18n.t('problems.NOT_ENOUGH_PLACES', {
        ns: 'booking',
        requested: 3,
        available: 2,
        count: 2,
      });
      expect(one, lang).not.toBe(other.replace('2', '1'));
      expect(one, lang).toContain('1');
      expect(other, lang).toContain('2');
    }
  });
});

describe('one register and one term per thing', () => {
  const rules = wrongWords as unknown as Record<string, string[]>;
  for (const lang of LANGUAGES.filter((lang) => rules[lang])) {
    it(`${lang}: no words of another register or of a term the glossary does not use`, () => {
      const patterns = (rules[lang] ?? []).map((source) => new RegExp(source, 'u'));
      const found = checked
        .filter((file) => file.lang === lang)
        .flatMap(({ namespace, texts }) =>
          texts.flatMap(([key, text]) =>
            patterns
              .filter((pattern) => pattern.test(text))
              .map((pattern) => `${namespace}:${key} ${pattern.source}: ${text}`),
          ),
        );
      expect(found).toEqual([]);
    });
  }

  it('knows the words it looks for: each pattern finds one of its wrong samples, and none a right one', () => {
    const { samples } = wrongWords as unknown as {
      samples: Record<string, { wrong: string[]; right: string[] }>;
    };
    for (const lang of LANGUAGES) {
      const patterns = (rules[lang] ?? []).map((source) => new RegExp(source, 'u'));
      const { wrong = [], right = [] } = samples[lang] ?? {};
      expect(patterns.length, lang).toBeGreaterThan(0);
      for (const pattern of patterns)
        expect(
          wrong.some((sample) => pattern.test(sample)),
          `${lang} ${pattern.source}`,
        ).toBe(true);
      expect(
        right.filter((sample) => patterns.some((pattern) => pattern.test(sample))),
        lang,
      ).toEqual([]);
    }
  });
});

describe('French typography', () => {
  /** An ordinary space before : ; ? ! or inside « »: French wants a no-break space there. */
  const ordinarySpace = / [:;?!]|« | »/;
  it('has a (narrow) no-break space before : ; ? ! and inside « »', () => {
    const wrong = checked
      .filter((file) => file.lang === 'fr')
      .flatMap(({ namespace, texts }) =>
        texts
          .filter(([, text]) => ordinarySpace.test(text))
          .map(([key, text]) => `${namespace}:${key}: ${text}`),
      );
    expect(wrong).toEqual([]);
    expect(ordinarySpace.test('Valeur : 10 €')).toBe(true);
    expect(ordinarySpace.test('Valeur\u00a0: 10 €')).toBe(false);
  });
});
