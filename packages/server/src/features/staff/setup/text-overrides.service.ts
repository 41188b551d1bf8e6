import {
  type AppConfig,
  checkTextOverride,
  type FieldErrors,
  type Language,
  type StaffText,
  textOverrideErrors,
} from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { addError, changeConfig, refuseIfAny, type SetupActor } from './setup-changes.ts';
import { requireShopConfig } from './setup-read.ts';
import { canonicalKey, keyAliases, standardTexts } from './standard-texts.ts';

/** The museum's text for a key in one language's overrides, by any name the visitor app reads it. */
function ownText(texts: Record<string, string> | undefined, key: string): string | null {
  if (!texts) return null;
  for (const name of [key, ...keyAliases(key)]) {
    const text = texts[name];
    if (text !== undefined) return text;
  }
  return null;
}

/** Every interface text of `lang`: its key, the standard text and the museum's own. */
export async function listTexts(db: Db, shopId: number, lang: Language): Promise<StaffText[]> {
  const config = await requireShopConfig(db, shopId);
  const own = config.text_overrides?.[lang];
  return [...(await standardTexts(lang))].map(([key, standard]) => ({
    key,
    standard,
    own: ownText(own, key),
  }));
}

/** The overrides of `config` with `key` set to `text` in `lang` (null: removed), by its one name. */
function withOverride(config: AppConfig, lang: Language, key: string, text: string | null): AppConfig {
  const texts = { ...config.text_overrides?.[lang] };
  for (const name of [key, ...keyAliases(key)]) delete texts[name];
  if (text !== null) texts[key] = text;
  const { [lang]: _old, ...others } = config.text_overrides ?? {};
  const overrides = Object.keys(texts).length > 0 ? { ...others, [lang]: texts } : others;
  const { text_overrides: _all, ...rest } = config;
  return Object.keys(overrides).length > 0 ? { ...rest, text_overrides: overrides } : rest;
}

/**
 * Sets the museum's own text for an interface key in an offered language, or resets it to the
 * standard text (`text` null). The text keeps the standard text's placeholders, has no markup and
 * is not empty; an unknown key or a language not offered is a 422 and changes nothing. Audited with
 * the key's text before and after; visitors get it with the configuration.
 */
export async function saveTextOverride(
  db: Db,
  actor: SetupActor,
  lang: Language,
  input: { key: string; text: string | null },
): Promise<StaffText> {
  const key = canonicalKey(input.key.trim());
  const text = input.text === null ? null : input.text.trim();
  const config = await requireShopConfig(db, actor.shopId);
  const standards = await standardTexts(lang);
  const standard = standards.get(key);
  const fields: FieldErrors = {};
  if (!config.languages.includes(lang)) addError(fields, 'lang', 'invalid');
  if (standard === undefined) addError(fields, 'key', 'unknown_key');
  else if (text !== null)
    for (const code of textOverrideErrors(checkTextOverride({ lang, key, standard, text })))
      addError(fields, 'text', code);
  refuseIfAny(fields);
  await changeConfig(
    db,
    actor,
    'text_overrides',
    (current) => withOverride(current, lang, key, text),
    (current) => ({ lang, key, text: ownText(current.text_overrides?.[lang], key) }),
  );
  return { key, standard: standard ?? '', own: text };
}
