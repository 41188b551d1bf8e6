import {
  queuePlace,
  type RoomProgress,
  roomProgress,
  type StaffWaitingRoom,
  WAITING_PASS_MINUTES,
  type WaitingRoomSettings,
  type WaitingRoomState,
  waitSeconds,
} from '@museum-shop/contract';
import type { Database, Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../features/staff/audit/audit.service.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { type RateLimitRule, takeRateLimit } from '../../rate-limits.ts';
import { hashToken, newToken } from '../../tokens.ts';
import { makeWaitingPass, readWaitingPass } from './waiting-pass.ts';
import {
  advanceProgress,
  type EntryRow,
  findPlace,
  findRoom,
  lockRoom,
  noteAdmitted,
  type RoomRow,
  takePlace,
  upsertRoom,
} from './waiting-room.repository.ts';

const progressOf = (room: RoomRow): RoomProgress => ({
  admitted: room.admitted,
  countedFromMs: room.countedFrom.getTime(),
});

/**
 * The room as it stands at `now`: the visitors whose turn came are let in (the contract's
 * `roomProgress`). Written back only when someone was let in, by whichever process asks first; a
 * process that finds it moved meanwhile reads it again. Paused, nothing moves.
 */
async function progressed(db: Db, start: RoomRow, now: Date): Promise<RoomRow> {
  let room = start;
  for (let tries = 0; tries < 5 && room.on && !room.paused; tries++) {
    const next = roomProgress(progressOf(room), room, now.getTime());
    if (next.admitted === room.admitted) return room;
    const to = { admitted: next.admitted, countedFrom: new Date(next.countedFromMs) };
    if (await advanceProgress(db, room, to)) return { ...room, ...to };
    const again = await findRoom(db, room.shopId);
    if (!again) return room;
    room = again;
  }
  return room;
}

/** What a visitor is told when no waiting room stands in the way: in, and no pass needed. */
const NO_ROOM: Omit<WaitingRoomState, 'ticket'> = {
  admitted: true,
  ahead: 0,
  wait_seconds: 0,
  opens_at: null,
  paused: false,
  pass: null,
  pass_expires_at: null,
};

const ticketGone = () =>
  new AppError(
    410,
    'WAITING_TICKET_UNKNOWN',
    'This place in the queue is not known or has ended: take a new one',
  );

/** Where a place stands; once let in, with its pass (which ends WAITING_PASS_MINUTES after admission). */
async function stateOf(
  db: Db,
  room: RoomRow,
  entry: EntryRow,
  ticket: string,
  now: Date,
): Promise<WaitingRoomState> {
  const place = queuePlace(entry.rank, room.admitted);
  if (!place.admitted)
    return {
      ticket,
      admitted: false,
      ahead: place.ahead,
      wait_seconds: waitSeconds(place.ahead, progressOf(room), room, now.getTime()),
      opens_at: room.opensAt && room.opensAt > now ? room.opensAt.toISOString() : null,
      paused: room.paused,
      pass: null,
      pass_expires_at: null,
    };
  const admittedAt = entry.admittedAt ?? (await noteAdmitted(db, entry.id, now));
  const until = new Date(admittedAt.getTime() + WAITING_PASS_MINUTES * 60_000);
  // Let in and the pass never used in time: the turn has passed, as at a ticket counter.
  if (until <= now) throw ticketGone();
  const pass = await makeWaitingPass(db, { shopId: room.shopId, sale: room.sale, placeId: entry.id, until });
  return { ...NO_ROOM, ticket, pass, pass_expires_at: until.toISOString() };
}

/** waitingRoom/join: a new place at the end of the queue (none needed while the room is off). */
export async function joinWaitingRoom(db: Db, shopId: number, now: Date): Promise<WaitingRoomState> {
  const ticket = newToken();
  const place = await takePlace(db, shopId, hashToken(ticket), now);
  if (!place) return { ...NO_ROOM, ticket };
  return waitingRoomStatus(db, shopId, ticket, now);
}

/** waitingRoom/status: where the place of `ticket` stands. */
export async function waitingRoomStatus(
  db: Db,
  shopId: number,
  ticket: string,
  now: Date,
): Promise<WaitingRoomState> {
  const found = await findPlace(db, shopId, hashToken(ticket));
  if (found && !found.room.on) return { ...NO_ROOM, ticket };
  if (!found || found.entry.sale !== found.room.sale) throw ticketGone();
  return stateOf(db, await progressed(db, found.room, now), found.entry, ticket, now);
}

/** How many payment starts one pass may make in its time: a visitor retrying, not a crowd sharing it. */
const STARTS_PER_PASS: RateLimitRule = { limit: 10, windowMs: WAITING_PASS_MINUTES * 60_000 };

/**
 * What checkout asks before it holds places: while the room is on, a pass of this shop's current
 * sale that has not ended, else 409 WAITING_ROOM. Whether the room is on is read at most once per
 * `cacheMs` per shop and process, as the catalog is (decision 0004).
 */
export function waitingRoomGate(db: Db, cacheMs: number) {
  const roomOf = ttlCache(cacheMs, (shopId: number) => findRoom(db, shopId));
  return async (shopId: number, token: string | undefined, now: Date): Promise<void> => {
    const room = await roomOf(shopId);
    if (!room?.on) return;
    const pass = token ? await readWaitingPass(db, shopId, token, now) : undefined;
    if (!pass || pass.sale !== room.sale)
      throw new AppError(
        409,
        'WAITING_ROOM',
        'Many visitors are buying now: please take a place in the queue',
      );
    await takeRateLimit(db, 'waiting-pass', String(pass.placeId), STARTS_PER_PASS, now);
  };
}
export type WaitingRoomGate = ReturnType<typeof waitingRoomGate>;

const DEFAULT_SETTINGS: WaitingRoomSettings = { on: false, per_minute: 60, paused: false, opens_at: null };

const settingsOf = (room: RoomRow | undefined): WaitingRoomSettings =>
  room
    ? {
        on: room.on,
        per_minute: room.perMinute,
        paused: room.paused,
        opens_at: room.opensAt?.toISOString() ?? null,
      }
    : DEFAULT_SETTINGS;

const staffViewOf = (room: RoomRow | undefined): StaffWaitingRoom => ({
  ...settingsOf(room),
  arrivals: room?.arrivals ?? 0,
  admitted: room?.admitted ?? 0,
  waiting: room ? room.arrivals - room.admitted : 0,
});

/** staff/waitingRoom: the settings and the queue as it stands now. */
export async function staffWaitingRoom(db: Db, shopId: number, now: Date): Promise<StaffWaitingRoom> {
  const room = await findRoom(db, shopId);
  return staffViewOf(room && (await progressed(db, room, now)));
}

const later = (a: Date, b: Date) => (a > b ? a : b);

/**
 * Saves staff's settings. Switching the room on starts a new sale: an empty queue, and passes of an
 * earlier sale no longer open checkout. Otherwise the queue keeps its progress up to now at the
 * rate it had; a pause's time does not count once resumed; a new opening counts while nobody has
 * been let in yet.
 */
export async function saveWaitingRoom(
  db: Database,
  actor: { shopId: number; staffId: string },
  body: WaitingRoomSettings,
  now: Date,
): Promise<StaffWaitingRoom> {
  const saved = await db.transaction(async (tx) => {
    const locked = await lockRoom(tx, actor.shopId);
    const room = locked?.on ? await progressed(tx, locked, now) : locked;
    const opensAt = body.opens_at === null ? null : new Date(body.opens_at);
    const settings = { on: body.on, perMinute: body.per_minute, paused: body.paused, opensAt };
    let progress: Pick<RoomRow, 'sale' | 'arrivals' | 'admitted' | 'countedFrom'>;
    if (!room?.on)
      progress = {
        sale: body.on ? (room?.sale ?? 0) + 1 : (room?.sale ?? 0),
        arrivals: 0,
        admitted: 0,
        countedFrom: later(now, opensAt ?? now),
      };
    else {
      let countedFrom = room.countedFrom;
      if (room.paused && !body.paused) countedFrom = later(now, countedFrom);
      if (room.admitted === 0 && opensAt?.getTime() !== room.opensAt?.getTime())
        countedFrom = later(now, opensAt ?? now);
      progress = { sale: room.sale, arrivals: room.arrivals, admitted: room.admitted, countedFrom };
    }
    const next = await upsertRoom(tx, { shopId: actor.shopId, ...settings, ...progress });
    await audit(
      tx,
      {
        shopId: actor.shopId,
        staffId: actor.staffId,
        action: 'waiting_room.change',
        subjectKind: 'settings',
        subjectId: 'waiting-room',
        before: { ...settingsOf(room) },
        after: { ...settingsOf(next) },
      },
      now,
    );
    return next;
  });
  return staffViewOf(saved);
}
