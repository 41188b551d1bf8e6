import {
  type StaffWaitingRoom,
  type WaitingRoomSettings,
  waitingRoomSettingsSchema,
} from '@museum-shop/contract';
import type { FieldProblems } from '@museum-shop/ui/forms';
import * as z from 'zod/mini';
import { isoInstant, localInputValue } from '../../../lib/local-date-time.ts';

/** The form's values: the rate as typed, the opening as the date-time field holds it ('' for none). */
export interface WaitingRoomValues {
  on: boolean;
  per_minute: string;
  opens_at: string;
}

/** The fields the form shows: a 422 for one of them lands beside it. */
export const FORM_FIELDS = ['per_minute', 'opens_at'] as const;

export function valuesOf(room: Pick<StaffWaitingRoom, 'on' | 'per_minute' | 'opens_at'>): WaitingRoomValues {
  return { on: room.on, per_minute: String(room.per_minute), opens_at: localInputValue(room.opens_at) };
}

/** A whole number as typed (spaces around it allowed); anything else is not a rate (NaN). */
function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * What is sent: the form's settings with the pause as it stands (the Pause button saves that
 * apart), the opening as an ISO instant read in this computer's time zone.
 */
export function waitingRoomBody(values: WaitingRoomValues, paused: boolean): WaitingRoomSettings {
  return {
    on: values.on,
    per_minute: wholeNumber(values.per_minute),
    paused,
    opens_at: isoInstant(values.opens_at),
  };
}

/**
 * The contract's schema as the form's rule: the field of each thing it refuses, coded `invalid`
 * (the form words it), so the form checks before sending what the server checks after.
 */
export function waitingRoomProblems(body: WaitingRoomSettings): FieldProblems {
  const result = z.safeParse(waitingRoomSettingsSchema, body);
  if (result.success) return {};
  const problems: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    problems[field] = [...new Set([...(problems[field] ?? []), 'invalid'])];
  }
  return problems;
}
