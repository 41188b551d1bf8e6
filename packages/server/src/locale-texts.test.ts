import { readdirSync, readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { accountTexts } from './features/account/account.messages.ts';
import { orderMailTexts } from './features/checkout/confirmation/order-mail.messages.ts';
import { documentTexts } from './features/checkout/documents/documents.messages.ts';
import { TEXTS as sandboxTexts } from './features/payments/sandbox/sandbox.page.ts';

// The server's own words follow the glossaries of the web app (packages/web/src/locales/<lang>/
// GLOSSARY.md, issue 26): the same register, the same term per thing, French spacing. The list of
// wrong words is the web app's, so both sides are held to one list.

const wrongWords = JSON.parse(
  readFileSync(new URL('../../web/src/locales/wrong-words.json', import.meta.url), 'utf8'),
) as Record<string, string[] | string>;

/** Every text of a message object: strings as they are, functions called with sample values. */
function textsOf(node: unknown, path: string): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node === 'function') {
    const samples =
      node.length === 1
        ? [['X'], [1], [2]]
        : [
            ['X', 'Y'],
            [1, 1],
            [2, 4],
          ];
    return samples.flatMap((args) => {
      try {
        const text = (node as (...values: unknown[]) => unknown)(...args);
        return typeof text === 'string' ? [[path, text] as [string, string]] : [];
      } catch {
        return [];
      }
    });
  }
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => textsOf(value, `${path}.${key}`));
  return [];
}

const messageFiles = { accountTexts, documentTexts, orderMailTexts, sandboxTexts } as Record<
  string,
  Record<Language, unknown>
>;

/** The demo's texts as the seed writes them: `tr(en, de, …, da)`, `lang: '…'` and the pages per language. */
function seedTexts(): [Language, string, string][] {
  const dir = new URL('./db/seed/', import.meta.url);
  const found: [Language, string, string][] = [];
  const literal = /(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.includes('.test.'))) {
    const source = readFileSync(new URL(file, dir), 'utf8');
    for (const call of source.matchAll(/(?<![\w.])tr\(([\s\S]*?)\),?\n/g)) {
      const texts = [...(call[1] ?? '').matchAll(literal)].map((match) => match[2] ?? '');
      if (texts.length === LANGUAGES.length)
        texts.forEach((text, index) => {
          found.push([LANGUAGES[index] as Language, `${file} tr`, text]);
        });
    }
    for (const match of source.matchAll(/\b(en|de|fr|it|nl|es|sv|da):\s*(['"`])((?:\\.|(?!\2)[\s\S])*?)\2/g))
      found.push([match[1] as Language, `${file} ${match[1]}:`, match[3] ?? '']);
    for (const match of source.matchAll(/const (en|de|fr|it|nl|es|sv|da): PageTexts = \{([\s\S]*?)\n\};/g))
      found.push([match[1] as Language, `${file} pages`, match[2] ?? '']);
  }
  return found;
}

/** Every server text by language: the message files and the demo. */
const texts: [Language, string, string][] = [
  ...Object.entries(messageFiles).flatMap(([name, byLanguage]) =>
    LANGUAGES.flatMap((lang) =>
      textsOf(byLanguage[lang], name).map(([path, text]) => [lang, path, text] as [Language, string, string]),
    ),
  ),
  ...seedTexts(),
];

describe('the server’s texts follow the glossaries', () => {
  it('finds the texts it checks: message files and demo texts in every language', () => {
    for (const lang of LANGUAGES) {
      expect(
        texts.filter(([language, path]) => language === lang && !path.includes('.ts')).length,
        lang,
      ).toBeGreaterThan(100);
      expect(
        texts.filter(([language, path]) => language === lang && path.includes('.ts')).length,
        lang,
      ).toBeGreaterThan(50);
    }
  });

  for (const lang of LANGUAGES.filter((language) => Array.isArray(wrongWords[language]))) {
    it(`${lang}: no words of another register or of a term the glossary does not use`, () => {
      const patterns = (wrongWords[lang] as string[]).map((source) => new RegExp(source, 'u'));
      const found = texts
        .filter(([language]) => language === lang)
        .flatMap(([, path, text]) =>
          patterns
            .filter((pattern) => pattern.test(text))
            .map((pattern) => `${path} ${pattern.source}: ${text.slice(0, 120)}`),
        );
      expect(found).toEqual([]);
    });
  }

  it('French: a no-break space before : ; ? ! and inside « », never an ordinary one', () => {
    const found = texts
      .filter(([language, , text]) => language === 'fr' && / [:;?!]|« | »/.test(text))
      .map(([, path, text]) => `${path}: ${text.slice(0, 120)}`);
    expect(found).toEqual([]);
  });

  it('names the documents’ things with the web app’s words: bon cadeau, bestilling, a VAT number', () => {
    expect(documentTexts.fr.voucher).toBe('Bon cadeau');
    expect(documentTexts.da.orderNumber).toBe('Bestillingsnummer');
    // The museum's VAT number is German (USt-IdNr.), not a Danish company register number (CVR).
    expect(documentTexts.da.vatId).toBe('Momsregistreringsnummer');
  });
});
