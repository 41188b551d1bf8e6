import {
  admissions,
  type DayListEntry,
  type DaySheet,
  type DaySheetSlot,
  type SlotKind,
} from '@museum-shop/contract';
import type { Database, Db } from '../../../db/database.ts';
import { AppError } from '../../../errors.ts';
import { addDays, parseDate } from '../../../lib/dates.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import {
  listSlots,
  lockSlot,
  type SlotRow,
  setDayClosed,
  updateSlot,
} from '../../../modules/catalog/index.ts';
import { audit } from '../audit/audit.service.ts';
import type { StaffPrincipal } from '../staff-access.ts';
import { ordersVisitingOn } from './day-sheet.repository.ts';

/** The end of a tour: its start plus its length, on the same day (a tour does not pass midnight here). */
function tourEnd(date: string, time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const end = Math.min(23 * 60 + 59, h * 60 + m + minutes);
  return `${date} ${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

export function toSheetSlot(row: SlotRow, shop: Pick<ShopContext, 't'>): DaySheetSlot {
  return {
    kind: row.kind,
    slot_id: row.slotId,
    product_id: row.productId,
    product_name: shop.t(row.name),
    datetime: `${row.date} ${row.time}`,
    ends:
      row.endTime !== null
        ? `${row.date} ${row.endTime}`
        : row.minutes !== null
          ? tourEnd(row.date, row.time, row.minutes)
          : null,
    capacity: row.capacity,
    sold: row.sold,
    held: row.held,
    free: row.free,
    closed: row.closed,
  };
}

const validDate = (date: string) => parseDate(date);

export async function daySheet(db: Db, shop: ShopContext, date: string): Promise<DaySheet> {
  validDate(date);
  const slots = (await listSlots(db, shop.shopId, date, date)).map((row) => toSheetSlot(row, shop));
  const sum = (key: 'capacity' | 'sold' | 'held' | 'free') =>
    slots.reduce((total, slot) => total + slot[key], 0);
  return {
    date,
    closed: slots.length > 0 && slots.every((slot) => slot.closed),
    slots,
    totals: { capacity: sum('capacity'), sold: sum('sold'), held: sum('held'), free: sum('free') },
  };
}

export async function dayList(
  db: Db,
  shop: ShopContext,
  date: string,
): Promise<{ date: string; entries: DayListEntry[] }> {
  validDate(date);
  const [slots, visiting] = await Promise.all([
    listSlots(db, shop.shopId, date, date),
    ordersVisitingOn(db, shop.shopId, date),
  ]);
  const entries: DayListEntry[] = [];
  for (const order of visiting.rows) {
    order.lines.forEach((line, index) => {
      if (!line.datetime?.startsWith(date)) return;
      const kind: SlotKind = line.type === 'guidedTour' ? 'tour' : 'event';
      // Lines keep their slot's id; older orders' lines are matched by time and name.
      const byId =
        line.slot_id != null
          ? slots.find((slot) => slot.kind === kind && slot.slotId === line.slot_id)
          : undefined;
      const candidates = slots.filter(
        (slot) => slot.kind === kind && `${slot.date} ${slot.time}` === line.datetime,
      );
      const slot =
        byId ??
        (candidates.length === 1
          ? candidates[0]
          : candidates.find((candidate) =>
              Object.values(candidate.name).some((name) => name && line.name.includes(name)),
            ));
      entries.push({
        kind,
        slot_id: slot?.slotId ?? 0,
        datetime: line.datetime,
        product_name: line.name,
        order_number: order.order_number,
        customer_name: order.customer_name.trim(),
        persons: admissions(line).length,
        parts: line.parts.map((part) => `${part.count} × ${part.name}`).join(', '),
        // Lines of orders older than the group questions have none.
        answers: line.answers ?? [],
        refunded: order.payment_state === 'refund' || order.refunded.map(Number).includes(index),
      });
    });
  }
  entries.sort(
    (a, b) => a.datetime.localeCompare(b.datetime) || a.product_name.localeCompare(b.product_name),
  );
  return { date, entries };
}

const slotNotFound = () => new AppError(404, 'SLOT_NOT_FOUND', 'No such time slot');

async function slotAfter(db: Db, shop: ShopContext, kind: SlotKind, slotId: number, date: string) {
  const row = (await listSlots(db, shop.shopId, date, date)).find(
    (slot) => slot.kind === kind && slot.slotId === slotId,
  );
  if (!row) throw slotNotFound();
  return toSheetSlot(row, shop);
}

export async function closeSlot(
  db: Database,
  shop: ShopContext,
  staff: StaffPrincipal,
  body: { kind: SlotKind; slot_id: number; closed: boolean; reason?: string | undefined },
): Promise<DaySheetSlot> {
  const date = await db.transaction(async (tx) => {
    const slot = await lockSlot(tx, shop.shopId, body.kind, body.slot_id);
    if (!slot) throw slotNotFound();
    await updateSlot(tx, body.kind, body.slot_id, { closed: body.closed });
    await audit(
      tx,
      {
        shopId: shop.shopId,
        staffId: staff.staffId,
        action: body.closed ? 'slot.close' : 'slot.reopen',
        subjectKind: 'slot',
        subjectId: `${body.kind}:${body.slot_id}`,
        before: { closed: slot.closed },
        after: { closed: body.closed, reason: body.reason ?? null },
      },
      shop.now,
    );
    return slot.date;
  });
  return slotAfter(db, shop, body.kind, body.slot_id, date);
}

export async function closeDay(
  db: Database,
  shop: ShopContext,
  staff: StaffPrincipal,
  body: { date: string; closed: boolean; reason?: string | undefined },
): Promise<DaySheet> {
  validDate(body.date);
  await db.transaction(async (tx) => {
    const changed = await setDayClosed(tx, shop.shopId, body.date, body.closed);
    await audit(
      tx,
      {
        shopId: shop.shopId,
        staffId: staff.staffId,
        action: body.closed ? 'day.close' : 'day.reopen',
        subjectKind: 'day',
        subjectId: body.date,
        before: { closed: !body.closed },
        after: { closed: body.closed, slots_changed: changed, reason: body.reason ?? null },
      },
      shop.now,
    );
  });
  return daySheet(db, shop, body.date);
}

export async function changeCapacity(
  db: Database,
  shop: ShopContext,
  staff: StaffPrincipal,
  body: { kind: SlotKind; slot_id: number; capacity: number },
): Promise<DaySheetSlot> {
  const date = await db.transaction(async (tx) => {
    // Under the slot's lock, as take_inventory reads it: nobody holds or sells meanwhile.
    const slot = await lockSlot(tx, shop.shopId, body.kind, body.slot_id);
    if (!slot) throw slotNotFound();
    if (body.capacity < slot.taken)
      throw new AppError(
        422,
        'CAPACITY_BELOW_TAKEN',
        `${slot.taken} places are sold or held; the capacity cannot be lower`,
        { capacity: [`at least ${slot.taken}`] },
      );
    await updateSlot(tx, body.kind, body.slot_id, { capacity: body.capacity });
    await audit(
      tx,
      {
        shopId: shop.shopId,
        staffId: staff.staffId,
        action: 'slot.capacity',
        subjectKind: 'slot',
        subjectId: `${body.kind}:${body.slot_id}`,
        before: { capacity: slot.capacity },
        after: { capacity: body.capacity },
      },
      shop.now,
    );
    return slot.date;
  });
  return slotAfter(db, shop, body.kind, body.slot_id, date);
}

export { addDays };
