// The waiting room of a sale (issue 38): visitors who arrive get a place in one first-come queue
// and are let in at the rate staff set. The rule is pure: the server applies it under its clock,
// the web app shows what it answers.

/** The queue's progress: how many were let in, and from when the next one is counted. */
export interface RoomProgress {
  /** Visitors let in so far, in arrival order: the first `admitted` ranks. */
  admitted: number;
  /** The instant (ms) from which the next visitor's turn is counted. */
  countedFromMs: number;
}

/**
 * The queue's progress at `nowMs`: one visitor is let in every 60 000 / perMinute ms, never more
 * than have arrived, and none while paused or before the sale opens (`countedFromMs` ahead).
 * Turns do not pile up while nobody waits: a crowd arriving after a quiet hour is let in at the
 * rate too. Paused, time does not count.
 */
export function roomProgress(
  progress: RoomProgress,
  room: { arrivals: number; perMinute: number; paused: boolean },
  nowMs: number,
): RoomProgress {
  if (room.paused || room.perMinute <= 0)
    return { admitted: progress.admitted, countedFromMs: Math.max(nowMs, progress.countedFromMs) };
  if (nowMs < progress.countedFromMs) return progress;
  const turnMs = 60_000 / room.perMinute;
  const due = Math.floor((nowMs - progress.countedFromMs) / turnMs);
  const admitted = Math.min(room.arrivals, progress.admitted + due);
  // Nobody waits: the next arrival's turn is counted from now.
  if (admitted >= room.arrivals) return { admitted, countedFromMs: nowMs };
  return { admitted, countedFromMs: progress.countedFromMs + (admitted - progress.admitted) * turnMs };
}

/** Where a visitor of arrival `rank` (1 = first) stands: let in, or how many are before them. */
export function queuePlace(rank: number, admitted: number): { admitted: boolean; ahead: number } {
  return rank <= admitted ? { admitted: true, ahead: 0 } : { admitted: false, ahead: rank - admitted - 1 };
}

/**
 * Seconds until a visitor with `ahead` people before them is let in: their turns at the rate, from
 * when the next turn is counted (the sale's opening, if it lies ahead). Null while paused.
 */
export function waitSeconds(
  ahead: number,
  progress: RoomProgress,
  room: { perMinute: number; paused: boolean },
  nowMs: number,
): number | null {
  if (room.paused || room.perMinute <= 0) return null;
  const turnMs = 60_000 / room.perMinute;
  const untilTurn = progress.countedFromMs + (ahead + 1) * turnMs - nowMs;
  return Math.max(0, Math.ceil(untilTurn / 1000));
}
