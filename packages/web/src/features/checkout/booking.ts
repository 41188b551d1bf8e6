import { type Booking, bookingSchema } from '@museum-shop/contract';
import * as z from 'zod/mini';
import { readSessionJson, sessionStore } from '../../lib/session-store.ts';

/** The booking execPayment answered (spec §8 "execPayment 200: booking stored"), for the success screen. */
export const BOOKING_KEY = 'booking';
const storedBookingSchema = z.extend(bookingSchema, { total: z.nullable(z.int()) });
export type StoredBooking = z.infer<typeof storedBookingSchema>;

export function rememberBooking(booking: Booking, total: number | null) {
  sessionStore.set(BOOKING_KEY, JSON.stringify({ ...booking, total }));
}

export function readBooking(): StoredBooking | null {
  const parsed = storedBookingSchema.safeParse(readSessionJson(BOOKING_KEY));
  return parsed.success ? parsed.data : null;
}
