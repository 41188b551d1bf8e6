import type { Db } from '../database.ts';
import { reservationItems, reservations } from '../schema/reservations.ts';

type Sale = {
  tourSlotId?: number;
  eventSlotId?: number;
  merchandiseId?: number;
  places: number;
  tours?: number;
};

/**
 * Records demo sales as paid reservations, the same rows checkout will write, so availability in
 * the demo comes from the one computation in the database.
 */
export async function seedSales(db: Db, shopId: number, sales: Sale[]): Promise<void> {
  if (sales.length === 0) return;
  const [reservation] = await db
    .insert(reservations)
    .values({ shopId, status: 'sold' })
    .returning({ id: reservations.id });
  if (!reservation) throw new Error('the demo reservation was not created');
  await db.insert(reservationItems).values(sales.map((sale) => ({ reservationId: reservation.id, ...sale })));
}
