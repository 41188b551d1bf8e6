import { readdir, readFile } from 'node:fs/promises';
import type { Language } from '@museum-shop/contract';

/**
 * The visitor app's standard interface texts, which the museum's text overrides replace (issue 34).
 *
 * They are the web app's locale files, `packages/web/src/locales/<lang>/<namespace>.json`, read as
 * data: the server imports nothing of the web app (the import boundaries), and the texts have one
 * source, so what the staff app lists is what the visitor app shows. The server runs from the
 * repository's sources (decision 0002), beside the web app whose build it serves, so the files are
 * there at run time. A server without them lists no texts, and every key is then unknown.
 */
const LOCALES_DIR = new URL('../../../../../web/src/locales/', import.meta.url);

/** The namespace the visitor app names no prefix for (`home.title` is `common:home.title`). */
const DEFAULT_NAMESPACE = 'common';

/** Each key of a language, as the visitor app's overrides name it, with its standard text, in the files' order. */
export type StandardTexts = ReadonlyMap<string, string>;

const loaded = new Map<Language, Promise<StandardTexts>>();

/** The standard texts of `lang`, read once per process (the files change only with a new release). */
export function standardTexts(lang: Language, dir: URL = LOCALES_DIR): Promise<StandardTexts> {
  const cached = dir === LOCALES_DIR ? loaded.get(lang) : undefined;
  if (cached) return cached;
  const reading = readStandardTexts(lang, dir);
  if (dir === LOCALES_DIR) {
    loaded.set(lang, reading);
    // A failed read is tried again next time.
    reading.catch(() => loaded.delete(lang));
  }
  return reading;
}

async function readStandardTexts(lang: Language, dir: URL): Promise<StandardTexts> {
  const folder = new URL(`${lang}/`, dir);
  let files: string[];
  try {
    files = (await readdir(folder)).filter((name) => name.endsWith('.json'));
  } catch {
    return new Map();
  }
  const namespaces = files
    .map((name) => name.slice(0, -'.json'.length))
    // `common` first: its keys are the ones visitors meet on every screen.
    .sort((a, b) => Number(b === DEFAULT_NAMESPACE) - Number(a === DEFAULT_NAMESPACE) || a.localeCompare(b));
  const texts = new Map<string, string>();
  for (const namespace of namespaces) {
    const content = JSON.parse(await readFile(new URL(`${namespace}.json`, folder), 'utf8')) as unknown;
    const prefix = namespace === DEFAULT_NAMESPACE ? '' : `${namespace}:`;
    flatten(content, prefix, texts);
  }
  return texts;
}

/** i18next's nested keys as dotted paths (its default key separator). */
function flatten(node: unknown, path: string, into: Map<string, string>) {
  if (typeof node === 'string') {
    into.set(path, node);
    return;
  }
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  const separator = path === '' || path.endsWith(':') ? '' : '.';
  for (const [name, value] of Object.entries(node)) flatten(value, `${path}${separator}${name}`, into);
}

/**
 * The key as this list names it: the visitor app reads `common:x` and `x` alike, and this list
 * says `x`.
 */
export function canonicalKey(key: string): string {
  return key.startsWith(`${DEFAULT_NAMESPACE}:`) ? key.slice(DEFAULT_NAMESPACE.length + 1) : key;
}

/** The other names the visitor app reads a key by (`common:x` for `x`). */
export function keyAliases(key: string): string[] {
  return key.includes(':') ? [] : [`${DEFAULT_NAMESPACE}:${key}`];
}
