import * as z from 'zod/mini';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import { staffQuerySchema } from './staff.ts';

/**
 * The waiting room as staff run it (issue 38): on for the shop's sale, how many visitors a minute
 * are let in, when the sale opens, and a pause; beside it, how many wait and how many were let in.
 * The box office runs the day of a sale, so it may change it too.
 */
const RUNS_THE_SALE: readonly StaffRole[] = ['owner', 'box_office'];

/** The most visitors a minute a museum may let in: far above what a shop of its size sells. */
export const WAITING_RATE_MAX = 100_000;

export const waitingRoomSettingsSchema = z.strictObject({
  on: z.boolean(),
  per_minute: z.int().check(z.minimum(1), z.maximum(WAITING_RATE_MAX)),
  paused: z.boolean(),
  /** When the sale opens: visitors queue before and are let in from then on. Null: at once. */
  opens_at: z.nullable(z.iso.datetime({ offset: true })),
});
export type WaitingRoomSettings = z.infer<typeof waitingRoomSettingsSchema>;

export const staffWaitingRoomSchema = z.object({
  ...waitingRoomSettingsSchema.shape,
  /** Visitors who took a place in this sale's queue. */
  arrivals: z.int(),
  /** Of those, let in. */
  admitted: z.int(),
  /** Of those, still waiting. */
  waiting: z.int(),
});
export type StaffWaitingRoom = z.infer<typeof staffWaitingRoomSchema>;

const answer = z.object({ data: staffWaitingRoomSchema });

export const staffWaitingRoomEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/waitingRoom',
  feature: 'staff',
  summary: 'The waiting room: its settings and its queue',
  query: staffQuerySchema,
  response: answer,
  access: 'staff',
  roles: RUNS_THE_SALE,
});

export const staffWaitingRoomSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/waitingRoom',
  feature: 'staff',
  summary: 'Switch the waiting room on or off, set its rate and opening, pause it',
  query: staffQuerySchema,
  body: waitingRoomSettingsSchema,
  response: answer,
  access: 'staff',
  roles: RUNS_THE_SALE,
});

export const WAITING_ROOM_ENDPOINTS = [staffWaitingRoomEndpoint, staffWaitingRoomSaveEndpoint] as const;
