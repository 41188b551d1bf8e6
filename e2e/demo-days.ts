import { type APIRequestContext, expect } from './fixtures.ts';
import { museumDaysAhead } from './server-clock.ts';

const compact = (date: string) => date.replaceAll('-', '');
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo museum's days, counted from the day the server seeded it. That is the tests' today,
 * except when a run crosses midnight: a server seeded at 23:57 keeps its sold-out days where it
 * put them, while a test at 00:02 has a new today. The demo sells out Highlights (tour 1) on the
 * second day after its seeding day (db/seed/demo-sales.ts), so the day is read from there.
 */
export async function demoDaysAhead(request: APIRequestContext, days: number): Promise<string> {
  const range = `${compact(museumDaysAhead(-1))};${compact(museumDaysAhead(3))}`;
  const response = await request.get(`/api/en/tour/soldout/tour/1/range/${range}`);
  expect(response.status()).toBe(200);
  const [soldOut] = ((await response.json()) as { data: string[] }).data.sort();
  if (!soldOut) throw new Error(`The demo's Highlights tour has no sold-out day in ${range}`);
  return addDays(soldOut, days - 2);
}
