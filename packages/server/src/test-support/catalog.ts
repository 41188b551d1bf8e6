import type { TestApp } from './build.ts';

/** GET a URL of the test app and return status and JSON body. */
export async function getJson(t: TestApp, url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

/** YYYYMMDD of a YYYY-MM-DD date, as the calendar ranges of spec §7 want it. */
export const compact = (date: string) => date.replaceAll('-', '');
