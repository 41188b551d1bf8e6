import { AppError } from '../../errors.ts';

/** A list's `cursor` is the offset of its page, as text; anything else is a malformed request. */
export function pageOffset(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  if (!/^\d{1,9}$/.test(cursor)) throw new AppError(400, 'INVALID_REQUEST', 'Unknown cursor');
  return Number(cursor);
}

/** The `next_cursor` of a page: the offset after it, or null on the last page. */
export const nextCursor = (offset: number, limit: number, more: boolean) =>
  more ? String(offset + limit) : null;
