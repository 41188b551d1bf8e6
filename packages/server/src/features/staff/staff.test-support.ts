import type { CartItem, StaffRole } from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import { venues } from '../../db/schema/catalog.ts';
import { eventSlots, events, ticketTypes } from '../../db/schema/events.ts';
import { demoToday } from '../../db/seed/catalog.ts';
import { DEMO_SHOP_ID } from '../../db/seed/shop.ts';
import { addDays } from '../../lib/dates.ts';
import type { TestApp } from '../../test-support/build.ts';
import { createMemberWithLink } from './auth/auth.service.ts';

let counter = 0;
export const PASSWORD = 'correct horse battery';

/** A member of staff of `role`, signed in: answers the session token. */
export async function staffToken(t: TestApp, role: StaffRole, email = `${role}-${++counter}@museum.example`) {
  const { token } = await createMemberWithLink(
    t.db,
    { shopId: DEMO_SHOP_ID, email, name: `${role} ${counter}`, role, lang: 'en' },
    t.app.clock(),
  );
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/en/staff/auth/accept',
    payload: { token, password: PASSWORD },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return accepted.json().data.token as string;
}

/** An event of the test's own with one slot tomorrow at 10:00 of `capacity` places, tickets at €10. */
export async function testSlot(t: TestApp, capacity: number) {
  counter += 1;
  const [venue] = await t.db.select({ id: venues.id }).from(venues).where(eq(venues.shopId, DEMO_SHOP_ID));
  if (!venue) throw new Error('the demo museum has a venue');
  // Tomorrow in the museum (the UTC date is yesterday's from 00:00 to 01:00 in Berlin).
  const date = addDays(demoToday(t.app.clock()), 1);
  const [event] = await t.db
    .insert(events)
    .values({
      shopId: DEMO_SHOP_ID,
      venueId: venue.id,
      name: { en: `Staff test event ${counter}` },
      description: { en: '' },
      sortingDatetime: `${date} 10:00`,
      endDate: date,
    })
    .returning({ id: events.id });
  if (!event) throw new Error('event not created');
  const [ticket] = await t.db
    .insert(ticketTypes)
    .values({ eventId: event.id, name: { en: 'Admission' }, mode: 1, price: 1_000, vatValue: 7 })
    .returning({ id: ticketTypes.id });
  const [slot] = await t.db
    .insert(eventSlots)
    .values({ eventId: event.id, date, time: '10:00', endTime: '11:00', capacity })
    .returning({ id: eventSlots.id });
  if (!ticket || !slot) throw new Error('ticket or slot not created');
  const item = (count = 1): CartItem => ({ type: 'ticket', id: ticket.id, count, datetime: `${date} 10:00` });
  return { slotId: slot.id, date, item };
}

/** A guest pays `items` by card in the sandbox: answers the order's number. */
export async function paidOrder(t: TestApp, items: CartItem[], lang = 'en'): Promise<string> {
  counter += 1;
  const guest = await t.app.inject({
    method: 'POST',
    url: `/api/${lang}/auth/guest`,
    remoteAddress: `10.1.0.${counter % 250}`,
    payload: {
      c: {
        salutation: 'ms',
        fname: 'Greta',
        lname: `Visitor${counter}`,
        company: '',
        phone: '+49 30 1234567',
        email: `visitor${counter}@example.org`,
        street: 'Lichtweg 1',
        zip: '10117',
        city: 'Berlin',
        country: 'DE',
      },
    },
  });
  if (guest.statusCode !== 200) throw new Error(`guest failed: ${guest.body}`);
  const start = await t.app.inject({
    method: 'POST',
    url: `/api/${lang}/checkout/initPayment?_=${guest.json().data.token}`,
    remoteAddress: `10.1.0.${counter % 250}`,
    payload: {
      payart: 1,
      cart: { ver: 1, items, request_invoice: false },
      url: {
        continue: 'http://localhost:3000/en/checkout/accepted',
        cancel: 'http://localhost:3000/en/checkout/canceled',
      },
    },
  });
  if (start.statusCode !== 200) throw new Error(`initPayment failed: ${start.body}`);
  const { cartId, redirect } = start.json().data;
  await t.app.inject({ method: 'POST', url: `${new URL(redirect, 'http://localhost').pathname}/pay` });
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/en/checkout/execPayment',
    payload: { cartId },
  });
  if (booked.statusCode !== 200) throw new Error(`execPayment failed: ${booked.body}`);
  return booked.json().data.order_number as string;
}
