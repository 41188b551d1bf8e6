import type { PaymentType } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PAYMENT_FORM,
  ibanIsValid,
  isDirectDebit,
  PAYMENT_ERRORS,
  type PaymentFormValues,
  paymentAux,
  paymentFormSchema,
} from './payment-form.ts';

const type = (payartId: number, kind: PaymentType['kind']): PaymentType => ({
  payartId,
  kind,
  names: {},
  name: `${kind} ${payartId}`,
});
const types = [
  type(1, 'card'),
  type(74, 'direct_debit'),
  type(164, 'card'),
  type(90, 'wallet'),
  type(95, 'express'),
];
const errorsOf = (values: Partial<PaymentFormValues>) => {
  const result = paymentFormSchema(types).safeParse({ ...EMPTY_PAYMENT_FORM, terms: true, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('the payment form', () => {
  it('needs a payment type and the terms', () => {
    expect(errorsOf({ terms: false })).toEqual({
      payart: PAYMENT_ERRORS.payart,
      terms: PAYMENT_ERRORS.terms,
    });
    expect(errorsOf({ payart: '1' })).toEqual({});
    expect(errorsOf({ payart: '95' })).toEqual({});
  });

  it('needs an account holder and a valid IBAN for direct debit (74 and 164 whatever their kind)', () => {
    expect(isDirectDebit(type(164, 'card'))).toBe(true);
    expect(errorsOf({ payart: '74' })).toEqual({
      accountHolder: PAYMENT_ERRORS.accountHolder,
      iban: PAYMENT_ERRORS.ibanMissing,
    });
    expect(errorsOf({ payart: '164', accountHolder: 'A', iban: 'DE89 3704 0044 0532 0130 01' })).toEqual({
      accountHolder: PAYMENT_ERRORS.accountHolder,
      iban: PAYMENT_ERRORS.ibanInvalid,
    });
    expect(
      errorsOf({ payart: '74', accountHolder: 'Ada Lovelace', iban: 'de89 3704 0044 0532 0130 00' }),
    ).toEqual({});
  });

  it('needs at least one wallet for a wallet payment', () => {
    expect(errorsOf({ payart: '90' })).toEqual({ wallets: PAYMENT_ERRORS.wallets });
    expect(errorsOf({ payart: '90', wallets: ['GOOGLEPAY'] })).toEqual({});
  });

  it('checks IBANs with ibantools, accepting spaces and lower case', () => {
    expect(ibanIsValid('DE89370400440532013000')).toBe(true);
    expect(ibanIsValid('nl91 abna 0417 1643 00')).toBe(true);
    expect(ibanIsValid('DE89370400440532013001')).toBe(false);
    expect(ibanIsValid('')).toBe(false);
  });

  it('sends only the details the chosen kind needs, and the partner', () => {
    const values = {
      ...EMPTY_PAYMENT_FORM,
      accountHolder: ' Ada ',
      iban: 'de89 3704 0044 0532 0130 00',
      wallets: ['GOOGLEPAY', 'APPLEPAY'],
    };
    expect(paymentAux(values, type(74, 'direct_debit'), null)).toEqual({
      accountHolder: 'Ada',
      iban: 'DE89370400440532013000',
    });
    expect(paymentAux(values, type(90, 'wallet'), 'city-card')).toEqual({
      wallets: ['APPLEPAY', 'GOOGLEPAY'],
      partner: 'city-card',
    });
    expect(paymentAux(values, type(1, 'card'), null)).toEqual({});
  });
});
