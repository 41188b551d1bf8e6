import type { Db } from '../../db/database.ts';
import {
  deleteExpiredEmailChanges,
  deleteExpiredPasswordResets,
  deleteExpiredSessions,
} from './account.repository.ts';

/**
 * Clears what has ended: sessions past their expiry, and reset and e-mail confirmation links a day past theirs (kept a day
 * so a late click still gets "link no longer valid" rather than "unknown link").
 */
export async function sweepExpiredAccountData(db: Db, now: Date): Promise<void> {
  await deleteExpiredSessions(db, now);
  await deleteExpiredPasswordResets(db, new Date(now.getTime() - 24 * 60 * 60_000));
  await deleteExpiredEmailChanges(db, new Date(now.getTime() - 24 * 60 * 60_000));
}
