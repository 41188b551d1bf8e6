import {
  addDaysTo,
  localDateTime,
  MEMBER_EXTEND_MAX_DAYS,
  MEMBER_SEARCH_MAX,
  type StaffMemberCard,
} from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { AppError, fieldProblems, notFound } from '../../errors.ts';
import { audit } from '../../features/staff/audit/audit.service.ts';
import type { Translate } from '../../lib/translate.ts';
import { slotNames } from '../catalog/index.ts';
import { lockCardByNumber } from './member-admissions.repository.ts';
import { holderName } from './member-cards.service.ts';
import {
  type CardWithOrder,
  findCardWithOrder,
  listMemberBookings,
  listVisits,
  searchCards,
  setCardValidUntil,
} from './member-desk.repository.ts';
import { readMemberNumber } from './member-number.ts';

// The desk's member cards (issue 36): the box office finds a member by number, name or e-mail,
// sees the pass and its visits, sends the cards again; the owner extends a pass, audited.

const cardNotFound = () => notFound('NOT_FOUND', 'There is no member card with this number');

function staffCardOf(row: CardWithOrder): StaffMemberCard {
  const { card } = row;
  return {
    number: card.number,
    holder: holderName(card),
    type: card.typeName,
    pass_id: card.merchandiseId,
    valid_from: card.validFrom,
    valid_until: card.validUntil,
    persons: card.persons,
    status: card.status,
    order_number: row.orderNumber,
    email: row.email ?? null,
  };
}

export async function searchMemberCards(db: Db, shopId: number, query: string) {
  const typed = query.trim();
  if (typed.length < 2) return { cards: [], more: false };
  const rows = await searchCards(db, shopId, typed, MEMBER_SEARCH_MAX + 1);
  return { cards: rows.slice(0, MEMBER_SEARCH_MAX).map(staffCardOf), more: rows.length > MEMBER_SEARCH_MAX };
}

/** A card by its number as a path gives it (dashes or not); a number whose check digit fails is none. */
async function cardByNumber(db: Db, shopId: number, typed: string) {
  const number = readMemberNumber(typed);
  const row = number ? await findCardWithOrder(db, shopId, number) : undefined;
  if (!row) throw cardNotFound();
  return row;
}

export async function memberCardDetail(
  db: Db,
  shopId: number,
  typed: string,
  at: { timeZone: string; t: Translate },
) {
  const row = await cardByNumber(db, shopId, typed);
  const [visits, bookings] = await Promise.all([
    listVisits(db, row.card.id),
    listMemberBookings(db, row.card.id),
  ]);
  const slots = await slotNames(db, {
    event: bookings.flatMap((booking) => (booking.eventSlotId === null ? [] : [booking.eventSlotId])),
    tour: bookings.flatMap((booking) => (booking.tourSlotId === null ? [] : [booking.tourSlotId])),
  });
  const { timeZone } = at;
  return {
    card: staffCardOf(row),
    visits: visits.map((visit) => ({
      day: visit.day,
      person: visit.person,
      admitted_at: localDateTime(visit.admittedAt, timeZone),
    })),
    bookings: bookings
      .flatMap((booking) => {
        const slot =
          booking.eventSlotId !== null
            ? slots.event.get(booking.eventSlotId)
            : booking.tourSlotId !== null
              ? slots.tour.get(booking.tourSlotId)
              : undefined;
        return slot
          ? [
              {
                order_number: booking.orderNumber,
                event: at.t(slot.name),
                datetime: `${slot.date} ${slot.time}`,
                tickets: booking.tickets,
              },
            ]
          : [];
      })
      .sort((a, b) => b.datetime.localeCompare(a.datetime)),
  };
}

/** The order a card came with, to send its confirmation (and so the cards) again: not for a refunded card. */
export async function orderToResendCardOf(db: Db, shopId: number, typed: string) {
  const row = await cardByNumber(db, shopId, typed);
  if (row.card.status === 'refunded')
    throw new AppError(409, 'ORDER_STATE_CONFLICT', 'The pass was refunded: its card is not valid');
  if (!row.email)
    throw new AppError(409, 'ORDER_STATE_CONFLICT', 'The order has no e-mail address to send to');
  return { orderId: row.orderId, email: row.email, number: row.card.number };
}

export interface DeskEditor {
  shopId: number;
  staffId: string;
  today: string;
  now: Date;
}

/**
 * Moves a card's last day later: after its present one, at most MEMBER_EXTEND_MAX_DAYS after
 * today. Not for a refunded card, nor one still waiting for its first visit (it has no last day
 * to move). Audited with the day before and after and the reason given; the renewal reminders
 * start again for the new last day.
 */
export async function extendMemberCard(
  db: Db,
  editor: DeskEditor,
  typed: string,
  change: { valid_until: string; reason: string },
) {
  const number = readMemberNumber(typed);
  if (!number) throw cardNotFound();
  if (change.reason.trim() === '') throw fieldProblems([{ path: 'reason', code: 'required' }]);
  await db.transaction(async (tx) => {
    const card = await lockCardByNumber(tx, editor.shopId, number);
    if (!card) throw cardNotFound();
    if (card.status === 'refunded')
      throw new AppError(409, 'ORDER_STATE_CONFLICT', 'The pass was refunded: it cannot be extended');
    if (!card.validUntil)
      throw new AppError(
        409,
        'ORDER_STATE_CONFLICT',
        'The pass starts with its first visit: nothing to extend yet',
      );
    const latest = addDaysTo(editor.today, MEMBER_EXTEND_MAX_DAYS);
    if (change.valid_until <= card.validUntil || change.valid_until > latest)
      throw fieldProblems([{ path: 'valid_until', code: 'out_of_range' }]);
    await setCardValidUntil(tx, card.id, change.valid_until);
    await audit(
      tx,
      {
        shopId: editor.shopId,
        staffId: editor.staffId,
        action: 'member_card.extend',
        subjectKind: 'member_card',
        subjectId: card.number,
        orderId: card.orderId,
        before: { valid_until: card.validUntil },
        after: { valid_until: change.valid_until, reason: change.reason },
      },
      editor.now,
    );
  });
  const row = await findCardWithOrder(db, editor.shopId, number);
  if (!row) throw cardNotFound();
  return { card: staffCardOf(row) };
}
