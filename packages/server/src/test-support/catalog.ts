import { type ErrorCode, LANGUAGES, type Language } from '@museum-shop/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BuildOptions, build, type TestApp } from './build.ts';

/** GET a URL of the test app and return status and JSON body. */
export async function getJson(t: TestApp, url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

/** YYYYMMDD of a YYYY-MM-DD date, as the calendar ranges of spec §7 want it. */
export const compact = (date: string) => date.replaceAll('-', '');

/** The app of a describe block: built on a fresh database before its tests, closed after them. */
export function appForTests(options?: BuildOptions): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await build(options);
  });
  afterAll(() => t?.close());
  return () => {
    if (!t) throw new Error('the test app is built in beforeAll');
    return t;
  };
}

/** What a request asks, its URL, and the status and error code the answer must carry. */
export type ErrorCase = [what: string, url: string, status: number, code: ErrorCode];

/** The unknown language and the unknown shop, in front of a call's path (e.g. `/tour/select/event`). */
export const shopAndLanguageCases = (path: string): ErrorCase[] => [
  ['an unknown language', `/api/xx${path}?shop=1`, 404, 'UNKNOWN_LANGUAGE'],
  ['an unknown shop', `/api/en${path}?shop=99`, 404, 'SHOP_NOT_FOUND'],
];

/** One test per case: the call answers the case's 4xx with its code. */
export function itAnswersClearly(app: () => TestApp, cases: ErrorCase[]) {
  it.each(cases)('answers %s with a clear 4xx', async (_, url, status, code) => {
    const response = await getJson(app(), url);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ code });
  });
}

/** A text of the answer in each of the eight languages; the set has eight members when all differ. */
export async function textPerLanguage(
  t: TestApp,
  url: (lang: Language) => string,
  text: (body: unknown) => string,
): Promise<Set<string>> {
  const texts = new Set<string>();
  for (const lang of LANGUAGES) texts.add(text((await getJson(t, url(lang))).body));
  return texts;
}
