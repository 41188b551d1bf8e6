import {
  dateAfter,
  type FieldErrors,
  type KeptSlot,
  type OpeningSchedule,
  type PlannedSlot,
  slotsOfSchedule,
} from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import {
  closeSlots,
  deleteSlots,
  type ExistingSlot,
  insertSlots,
  lockSlotsFrom,
  slotsFrom,
  updateSlot,
} from './event-slots.repository.ts';

/** How far ahead slots are made: a year, as museums sell (issue 35's default of 12 months). */
export const SLOT_HORIZON_DAYS = 365;

/** What making an event's slots changes, and what it leaves for a person to decide. */
export interface SlotChanges {
  insert: PlannedSlot[];
  update: { id: number; endTime: string; capacity: number }[];
  /** Unsold and never reserved: gone. */
  remove: number[];
  /** Unsold but named by a released reservation (its history): closed instead of deleted. */
  close: number[];
  /** Sold or held, and no longer made: kept unchanged, listed for a person. */
  kept: KeptSlot[];
  /** Made again with fewer places than it has taken: the schedule is refused. */
  tooSmall: { slot: ExistingSlot; planned: PlannedSlot }[];
}

const keyOf = (slot: { date: string; time: string }) => `${slot.date} ${slot.time}`;

const kept = (slot: ExistingSlot, reason: KeptSlot['reason']): KeptSlot => ({
  id: slot.id,
  date: slot.date,
  time: slot.time,
  end_time: slot.endTime,
  capacity: slot.capacity,
  taken: slot.taken,
  closed: slot.closed,
  reason,
});

/**
 * Weighs the slots a schedule makes against those there are: missing ones are added, changed ones
 * take the new end and capacity, and ones no longer made go. A slot with sales or holds is never
 * deleted or moved: it is kept as it is and listed; one made with fewer places than it has taken
 * is named in `tooSmall`. Pure, so its rules are tested without a database.
 */
export function planSlotChanges(planned: PlannedSlot[], existing: ExistingSlot[]): SlotChanges {
  const changes: SlotChanges = { insert: [], update: [], remove: [], close: [], kept: [], tooSmall: [] };
  const wanted = new Map(planned.map((slot) => [keyOf(slot), slot]));
  const there = new Set<string>();
  for (const slot of existing) {
    there.add(keyOf(slot));
    const plan = wanted.get(keyOf(slot));
    if (!plan) {
      if (slot.taken > 0) changes.kept.push(kept(slot, 'not_in_schedule'));
      else if (slot.referenced) {
        if (!slot.closed) changes.close.push(slot.id);
      } else changes.remove.push(slot.id);
      continue;
    }
    if (plan.capacity < slot.taken) {
      changes.tooSmall.push({ slot, planned: plan });
      continue;
    }
    if (plan.capacity !== slot.capacity || plan.end_time !== slot.endTime)
      changes.update.push({ id: slot.id, endTime: plan.end_time, capacity: plan.capacity });
  }
  changes.insert = planned.filter((slot) => !there.has(keyOf(slot)));
  return changes;
}

/** The days an event's slots are made for: from today to its end or the horizon, whichever comes first. */
export function makingRange(today: string, end: string): { from: string; until: string } {
  const horizon = dateAfter(today, SLOT_HORIZON_DAYS);
  return { from: today, until: end < horizon ? end : horizon };
}

/**
 * Makes an event's slots from `today` on as its schedule says (planSlotChanges), in `tx`, which
 * holds the event's row lock: two processes making one event's slots take turns, and a second run
 * changes nothing. Past slots are never touched. Answers the slots kept for a person.
 */
export async function makeEventSlots(
  tx: Db,
  event: { id: number; end: string; schedule: OpeningSchedule },
  today: string,
): Promise<KeptSlot[]> {
  const range = makingRange(today, event.end);
  const planned = range.until < range.from ? [] : slotsOfSchedule(event.schedule, range.from, range.until);
  const changes = planSlotChanges(planned, await lockSlotsFrom(tx, event.id, today));
  if (changes.tooSmall.length > 0) throw capacityBelowTaken(event.schedule, changes.tooSmall);
  await deleteSlots(tx, changes.remove);
  await closeSlots(tx, changes.close);
  for (const change of changes.update) await updateSlot(tx, change.id, change);
  await insertSlots(tx, event.id, changes.insert);
  return changes.kept;
}

/** The part of a schedule that makes a slot: its special opening, else the first rule running then. */
function makerOf(schedule: OpeningSchedule, slot: PlannedSlot): string {
  const special = schedule.specials.findIndex((opening) => opening.date === slot.date);
  if (special >= 0) return `schedule.specials.${special}`;
  const rule = schedule.rules.findIndex((candidate) =>
    slotsOfSchedule({ rules: [candidate], closed: [], specials: [] }, slot.date, slot.date).some(
      (made) => made.time === slot.time,
    ),
  );
  return `schedule.rules.${Math.max(0, rule)}`;
}

/** The 422 of opening hours that would set slots below what they have sold: each maker's capacity named. */
function capacityBelowTaken(schedule: OpeningSchedule, tooSmall: SlotChanges['tooSmall']): AppError {
  const fields: FieldErrors = {};
  for (const { planned } of tooSmall)
    fields[`${makerOf(schedule, planned)}.capacity`] = ['capacity_below_taken'];
  return new AppError(
    422,
    'VALIDATION_FAILED',
    'Some slots have sold more places than the new capacity',
    fields,
  );
}

/** The slots kept for a person, without changing anything (what the editor lists). */
export async function keptSlots(
  tx: Db,
  event: { id: number; end: string; schedule: OpeningSchedule | null },
  today: string,
): Promise<KeptSlot[]> {
  if (!event.schedule) return [];
  const range = makingRange(today, event.end);
  const planned = range.until < range.from ? [] : slotsOfSchedule(event.schedule, range.from, range.until);
  return planSlotChanges(planned, await slotsFrom(tx, event.id, today)).kept;
}
