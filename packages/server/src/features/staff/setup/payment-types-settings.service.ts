import {
  DIRECT_DEBIT_PAYARTS,
  LANGUAGES,
  PAYMENT_KINDS,
  type PaymentKind,
  type PaymentTypeSettings,
  paymentTypeProblems,
  type StaffPaymentType,
  type Translations,
} from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { CARD_PAYMENT_NAMES, DEMO_PAYARTS } from '../../../db/seed/checkout.ts';
import { auditSetup, lockRequiredShopConfig, refuseIfAny, type SetupActor } from './setup-changes.ts';
import { insertPaymentType, listAllPaymentTypes, updatePaymentType } from './shop-forms.repository.ts';

/** One text per language, in LANGUAGES' order (en de fr it nl es sv da). */
const names = (...texts: [string, string, string, string, string, string, string, string]): Translations =>
  Object.fromEntries(LANGUAGES.map((lang, index) => [lang, texts[index]]));

/** The name a payment type gets when the museum gives none, per kind and language. */
export const STANDARD_PAYMENT_NAMES: Readonly<Record<PaymentKind, Translations>> = {
  card: CARD_PAYMENT_NAMES,
  direct_debit: names(
    'SEPA direct debit',
    'SEPA-Lastschrift',
    'Prélèvement SEPA',
    'Addebito diretto SEPA',
    'SEPA-incasso',
    'Adeudo directo SEPA',
    'SEPA-autogiro',
    'SEPA-direkte debitering',
  ),
  // Brand names: the same in every language.
  wallet: Object.fromEntries(LANGUAGES.map((lang) => [lang, 'Apple Pay / Google Pay'])),
  express: names(
    'Express checkout',
    'Express-Bezahlung',
    'Paiement express',
    'Pagamento express',
    'Snel afrekenen',
    'Pago exprés',
    'Expressbetalning',
    'Ekspresbetaling',
  ),
};

type Row = Awaited<ReturnType<typeof listAllPaymentTypes>>[number];

const typeOf = (row: Row): StaffPaymentType => ({
  payart_id: row.payartId,
  kind: row.kind,
  offered: row.offered,
  names: row.names,
});

/** The shop's types in their order, then one new, unoffered entry per kind it has none of. */
function settingsOf(rows: readonly Row[]): PaymentTypeSettings {
  const missing = PAYMENT_KINDS.filter((kind) => !rows.some((row) => row.kind === kind));
  return {
    types: [
      ...rows.map(typeOf),
      ...missing.map((kind) => ({
        payart_id: null,
        kind,
        offered: false,
        names: { ...STANDARD_PAYMENT_NAMES[kind] },
      })),
    ],
    standard_names: STANDARD_PAYMENT_NAMES,
  };
}

export async function readPaymentTypes(db: Db, shopId: number): Promise<PaymentTypeSettings> {
  return settingsOf(await listAllPaymentTypes(db, shopId));
}

/**
 * The payart id of a new type: the usual one of its kind when free, else one above every id the
 * shop has and above the direct debits' 74 and 164 (which are direct debits whatever their kind).
 */
function newPayartId(kind: PaymentKind, taken: Set<number>): number {
  const usual = kind === 'direct_debit' ? DEMO_PAYARTS.directDebit : DEMO_PAYARTS[kind];
  if (!taken.has(usual)) return usual;
  return Math.max(...taken, ...DIRECT_DEBIT_PAYARTS) + 1;
}

/** Names trimmed, empty ones dropped. */
const cleanNames = (input: Translations): Translations =>
  Object.fromEntries(
    Object.entries(input)
      .map(([lang, name]) => [lang, name?.trim() ?? ''])
      .filter(([, name]) => name !== ''),
  );

/**
 * Saves which payment types are offered, their names and their order. Nothing is deleted: a type
 * no longer offered keeps its row (orders, invoices and reports name it), hidden from GET
 * checkout/payments and unknown to initPayment (within CATALOG_CACHE_MS in every process). A new
 * kind offered gets a row; one left unoffered none. Types the list leaves out keep what they have,
 * after the listed ones. The shop is locked meanwhile, so two saves never make the same id.
 */
export async function savePaymentTypes(
  db: Db,
  actor: SetupActor,
  input: readonly StaffPaymentType[],
): Promise<PaymentTypeSettings> {
  return db.transaction(async (tx) => {
    const config = await lockRequiredShopConfig(tx, actor.shopId);
    const rows = await listAllPaymentTypes(tx, actor.shopId, true);
    const existing = new Map(rows.map((row) => [row.payartId, row.kind]));
    refuseIfAny(paymentTypeProblems(input, { defaultLanguage: config.languages[0] ?? 'en', existing }));
    const taken = new Set(existing.keys());
    const listed = new Set<number>();
    let sequenceNo = 0;
    for (const type of input) {
      if (type.payart_id === null) {
        if (!type.offered) continue;
        const payartId = newPayartId(type.kind, taken);
        taken.add(payartId);
        listed.add(payartId);
        sequenceNo += 1;
        await insertPaymentType(tx, {
          shopId: actor.shopId,
          payartId,
          kind: type.kind,
          names: cleanNames(type.names),
          sequenceNo,
        });
        continue;
      }
      listed.add(type.payart_id);
      sequenceNo += 1;
      await updatePaymentType(tx, actor.shopId, type.payart_id, {
        names: cleanNames(type.names),
        offered: type.offered,
        sequenceNo,
      });
    }
    for (const row of rows.filter((each) => !listed.has(each.payartId))) {
      sequenceNo += 1;
      await updatePaymentType(tx, actor.shopId, row.payartId, {
        names: row.names,
        offered: row.offered,
        sequenceNo,
      });
    }
    const after = await listAllPaymentTypes(tx, actor.shopId);
    await auditSetup(tx, actor, 'payment_types', { types: rows.map(typeOf) }, { types: after.map(typeOf) });
    return settingsOf(after);
  });
}
