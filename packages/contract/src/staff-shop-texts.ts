import * as z from 'zod/mini';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import type { Language } from './languages.ts';
import { languageSchema } from './languages.ts';
import { contractSchemas } from './schema-ids.ts';
import { staffQuerySchema } from './staff.ts';
import { typedText } from './text.ts';

/**
 * The museum's own words for the shop's interface (issue 34, "text overrides"): per language, an
 * i18next key of the visitor app mapped to the museum's text (AppConfig `text_overrides`). A key is
 * named as the visitor app lays it over its texts: `namespace:key.path`, or the bare key path for
 * the `common` namespace. The standard texts are the visitor app's own; the owner sees each beside
 * the museum's text and can reset it to standard.
 *
 * An override must keep what the shop fills into the standard text: its `{{placeholders}}`, and
 * its markup if it has any (none of the standard texts has). The shop renders every text as plain
 * text, never as HTML, so a text cannot inject anything; markup is refused so a museum does not
 * see its tags printed.
 */

const OWNER: readonly StaffRole[] = ['owner'];

/** The longest text of the museum's own (characters). */
export const TEXT_OVERRIDE_MAX = 2000;
/** The longest key a client may name. */
export const TEXT_KEY_MAX = 200;

/** The plural forms i18next adds to a key (`tickets_one`, `tickets_other`, …). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** The plural form a key stands for (`tickets_one` → 'one'), if it is one. */
export function pluralCategoryOf(key: string): PluralCategory | undefined {
  const match = /_(zero|one|two|few|many|other)$/.exec(key);
  return match?.[1] as PluralCategory | undefined;
}

/** The name of each `{{placeholder}}` of a text, in order (`{{count, number}}` and `{{- name}}` name `count`, `name`). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*-?\s*([^{}]*?)\s*\}\}/g)].map(
    (match) => (match[1] ?? '').split(',')[0]?.trim() ?? '',
  );
}

/** The tags of a text (`<b>`, `</b>`, `<0>`), lower case, in order. */
function tagsOf(text: string): string[] {
  return [...text.matchAll(/<\/?(?:[a-z!][^<>]*>?|\d+>)/gi)].map((match) => match[0].toLowerCase());
}

/** Whether a text has braces that are not a whole placeholder (`{{count` or `count}}`). */
function hasBrokenBraces(text: string): boolean {
  const rest = text.replace(/\{\{\s*-?\s*([^{}]*?)\s*\}\}/g, '');
  return rest.includes('{{') || rest.includes('}}');
}

/**
 * Whether `{{count}}` may be left out of a plural form in `lang`: in a form that stands for exactly
 * one number ("one" in English is 1; in French it is 0 and 1, so the number must stay).
 */
function namesOneNumber(lang: Language, category: PluralCategory | undefined): boolean {
  if (category === 'zero') return true;
  if (category !== 'one') return false;
  return new Intl.PluralRules(lang).select(0) !== 'one';
}

/** What is wrong with a museum's text for a key, against the key's standard text. */
export interface TextOverrideCheck {
  /** Empty (a reset is `null`, not an empty text). */
  empty: boolean;
  tooLong: boolean;
  /** Placeholders of the standard text the museum's text leaves out. */
  missing: string[];
  /** Placeholders the shop does not fill in for this key (or broken braces, as `{{`). */
  unknown: string[];
  /** Tags the standard text does not have. */
  markup: boolean;
}

export function checkTextOverride(input: {
  lang: Language;
  key: string;
  standard: string;
  text: string;
}): TextOverrideCheck {
  const { lang, key, standard, text } = input;
  const category = pluralCategoryOf(key);
  const given = new Set(placeholdersOf(text));
  const required = new Set(placeholdersOf(standard));
  // i18next passes `count` to every plural form.
  const allowed = new Set([...required, ...(category ? ['count'] : [])]);
  const missing = [...required].filter(
    (name) => !given.has(name) && !(name === 'count' && namesOneNumber(lang, category)),
  );
  const unknown = [...given].filter((name) => !allowed.has(name));
  if (hasBrokenBraces(text)) unknown.push('{{');
  const standardTags = tagsOf(standard).sort();
  const tags = tagsOf(text).sort();
  return {
    empty: text.trim() === '',
    tooLong: text.length > TEXT_OVERRIDE_MAX,
    missing,
    unknown,
    markup: tags.length > 0 && tags.join() !== standardTags.join(),
  };
}

/** The codes a text override's check gives (the 422 field map's messages for `text`). */
export function textOverrideErrors(check: TextOverrideCheck) {
  const codes: (
    | 'required'
    | 'too_long'
    | 'placeholder_missing'
    | 'placeholder_unknown'
    | 'markup_not_allowed'
  )[] = [];
  if (check.empty) codes.push('required');
  if (check.tooLong) codes.push('too_long');
  if (check.missing.length > 0) codes.push('placeholder_missing');
  if (check.unknown.length > 0) codes.push('placeholder_unknown');
  if (check.markup) codes.push('markup_not_allowed');
  return codes;
}

/** An interface text of the shop in one language: the standard text and the museum's, if any. */
export const staffTextSchema = z
  .object({
    key: z.string(),
    standard: z.string(),
    /** The museum's own text; null: the standard text is shown. */
    own: z.nullable(z.string()),
  })
  .register(contractSchemas, { id: 'StaffText' });
export type StaffText = z.infer<typeof staffTextSchema>;

export const staffTextsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/shop/texts/:lang',
  feature: 'staff',
  summary:
    "The visitor app's interface texts in one language: each key, its standard text and the museum's own",
  params: z.object({ lang: languageSchema }),
  query: staffQuerySchema,
  response: z.object({ data: z.object({ lang: languageSchema, texts: z.array(staffTextSchema) }) }),
  access: 'staff',
  roles: OWNER,
});

export const staffTextSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/shop/texts/:lang',
  feature: 'staff',
  summary:
    "Set the museum's own text for an interface key in an offered language, keeping the standard text's placeholders; null resets it to standard",
  params: z.object({ lang: languageSchema }),
  query: staffQuerySchema,
  // Generous bounds: the server answers the text's own limit in the field map.
  body: z.strictObject({
    key: typedText(TEXT_KEY_MAX),
    text: z.nullable(typedText(TEXT_OVERRIDE_MAX * 2)),
  }),
  response: z.object({ data: staffTextSchema }),
  access: 'staff',
  roles: OWNER,
});

/** The calls of the text override editor; part of ENDPOINTS. */
export const SHOP_TEXT_ENDPOINTS = [staffTextsEndpoint, staffTextSaveEndpoint] as const;
