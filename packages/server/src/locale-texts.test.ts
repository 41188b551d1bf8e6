import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { orderMailTexts } from './features/checkout/confirmation/order-mail.messages.ts';
import { documentTexts } from './features/checkout/documents/documents.messages.ts';
import { readTexts, TEXT_SOURCES, type Text } from './test-support/text-sources.ts';

// The language rules of the glossaries (packages/web/src/locales/<lang>/GLOSSARY.md, issues 26 and
// 39) over every text the product shows or sends: the web and staff apps' locales, the server's
// message files (e-mails, PDFs, the sandbox page, form messages) and the demo. The sources are
// listed once, in test-support/text-sources.ts; the wrong words are the web app's list, read as
// data, so every side is held to one list.

interface WrongWords {
  samples: Record<string, { wrong: string[]; right: string[] }>;
  [lang: string]: unknown;
}
const wrongWords = JSON.parse(
  readFileSync(new URL('../../web/src/locales/wrong-words.json', import.meta.url), 'utf8'),
) as WrongWords;
const patternsOf = (lang: string) =>
  (Array.isArray(wrongWords[lang]) ? (wrongWords[lang] as string[]) : []).map(
    (source) => new RegExp(source, 'u'),
  );

const { texts, plurals } = readTexts();
/**
 * What a rule found, once per place and rule (a message function called with several sample values
 * says it once), with the text that showed it.
 */
function report(findings: [Text, string][]): string[] {
  const byPlace = new Map<string, string>();
  for (const [{ where, text }, rule] of findings)
    if (!byPlace.has(`${where} ${rule}`))
      byPlace.set(`${where} ${rule}`, `${where} ${rule}: ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
  return [...byPlace.values()];
}

describe('the texts it checks', () => {
  it('reads every source in every language', () => {
    for (const source of TEXT_SOURCES)
      for (const lang of LANGUAGES) {
        const found = texts.filter(
          (text) =>
            text.lang === lang &&
            text.where.startsWith(`${source.name}${source.kind === 'seed' ? ':' : '/'}`),
        );
        expect(found.length, `${source.name} ${lang}`).toBeGreaterThan(source.kind === 'messages' ? 1 : 100);
      }
  });

  it("reads the demo’s texts however the seed writes them: tr(…), en: '…', en: { … } and the pages", () => {
    const demo = (lang: Language) => texts.filter((text) => text.lang === lang && text.source === 'seed');
    for (const lang of LANGUAGES) {
      const wheres = new Set(demo(lang).map((text) => text.where.replace(/^demo:\S+ /, '')));
      expect([...wheres].sort(), lang).toEqual(['tr', `${lang}:`, `${lang}: {…}`].sort());
    }
    expect(demo('es').map((text) => text.text)).toContainEqual(expect.stringMatching(/^Regala luz: un vale/));
    expect(demo('fr').some((text) => text.text.includes('<h2>'))).toBe(true);
  });
});

describe('one register and one term per thing', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: no words of another register or of a term the glossary does not use`, () => {
      const patterns = patternsOf(lang);
      const found = texts
        .filter((text) => text.lang === lang)
        .flatMap((text) =>
          patterns
            .filter((pattern) => pattern.test(text.text))
            .map((pattern): [Text, string] => [text, `/${pattern.source}/`]),
        );
      expect(report(found)).toEqual([]);
    });
  }

  it('knows the words it looks for: each pattern finds its wrong sample and no right one', () => {
    for (const lang of LANGUAGES) {
      const patterns = patternsOf(lang);
      const samples = wrongWords.samples[lang];
      expect(samples, lang).toBeDefined();
      expect(patterns.length, lang).toBeGreaterThan(0);
      const { wrong = [], right = [] } = samples ?? {};
      const unproven = patterns.filter((pattern) => !wrong.some((sample) => pattern.test(sample)));
      const missed = wrong.filter((sample) => !patterns.some((pattern) => pattern.test(sample)));
      const refused = right.filter((sample) => patterns.some((pattern) => pattern.test(sample)));
      expect({ unproven: unproven.map((pattern) => pattern.source), missed, refused }, lang).toEqual({
        unproven: [],
        missed: [],
        refused: [],
      });
    }
  });
});

describe('plural forms', () => {
  /** A text that names a number a word agrees with: it needs a form per plural category. */
  const COUNTED = /\{\{(count|requested|available|capacity)\}\}/;
  const PLURAL_KEY = /_(zero|one|two|few|many|other)$/;

  for (const lang of LANGUAGES) {
    const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();
    it(`${lang}: every text that names a number has the forms ${needed.join(', ')}`, () => {
      const wrong = plurals
        .filter((group) => group.lang === lang)
        .filter((group) => group.categories.slice().sort().join() !== needed.join())
        .map((group) => `${group.where}: ${group.categories.join(', ')}`);
      const unformed = report(
        texts
          .filter((text) => text.lang === lang && text.source === 'locales')
          .filter((text) => COUNTED.test(text.text) && !PLURAL_KEY.test(text.where))
          .map((text): [Text, string] => [text, 'names a number without plural forms']),
      );
      expect([...wrong, ...unformed]).toEqual([]);
    });
  }

  it('finds the plural objects of the message files, as the order e-mail’s items', () => {
    expect(plurals.some((group) => group.where === 'order-mail.messages/fr.items')).toBe(true);
  });
});

describe('typography', () => {
  /** An ordinary space (or none) before : ; ? ! or inside « »: French wants a no-break space there. */
  const ordinarySpace = / [:;?!]|«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/;

  it('French: a (narrow) no-break space before : ; ? ! and inside « », never an ordinary one', () => {
    const wrong = texts
      .filter((text) => text.lang === 'fr' && ordinarySpace.test(text.text))
      .map((text): [Text, string] => [text, 'ordinary space']);
    expect(report(wrong)).toEqual([]);
    expect(ordinarySpace.test('Valeur : 10 €')).toBe(true);
    expect(ordinarySpace.test('Valeur\u00a0: 10 €')).toBe(false);
    expect(ordinarySpace.test('« Ouverture »')).toBe(true);
    expect(ordinarySpace.test('«Ouverture»')).toBe(true);
    expect(ordinarySpace.test('«\u202fOuverture\u202f»')).toBe(false);
  });

  it('writes the ellipsis as one character (…), never three dots', () => {
    const dots = texts.filter((text) => /\.\.\./.test(text.text));
    expect(report(dots.map((text): [Text, string] => [text, 'three dots']))).toEqual([]);
  });
});

describe('e-mails', () => {
  /**
   * A message text that begins with a line naming its first value (the sample name X) and a blank
   * line is an e-mail body: it greets as the order e-mail does, and after the greeting goes on with
   * a capital letter, except in German ("Guten Tag Anna,\n\ndie …") and Italian ("Ciao Anna,\n\nhai …"),
   * whose greeting ends with a comma that the sentence goes on from (the glossaries say so).
   */
  const bodies = texts.filter(
    (text) => text.source === 'messages' && /^[^\n]*\bX\b[^\n]*\n\n/.test(text.text),
  );
  const GOES_ON_LOWERCASE: readonly Language[] = ['de', 'it'];

  it('finds the e-mails: account, account changes, staff invitation in every language', () => {
    for (const lang of LANGUAGES)
      expect(bodies.filter((text) => text.lang === lang).length, lang).toBeGreaterThanOrEqual(6);
  });

  it('greets as the order e-mail does, and goes on with a capital letter except in German and Italian', () => {
    const wrong = bodies.flatMap((body): [Text, string][] => {
      const greeting = `${orderMailTexts[body.lang].greeting('X')}\n\n`;
      if (!body.text.startsWith(greeting)) return [[body, `greets otherwise than “${greeting.trim()}”`]];
      const first = body.text.slice(greeting.length, greeting.length + 1);
      const capital = first === first.toUpperCase();
      return GOES_ON_LOWERCASE.includes(body.lang) || capital
        ? []
        : [[body, 'goes on lowercase after the greeting']];
    });
    expect(report(wrong)).toEqual([]);
  });
});

describe('the documents', () => {
  it('name their things with the web app’s words: bon cadeau, bestilling, a VAT number', () => {
    expect(documentTexts.fr.voucher).toBe('Bon cadeau');
    expect(documentTexts.da.orderNumber).toBe('Bestillingsnummer');
    // The museum's VAT number is German (USt-IdNr.), not a Danish company register number (CVR).
    expect(documentTexts.da.vatId).toBe('Momsregistreringsnummer');
  });
});
