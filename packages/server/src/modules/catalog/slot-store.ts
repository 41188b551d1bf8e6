import type { Db } from '../../db/database.ts';

/** A start a schedule makes, as stored: an event's slot (tours 0) or a tour's start (tours: guides). */
export interface PlannedStart {
  date: string;
  time: string;
  endTime: string;
  capacity: number;
  tours: number;
}

/** A slot there is from some day on, as slot making weighs it. */
export interface ExistingSlot extends PlannedStart {
  id: number;
  closed: boolean;
  /** Places sold or held (lapsed holds not counted: the database's hold clock judges). */
  taken: number;
  /** Whole tours sold or held (0 for an event's slot). */
  toursTaken: number;
  /** Some reservation, even a released one, names it: it cannot be deleted, only closed. */
  referenced: boolean;
}

/** Where the slots of one kind (an event's, a tour's) are kept: what slot making does to them. */
export interface SlotStore {
  /** The owner's slots from `from` on, locked in id order (as holds lock them), counted after the lock. */
  lockFrom(tx: Db, ownerId: number, from: string): Promise<ExistingSlot[]>;
  /** The same without a lock, to show them. */
  readFrom(db: Db, ownerId: number, from: string): Promise<ExistingSlot[]>;
  /** Adds slots; one made meanwhile by another process (same owner, date and time) is left. */
  insert(tx: Db, ownerId: number, slots: PlannedStart[]): Promise<void>;
  update(tx: Db, id: number, change: PlannedStart): Promise<void>;
  remove(tx: Db, ids: number[]): Promise<void>;
  close(tx: Db, ids: number[]): Promise<void>;
}
