import type { LineProblem } from '../errors.ts';

/** Each problem once: two parts of one line may find the same one. */
export function dedupeProblems(problems: readonly LineProblem[]): LineProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.code} ${problem.requested} ${problem.available}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What asking for `places` of a time with `left` places gives: sold out, not enough, or nothing wrong. */
export function placesProblem(places: number, left: number): LineProblem | null {
  if (left <= 0) return { code: 'SOLD_OUT' };
  if (places > left) return { code: 'NOT_ENOUGH_PLACES', requested: places, available: left };
  return null;
}

/** Sums counts per id, so an id sent twice counts (and is priced) once with both counts. */
export function countsById(
  choices: readonly { id: number; count: number }[] | undefined,
): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { id, count } of choices ?? []) counts[id] = (counts[id] ?? 0) + count;
  return counts;
}

export const sumCounts = (counts: Readonly<Record<number, number>>) =>
  Object.values(counts).reduce((total, count) => total + count, 0);
