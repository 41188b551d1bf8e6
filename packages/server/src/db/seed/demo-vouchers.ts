import type { VoucherProductDocument } from '@museum-shop/contract';
import type { VoucherCatalog } from '../../modules/vouchers/index.ts';
import { tr } from './catalog.ts';

// The demo museum's voucher groups and products, as its catalog document holds them (decision
// 0029): gift vouchers of a fixed value and of a free amount, and an experience. The seed adds
// the demo's codes (vouchers.ts), which are sales, not catalog.

/** A gift voucher's name by its value in euros, in every language. */
export const valueName = (amount: number) =>
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

const VALUE_TEXT = tr(
  'Redeemable for tickets, tours and everything in our shop, valid for three years.',
  'Einlösbar für Tickets, Führungen und alles in unserem Shop, drei Jahre gültig.',
  'Valable pour les billets, les visites et toute notre boutique, pendant trois ans.',
  'Valido per biglietti, visite e tutto il nostro negozio, per tre anni.',
  'In te wisselen voor tickets, rondleidingen en alles in onze winkel, drie jaar geldig.',
  'Canjeable por entradas, visitas y todo lo de nuestra tienda, válido tres años.',
  'Gäller för biljetter, visningar och allt i vår butik, i tre år.',
  'Kan bruges til billetter, omvisninger og alt i vores butik og gælder i tre år.',
);

const GIFT_GROUP = 1;
const EXPERIENCE_GROUP = 2;

const giftVoucher = (
  sequence_no: number,
  price: number,
  name = valueName(price / 100),
): VoucherProductDocument => ({
  name,
  description: VALUE_TEXT,
  image: '/static/demo/voucher.svg',
  group_id: GIFT_GROUP,
  price,
  vat_value: 0,
  variable_amount: false,
  min_amount: null,
  max_amount: null,
  sequence_no,
});

/** The demo's voucher products in the order the seed makes them: €25, €50, a free amount, the night. */
export function demoVoucherCatalog(): VoucherCatalog {
  return {
    groups: [
      {
        id: GIFT_GROUP,
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
        id: EXPERIENCE_GROUP,
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
    ],
    products: [
      { status: 'published', document: giftVoucher(1, 2500) },
      { status: 'published', document: giftVoucher(2, 5000) },
      {
        status: 'published',
        document: {
          ...giftVoucher(
            3,
            3000,
            tr(
              'Gift voucher, amount of your choice',
              'Wertgutschein mit Wunschbetrag',
              'Bon cadeau, montant au choix',
              'Buono regalo, importo a scelta',
              'Cadeaubon, bedrag naar keuze',
              'Vale regalo, importe a elegir',
              'Presentkort, valfritt belopp',
              'Gavekort, valgfrit beløb',
            ),
          ),
          variable_amount: true,
          min_amount: 10_00,
          max_amount: 500_00,
        },
      },
      {
        status: 'published',
        document: {
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
          image: '/static/demo/voucher-night.svg',
          group_id: EXPERIENCE_GROUP,
          price: 4400,
          vat_value: 0,
          variable_amount: false,
          min_amount: null,
          max_amount: null,
          sequence_no: 1,
        },
      },
    ],
  };
}
