import type { ShippingCostRow } from '@museum-shop/contract';
import type { Db } from '../database.ts';
import { paymentTypes } from '../schema/checkout.ts';
import { tr } from './catalog.ts';

/** The demo museum's payment types by payart id (spec §7: 74 and 164 are the direct debits). */
export const DEMO_PAYARTS = {
  card: 1,
  directDebit: 74,
  companyDirectDebit: 164,
  wallet: 90,
  express: 95,
} as const;

/** The card payment's name in each language: the one payment type a new shop starts with, too. */
export const CARD_PAYMENT_NAMES = tr(
  'Credit or debit card',
  'Kredit- oder Debitkarte',
  'Carte de crédit ou de débit',
  'Carta di credito o di debito',
  'Creditcard of debetkaart',
  'Tarjeta de crédito o débito',
  'Kredit- eller betalkort',
  'Kredit- eller betalingskort',
);

/** Grams from which each step of the demo's shipping table costs more. */
export const WEIGHT_STEPS = [0, 1_000, 5_000] as const;

/**
 * The demo's shipping table: cents per step of WEIGHT_STEPS. Other countries have no entry on
 * purpose, so the shop's "no shipping costs stored for the country" answer can be tried.
 */
export const DEMO_SHIPPING: Record<string, readonly [number, number, number]> = {
  DE: [490, 690, 990],
  AT: [790, 1_090, 1_590],
  NL: [890, 1_190, 1_690],
  BE: [890, 1_190, 1_690],
  FR: [990, 1_390, 1_990],
  IT: [990, 1_390, 1_990],
  ES: [990, 1_390, 1_990],
  DK: [990, 1_390, 1_990],
  SE: [990, 1_390, 1_990],
  CH: [1_490, 1_990, 2_990],
};

/** The demo's shipping table as rows, in the order a shop lists them (country, then weight). */
export function demoShippingCosts(): ShippingCostRow[] {
  return Object.entries(DEMO_SHIPPING)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .flatMap(([country, costs]) =>
      WEIGHT_STEPS.map((weightFrom, step) => ({ country, weight_from: weightFrom, cost: costs[step] ?? 0 })),
    );
}

/** Payment types: card, SEPA direct debits, wallets, an express provider. */
export async function seedCheckout(db: Db, shopId: number): Promise<void> {
  await db.insert(paymentTypes).values([
    {
      shopId,
      payartId: DEMO_PAYARTS.card,
      kind: 'card',
      sequenceNo: 1,
      names: CARD_PAYMENT_NAMES,
    },
    {
      shopId,
      payartId: DEMO_PAYARTS.directDebit,
      kind: 'direct_debit',
      sequenceNo: 2,
      names: tr(
        'SEPA direct debit',
        'SEPA-Lastschrift',
        'Prélèvement SEPA',
        'Addebito diretto SEPA',
        'SEPA-incasso',
        'Adeudo directo SEPA',
        'SEPA-autogiro',
        'SEPA-direkte debitering',
      ),
    },
    {
      shopId,
      payartId: DEMO_PAYARTS.companyDirectDebit,
      kind: 'direct_debit',
      sequenceNo: 3,
      names: tr(
        'SEPA direct debit for companies',
        'SEPA-Firmenlastschrift',
        'Prélèvement SEPA interentreprises',
        'Addebito diretto SEPA per aziende',
        'Zakelijke SEPA-incasso',
        'Adeudo directo SEPA para empresas',
        'SEPA-autogiro för företag',
        'SEPA-direkte debitering for virksomheder',
      ),
    },
    {
      shopId,
      payartId: DEMO_PAYARTS.wallet,
      kind: 'wallet',
      sequenceNo: 4,
      // Brand names: the same in every language.
      names: tr(
        'Apple Pay / Google Pay',
        'Apple Pay / Google Pay',
        'Apple Pay / Google Pay',
        'Apple Pay / Google Pay',
        'Apple Pay / Google Pay',
        'Apple Pay / Google Pay',
        'Apple Pay / Google Pay',
        'Apple Pay / Google Pay',
      ),
    },
    {
      shopId,
      payartId: DEMO_PAYARTS.express,
      kind: 'express',
      sequenceNo: 5,
      names: tr(
        'Express checkout',
        'Express-Bezahlung',
        'Paiement express',
        'Pagamento express',
        'Snel afrekenen',
        'Pago exprés',
        'Expressbetalning',
        'Ekspresbetaling',
      ),
    },
  ]);
}
