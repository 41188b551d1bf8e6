import { type Language, pickTranslation } from '@museum-shop/contract';
import { fieldErrorsOf } from '../../../lib/api-client.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The name an export is saved as: `catalog-2026-11-25.json`, the day on the member's computer. It
 * names a file only; nothing is recorded by it.
 */
export function exportFileName(now: Date): string {
  return `catalog-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** Offers `data` as a JSON file to save, through a link to a Blob that is let go of afterwards. */
export function saveJsonFile(data: unknown, name: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** What a chosen file holds: its JSON, or why it has none. */
export type ReadFile = { ok: true; json: unknown } | { ok: false; reason: 'notJson' | 'unreadable' };

function readText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** Reads a chosen file as JSON in the browser: a file that is not JSON is never sent. */
export async function readJsonFile(file: Blob): Promise<ReadFile> {
  let text: string;
  try {
    text = await readText(file);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  try {
    return { ok: true, json: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'notJson' };
  }
}

/** A problem of a refused import: its path in the document and the server's codes or messages. */
export interface ImportProblem {
  path: string;
  messages: string[];
  /** The event's or tour's name the path is in, as the file writes it; '' for none. */
  name: string;
}

const ITEM_PATH = /^(events|tours)\.(\d+)(\.|$)/;

/** The name of the event or tour at `events.2…` / `tours.0…` in the file that was sent. */
function itemName(document: unknown, path: string, lang: Language): string {
  const match = ITEM_PATH.exec(path);
  if (!match || typeof document !== 'object' || document === null) return '';
  const items = (document as Record<string, unknown>)[match[1] ?? ''];
  if (!Array.isArray(items)) return '';
  const item: unknown = items[Number(match[2])];
  const name = (item as { document?: { name?: unknown } } | undefined)?.document?.name;
  if (typeof name !== 'object' || name === null) return '';
  const texts = Object.fromEntries(
    Object.entries(name).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return pickTranslation(texts, lang, 'en')?.trim() ?? '';
}

/**
 * Every problem of a refused import (422 with the rules' codes, 400 with the schema's messages),
 * in the server's order, each with the name of the event or tour it is in.
 */
export function importProblems(error: unknown, document: unknown, lang: Language): ImportProblem[] {
  return Object.entries(fieldErrorsOf(error)).map(([path, messages]) => ({
    path,
    messages,
    name: itemName(document, path, lang),
  }));
}
