import {
  DIRECT_DEBIT_PAYARTS,
  type PaymentAux,
  type PaymentKind,
  type PaymentType,
  WALLETS,
} from '@museum-shop/contract';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import * as z from 'zod/mini';

/** The payment step's form: the payment type, its details, and the terms (spec §3, §5 "Forms"). */
export interface PaymentFormValues {
  /** The chosen payartId, as the radio group holds it. */
  payart: string;
  accountHolder: string;
  iban: string;
  wallets: string[];
  terms: boolean;
}

export const EMPTY_PAYMENT_FORM: PaymentFormValues = {
  payart: '',
  accountHolder: '',
  iban: '',
  wallets: [],
  terms: false,
};

/** Direct debit is a kind of its own, and the spec's payment types 74 and 164 are direct debit whatever they are called. */
export function isDirectDebit(type: Pick<PaymentType, 'payartId' | 'kind'> | undefined): boolean {
  if (!type) return false;
  return type.kind === 'direct_debit' || (DIRECT_DEBIT_PAYARTS as readonly number[]).includes(type.payartId);
}

export const paymentKindOf = (type: PaymentType | undefined): PaymentKind | undefined =>
  type && (isDirectDebit(type) ? 'direct_debit' : type.kind);

/** An IBAN as typed (spaces, lower case) is valid when its electronic form passes ibantools' check. */
export function ibanIsValid(typed: string): boolean {
  const iban = electronicFormatIBAN(typed);
  return iban !== null && iban !== '' && isValidIBAN(iban);
}

/** The account holder of a SEPA mandate: 2 to 70 characters, as the server checks it. */
export const ACCOUNT_HOLDER_MIN = 2;
export const ACCOUNT_HOLDER_MAX = 70;

/** Error messages are translation keys of the checkout namespace. */
export const PAYMENT_ERRORS = {
  payart: 'payment.errors.choose',
  accountHolder: 'payment.errors.accountHolder',
  ibanMissing: 'payment.errors.ibanMissing',
  ibanInvalid: 'payment.errors.ibanInvalid',
  wallets: 'payment.errors.wallets',
  terms: 'payment.errors.terms',
} as const;

/**
 * The form's schema for the payment types on offer: a type must be chosen; direct debit needs an
 * account holder and a valid IBAN; a wallet payment at least one wallet; the terms must be accepted.
 */
export function paymentFormSchema(types: readonly PaymentType[]) {
  return z
    .object({
      payart: z.string(),
      accountHolder: z.string(),
      iban: z.string(),
      wallets: z.array(z.string()),
      terms: z.boolean(),
    })
    .check(
      z.superRefine((values, ctx) => {
        const issue = (path: keyof PaymentFormValues, message: string) =>
          ctx.issues.push({ code: 'custom', path: [path], message, input: values[path] });
        const type = types.find((candidate) => String(candidate.payartId) === values.payart);
        if (!type) issue('payart', PAYMENT_ERRORS.payart);
        const kind = paymentKindOf(type);
        if (kind === 'direct_debit') {
          if (values.accountHolder.trim().length < ACCOUNT_HOLDER_MIN)
            issue('accountHolder', PAYMENT_ERRORS.accountHolder);
          if (!values.iban.trim()) issue('iban', PAYMENT_ERRORS.ibanMissing);
          else if (!ibanIsValid(values.iban)) issue('iban', PAYMENT_ERRORS.ibanInvalid);
        }
        if (
          kind === 'wallet' &&
          !values.wallets.some((wallet) => (WALLETS as readonly string[]).includes(wallet))
        )
          issue('wallets', PAYMENT_ERRORS.wallets);
        if (!values.terms) issue('terms', PAYMENT_ERRORS.terms);
      }),
    );
}

/** initPayment's `aux`: the details the chosen kind needs, and the partner kept from the address. */
export function paymentAux(values: PaymentFormValues, type: PaymentType, partner: string | null): PaymentAux {
  const aux: PaymentAux = {};
  const kind = paymentKindOf(type);
  if (kind === 'direct_debit') {
    aux.accountHolder = values.accountHolder.trim();
    aux.iban = electronicFormatIBAN(values.iban) ?? values.iban;
  }
  if (kind === 'wallet') aux.wallets = WALLETS.filter((wallet) => values.wallets.includes(wallet));
  if (partner) aux.partner = partner;
  return aux;
}
