import { addDays, fromUtcPlusOne } from '../../lib/dates.ts';
import type { Db } from '../database.ts';
import { voucherCodes, voucherGroups, voucherProducts } from '../schema/vouchers.ts';
import { demoToday, tr } from './catalog.ts';

/** The demo voucher codes, one per state; README.md lists them for trying. */
export const DEMO_VOUCHER_CODES = {
  valid: 'LIGHT-25',
  partlyUsed: 'LIGHT-50-PART',
  usedUp: 'LIGHT-USED',
  expired: 'LIGHT-EXPIRED',
  notYetValid: 'LIGHT-SOON',
} as const;

/** Voucher groups and products (fixed and free amount), and codes in every state. */
export async function seedVouchers(db: Db, shopId: number, now = new Date()): Promise<void> {
  const today = demoToday(now);
  const [giftGroup, experienceGroup] = (
    await db
      .insert(voucherGroups)
      .values([
        {
          shopId,
          sequenceNo: 1,
          name: tr(
            'Gift vouchers',
            'Wertgutscheine',
            'Bons cadeaux',
            'Buoni regalo',
            'Cadeaubonnen',
            'Vales regalo',
            'Presentkort',
            'Gavekort',
          ),
        },
        {
          shopId,
          sequenceNo: 2,
          name: tr(
            'Experiences',
            'Erlebnisse',
            'Expériences',
            'Esperienze',
            'Belevenissen',
            'Experiencias',
            'Upplevelser',
            'Oplevelser',
          ),
        },
      ])
      .returning({ id: voucherGroups.id })
  ).map((row) => row.id) as [number, number];
  const valueName = (amount: number) =>
    tr(
      `Gift voucher €${amount}`,
      `Wertgutschein ${amount} €`,
      `Bon cadeau de ${amount} €`,
      `Buono regalo da ${amount} €`,
      `Cadeaubon van € ${amount}`,
      `Vale regalo de ${amount} €`,
      `Presentkort ${amount} €`,
      `Gavekort på ${amount} €`,
    );
  const valueText = tr(
    'Redeemable for tickets, tours and everything in our shop, valid for three years.',
    'Einlösbar für Tickets, Führungen und alles in unserem Shop, drei Jahre gültig.',
    'Valable pour les billets, les visites et tout notre boutique, pendant trois ans.',
    'Valido per biglietti, visite e tutto il nostro negozio, per tre anni.',
    'In te wisselen voor tickets, rondleidingen en alles in onze winkel, drie jaar geldig.',
    'Canjeable por entradas, visitas y todo lo de nuestra tienda, válido tres años.',
    'Gäller för biljetter, visningar och allt i vår butik, i tre år.',
    'Kan bruges til billetter, omvisninger og alt i vores butik og gælder i tre år.',
  );
  const products = await db
    .insert(voucherProducts)
    .values([
      {
        shopId,
        groupId: giftGroup,
        sequenceNo: 1,
        price: 2500,
        vatValue: 0,
        image: '/static/demo/voucher.svg',
        name: valueName(25),
        description: valueText,
      },
      {
        shopId,
        groupId: giftGroup,
        sequenceNo: 2,
        price: 5000,
        vatValue: 0,
        image: '/static/demo/voucher.svg',
        name: valueName(50),
        description: valueText,
      },
      {
        shopId,
        groupId: giftGroup,
        sequenceNo: 3,
        price: 3000,
        vatValue: 0,
        variableAmount: true,
        minAmount: 10_00,
        maxAmount: 500_00,
        image: '/static/demo/voucher.svg',
        name: tr(
          'Gift voucher, amount of your choice',
          'Wertgutschein mit Wunschbetrag',
          'Bon cadeau, montant au choix',
          'Buono regalo, importo a scelta',
          'Cadeaubon, bedrag naar keuze',
          'Vale regalo, importe a elegir',
          'Presentkort, valfritt belopp',
          'Gavekort, valgfrit beløb',
        ),
        description: valueText,
      },
      {
        shopId,
        groupId: experienceGroup,
        sequenceNo: 1,
        price: 4400,
        vatValue: 0,
        image: '/static/demo/voucher-night.svg',
        name: tr(
          'A night at the observatory for two',
          'Eine Nacht in der Sternwarte für zwei',
          'Une nuit à l’observatoire pour deux',
          'Una notte all’osservatorio per due',
          'Een nacht in de sterrenwacht voor twee',
          'Una noche en el observatorio para dos',
          'En natt på observatoriet för två',
          'En nat i observatoriet for to',
        ),
        description: tr(
          'Two places at an observatory night of your choice.',
          'Zwei Plätze bei einer Sternwartennacht nach Wahl.',
          'Deux places pour une nuit à l’observatoire de votre choix.',
          'Due posti per una notte all’osservatorio a scelta.',
          'Twee plaatsen voor een sterrenwachtnacht naar keuze.',
          'Dos plazas para una noche en el observatorio a elegir.',
          'Två platser på en valfri observatoriekväll.',
          'To pladser til en observatorienat efter eget valg.',
        ),
      },
    ])
    .returning({ id: voucherProducts.id });
  // Validity is written in UTC+1 (spec §5), as the museum's staff would enter it.
  const at = (offsetDays: number, time: string) => fromUtcPlusOne(`${addDays(today, offsetDays)} ${time}`);
  const code = (
    value: string,
    amount: number,
    usedAmount: number,
    from: Date,
    to: Date,
    productId = products[0]?.id,
  ) => ({
    shopId,
    code: value,
    productId,
    amount,
    usedAmount,
    validFrom: from,
    validTo: to,
    name: valueName(amount / 100),
  });
  await db
    .insert(voucherCodes)
    .values([
      code(DEMO_VOUCHER_CODES.valid, 2500, 0, at(-30, '00:00'), at(1065, '23:59')),
      code(DEMO_VOUCHER_CODES.partlyUsed, 5000, 1850, at(-200, '00:00'), at(900, '23:59'), products[1]?.id),
      code(DEMO_VOUCHER_CODES.usedUp, 2500, 2500, at(-300, '00:00'), at(800, '23:59')),
      code(DEMO_VOUCHER_CODES.expired, 2500, 0, at(-1100, '00:00'), at(-1, '23:59')),
      code(DEMO_VOUCHER_CODES.notYetValid, 5000, 0, at(14, '09:00'), at(1110, '23:59'), products[1]?.id),
    ]);
}
