import { readdirSync, readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@museum-shop/contract';
import { accountTexts } from '../features/account/account.messages.ts';
import { accountChangeTexts } from '../features/account/account-changes.messages.ts';
import { orderMailTexts } from '../features/checkout/confirmation/order-mail.messages.ts';
import { documentTexts } from '../features/checkout/documents/documents.messages.ts';
import { memberCardTexts } from '../features/checkout/documents/member-cards.messages.ts';
import { refundMailTexts } from '../features/checkout/orders/refund-mail.messages.ts';
import { TEXTS as sandboxTexts } from '../features/payments/sandbox/sandbox.page.ts';
import { invitationMailTexts } from '../features/staff/auth/invitation-mail.messages.ts';
import { REPORT_ROW_LABELS } from '../features/staff/reports/reports.service.ts';
import { validationTexts } from '../lib/validation-messages.ts';

/**
 * Every text the product shows or sends, by where it is written (issue 39): the language rules of
 * the glossaries (packages/web/src/locales/<lang>/GLOSSARY.md) are checked over all of them by
 * locale-texts.test.ts. A new text file joins the checks by being listed here, and only here.
 */
export type TextSource =
  /** i18next files `<dir>/<lang>/<namespace>.json`: every namespace of the folder, found by itself. */
  | { kind: 'locales'; name: string; dir: URL }
  /** A server module's texts per language: strings, functions of the values they name, plural objects. */
  | { kind: 'messages'; name: string; texts: Record<Language, unknown> }
  /** The demo's source files, read as text: `tr(en, …, da)`, `en: '…'`, `en: { … }`, `const en: PageTexts`. */
  | { kind: 'seed'; name: string; dir: URL };

const src = (path: string) => new URL(`../${path}`, import.meta.url);

export const TEXT_SOURCES: readonly TextSource[] = [
  { kind: 'locales', name: 'web', dir: src('../../web/src/locales/') },
  { kind: 'locales', name: 'admin', dir: src('../../admin/src/locales/') },
  { kind: 'messages', name: 'account.messages', texts: accountTexts },
  { kind: 'messages', name: 'account-changes.messages', texts: accountChangeTexts },
  { kind: 'messages', name: 'order-mail.messages', texts: orderMailTexts },
  { kind: 'messages', name: 'refund-mail.messages', texts: refundMailTexts },
  { kind: 'messages', name: 'documents.messages', texts: documentTexts },
  { kind: 'messages', name: 'member-cards.messages', texts: memberCardTexts },
  { kind: 'messages', name: 'invitation-mail.messages', texts: invitationMailTexts },
  { kind: 'messages', name: 'validation-messages', texts: validationTexts },
  { kind: 'messages', name: 'sandbox.page', texts: sandboxTexts },
  { kind: 'messages', name: 'reports row labels', texts: REPORT_ROW_LABELS },
  { kind: 'seed', name: 'demo', dir: src('db/seed/') },
];

/** One text: its language, where it is (`source:key`) and what it says. */
export interface Text {
  lang: Language;
  source: TextSource['kind'];
  where: string;
  text: string;
}

/**
 * A text that names a number in forms per plural category: the categories it has. From i18next
 * keys (`basket_one`, `basket_other`) and from message objects keyed by category.
 */
export interface PluralGroup {
  lang: Language;
  where: string;
  categories: string[];
}

/** Sample values for a message function's parameters: names, then numbers as counts. */
const SAMPLE_CALLS = (arity: number): unknown[][] => [
  Array.from({ length: arity }, (_, index) => ['X', 'Y', 'Z', 'W', 'V'][index] ?? 'U'),
  Array.from({ length: arity }, () => 1),
  Array.from({ length: arity }, (_, index) => (index === 0 ? 2 : 4)),
  Array.from({ length: arity }, () => 1_000_000),
];

const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function isPluralObject(node: object): boolean {
  const keys = Object.keys(node);
  return keys.includes('other') && keys.every((key) => PLURAL_CATEGORIES.has(key));
}

/** Every text of a message object: strings as they are, functions called with sample values. */
function messageTexts(node: unknown, path: string, plurals: string[][] = []): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node === 'function') {
    const texts = new Map<string, string>();
    for (const args of SAMPLE_CALLS(node.length)) {
      try {
        const text = (node as (...values: unknown[]) => unknown)(...args);
        if (typeof text === 'string') texts.set(text, text);
      } catch {
        // A function that cannot take the sample values shows no text for them.
      }
    }
    return [...texts.values()].map((text) => [path, text]);
  }
  if (node && typeof node === 'object') {
    if (isPluralObject(node)) plurals.push([path, ...Object.keys(node)]);
    return Object.entries(node).flatMap(([key, value]) => messageTexts(value, `${path}.${key}`, plurals));
  }
  return [];
}

/** Every text of a translation file by its key path, e.g. `header.basket_one`. */
function jsonTexts(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => jsonTexts(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * The plural groups of i18next keys: `a.b_one`, `a.b_other` → `a.b` with one, other. A key that
 * only ends like a category (`choose_one`: "choose one") is none, unless it names `{{count}}`.
 */
function jsonPlurals(texts: [string, string][]): [string, string[]][] {
  const groups = new Map<string, { categories: string[]; counts: boolean }>();
  for (const [key, text] of texts) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (!plural) continue;
    const base = key.replace(PLURAL_SUFFIX, '');
    const group = groups.get(base) ?? { categories: [], counts: false };
    groups.set(base, {
      categories: [...group.categories, plural[1] ?? ''],
      counts: group.counts || text.includes('{{count}}'),
    });
  }
  return [...groups]
    .filter(([, group]) => group.categories.includes('other') || group.counts)
    .map(([base, group]) => [base, group.categories]);
}

const STRING = /(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g;
const LANGUAGE = '(en|de|fr|it|nl|es|sv|da)';

/** A string literal's value: its escapes read as JavaScript reads them. */
const literalValue = (literal: string) =>
  literal.replace(
    /\\(?:u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|(.))/g,
    (_, braced?: string, hex?: string, char?: string) =>
      braced || hex
        ? String.fromCodePoint(Number.parseInt(braced || hex || '', 16))
        : char === 'n'
          ? '\n'
          : (char ?? ''),
  );

/** The literal strings of a piece of source that are values, not object keys. */
function literals(source: string): string[] {
  return [...source.matchAll(STRING)]
    .filter((match) => !/^\s*:/.test(source.slice((match.index ?? 0) + match[0].length)))
    .map((match) => literalValue(match[2] ?? ''));
}

/** The demo's texts as the seed writes them, per language. */
function seedTexts(dir: URL, name: string): [Language, string, string][] {
  const found: [Language, string, string][] = [];
  const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.includes('.test.'));
  for (const file of files) {
    const source = readFileSync(new URL(file, dir), 'utf8');
    const where = (what: string) => `${name}:${file} ${what}`;
    // tr(en, de, fr, it, nl, es, sv, da)
    for (const call of source.matchAll(/(?<![\w.])tr\(([\s\S]*?)\),?\n/g)) {
      const texts = literals(call[1] ?? '');
      if (texts.length === LANGUAGES.length)
        texts.forEach((text, index) => {
          found.push([LANGUAGES[index] as Language, where('tr'), text]);
        });
    }
    // en: '…'
    for (const match of source.matchAll(
      new RegExp(`\\b${LANGUAGE}:\\s*(['"\`])((?:\\\\.|(?!\\2)[\\s\\S])*?)\\2`, 'g'),
    ))
      found.push([match[1] as Language, where(`${match[1]}:`), literalValue(match[3] ?? '')]);
    // en: { … } on lines of their own, and const en: PageTexts = { … }: every value inside.
    const blocks = new RegExp(
      `^([ \\t]*)(?:${LANGUAGE}: \\{|const ${LANGUAGE}: \\w+ = \\{)\\n([\\s\\S]*?)\\n\\1\\},?;?$`,
      'gm',
    );
    for (const match of source.matchAll(blocks)) {
      const lang = (match[2] ?? match[3]) as Language;
      for (const text of literals(match[4] ?? '')) found.push([lang, where(`${lang}: {…}`), text]);
    }
  }
  return found;
}

/** Every text of every source, and the plural groups among them. */
export function readTexts(sources: readonly TextSource[] = TEXT_SOURCES): {
  texts: Text[];
  plurals: PluralGroup[];
} {
  const texts: Text[] = [];
  const plurals: PluralGroup[] = [];
  for (const source of sources) {
    if (source.kind === 'locales') {
      for (const lang of LANGUAGES) {
        const dir = new URL(`${lang}/`, source.dir);
        for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
          const namespace = file.replace(/\.json$/, '');
          const entries = jsonTexts(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
          const where = (key: string) => `${source.name}/${lang}/${namespace}:${key}`;
          for (const [key, text] of entries) texts.push({ lang, source: 'locales', where: where(key), text });
          for (const [key, categories] of jsonPlurals(entries))
            plurals.push({ lang, where: where(key), categories });
        }
      }
    } else if (source.kind === 'messages') {
      for (const lang of LANGUAGES) {
        const groups: string[][] = [];
        for (const [path, text] of messageTexts(source.texts[lang], `${source.name}/${lang}`, groups))
          texts.push({ lang, source: 'messages', where: path, text });
        for (const [where = '', ...categories] of groups) plurals.push({ lang, where, categories });
      }
    } else {
      for (const [lang, where, text] of seedTexts(source.dir, source.name))
        texts.push({ lang, source: 'seed', where, text });
    }
  }
  return { texts, plurals };
}
