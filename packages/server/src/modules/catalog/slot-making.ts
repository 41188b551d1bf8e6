import {
  dateAfter,
  type FieldErrors,
  type KeptSlot,
  type OpeningSchedule,
  slotsOfSchedule,
} from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { ExistingSlot, PlannedStart, SlotStore } from './slot-store.ts';

/** The museum's day slots are made from, and how many days ahead they reach (the shop's setting). */
export interface MakingDay {
  today: string;
  horizonDays: number;
}

/** What making an owner's slots changes, and what it leaves for a person to decide. */
export interface SlotChanges {
  insert: PlannedStart[];
  update: { id: number; change: PlannedStart }[];
  /** Unsold and never reserved: gone. */
  remove: number[];
  /** Unsold but named by a released reservation (its history): closed instead of deleted. */
  close: number[];
  /** Sold or held, and no longer made: kept unchanged, listed for a person. */
  kept: KeptSlot[];
  /** Made again with fewer places (or tours) than it has taken: the schedule is refused. */
  tooSmall: PlannedStart[];
}

const keyOf = (slot: { date: string; time: string }) => `${slot.date} ${slot.time}`;

const kept = (slot: ExistingSlot): KeptSlot => ({
  id: slot.id,
  date: slot.date,
  time: slot.time,
  end_time: slot.endTime,
  capacity: slot.capacity,
  taken: slot.taken,
  closed: slot.closed,
  reason: 'not_in_schedule',
});

/**
 * Weighs the slots a schedule makes against those there are: missing ones are added, changed ones
 * take the new end, capacity and tours, and ones no longer made go. A slot with sales or holds is
 * never deleted or moved: it is kept as it is and listed; one made with fewer places or tours than
 * it has taken is named in `tooSmall`. Pure, so its rules are tested without a database.
 */
export function planSlotChanges(planned: PlannedStart[], existing: ExistingSlot[]): SlotChanges {
  const changes: SlotChanges = { insert: [], update: [], remove: [], close: [], kept: [], tooSmall: [] };
  const wanted = new Map(planned.map((slot) => [keyOf(slot), slot]));
  const there = new Set<string>();
  for (const slot of existing) {
    there.add(keyOf(slot));
    const plan = wanted.get(keyOf(slot));
    if (!plan) {
      if (slot.taken > 0 || slot.toursTaken > 0) changes.kept.push(kept(slot));
      else if (slot.referenced) {
        if (!slot.closed) changes.close.push(slot.id);
      } else changes.remove.push(slot.id);
    } else if (plan.capacity < slot.taken || plan.tours < slot.toursTaken) changes.tooSmall.push(plan);
    else if (plan.capacity !== slot.capacity || plan.endTime !== slot.endTime || plan.tours !== slot.tours)
      changes.update.push({ id: slot.id, change: plan });
  }
  changes.insert = planned.filter((slot) => !there.has(keyOf(slot)));
  return changes;
}

/** The days slots are made for: from today to the owner's end or the horizon, whichever comes first. */
export function makingRange(day: MakingDay, end: string | null): { from: string; until: string } {
  const horizon = dateAfter(day.today, day.horizonDays);
  return { from: day.today, until: end !== null && end < horizon ? end : horizon };
}

/** What slot making needs of an event or a tour. */
export interface SlotOwner {
  id: number;
  /** The last day it runs; null: open-ended (a tour). */
  end: string | null;
  schedule: OpeningSchedule;
  /** A start of the schedule as stored: an event's slot as it is, a tour's rule capacity as guides. */
  size: (slot: {
    capacity: number;
    end_time: string;
  }) => Pick<PlannedStart, 'capacity' | 'tours' | 'endTime'>;
}

/** The starts an owner's schedule makes from `from` to `until`, as stored. */
function startsBetween(owner: SlotOwner, from: string, until: string): PlannedStart[] {
  if (until < from) return [];
  return slotsOfSchedule(owner.schedule, from, until).map((slot) => ({
    date: slot.date,
    time: slot.time,
    ...owner.size(slot),
  }));
}

function planned(owner: SlotOwner, day: MakingDay): PlannedStart[] {
  const range = makingRange(day, owner.end);
  return startsBetween(owner, range.from, range.until);
}

/** The part of a schedule that makes a start: its special opening, else the first rule running then. */
function makerOf(schedule: OpeningSchedule, start: PlannedStart): string {
  const special = schedule.specials.findIndex((opening) => opening.date === start.date);
  if (special >= 0) return `schedule.specials.${special}`;
  const rule = schedule.rules.findIndex((candidate) =>
    slotsOfSchedule({ rules: [candidate], closed: [], specials: [] }, start.date, start.date).some(
      (made) => made.time === start.time,
    ),
  );
  return `schedule.rules.${Math.max(0, rule)}`;
}

/** The 422 of opening hours that would set slots below what they have sold: each maker's capacity named. */
function capacityBelowTaken(schedule: OpeningSchedule, tooSmall: PlannedStart[]): AppError {
  const fields: FieldErrors = {};
  for (const start of tooSmall) fields[`${makerOf(schedule, start)}.capacity`] = ['capacity_below_taken'];
  return new AppError(
    422,
    'VALIDATION_FAILED',
    'Some slots have sold more places than the new capacity',
    fields,
  );
}

/**
 * Makes an owner's slots from `today` on as its schedule says (planSlotChanges), in `tx`, which
 * holds the owner's row lock: two processes making one owner's slots take turns, and a second run
 * changes nothing. Past slots are never touched; unsold slots past the horizon go.
 */
export async function makeSlots(tx: Db, store: SlotStore, owner: SlotOwner, day: MakingDay): Promise<void> {
  const changes = planSlotChanges(planned(owner, day), await store.lockFrom(tx, owner.id, day.today));
  if (changes.tooSmall.length > 0) throw capacityBelowTaken(owner.schedule, changes.tooSmall);
  await store.remove(tx, changes.remove);
  await store.close(tx, changes.close);
  for (const { id, change } of changes.update) await store.update(tx, id, change);
  await store.insert(tx, owner.id, changes.insert);
}

/**
 * Makes the starts an owner's schedule made on days gone by, from `from` to the day before
 * `today` (and not past its end), where they are missing: the history of a catalog brought in with
 * its past, as the demo museum's. makeSlots never touches past days, so nothing else changes.
 */
export async function makePastStarts(
  tx: Db,
  store: SlotStore,
  owner: SlotOwner,
  days: { from: string; today: string },
): Promise<void> {
  const yesterday = dateAfter(days.today, -1);
  const until = owner.end !== null && owner.end < yesterday ? owner.end : yesterday;
  await store.insert(tx, owner.id, startsBetween(owner, days.from, until));
}

/** The slots kept for a person, without changing anything (what the editor lists). */
export async function keptSlots(
  db: Db,
  store: SlotStore,
  owner: SlotOwner,
  day: MakingDay,
): Promise<KeptSlot[]> {
  return planSlotChanges(planned(owner, day), await store.readFrom(db, owner.id, day.today)).kept;
}

/** An event's slots: the schedule's capacity and end time as they are. */
export const eventSize: SlotOwner['size'] = (slot) => ({
  capacity: slot.capacity,
  endTime: slot.end_time,
  tours: 0,
});

/** A tour's starts: a rule's capacity is its tours (guides), each taking `maxParticipants`. */
export const tourSize =
  (maxParticipants: number): SlotOwner['size'] =>
  (slot) => ({ capacity: slot.capacity * maxParticipants, tours: slot.capacity, endTime: '' });
