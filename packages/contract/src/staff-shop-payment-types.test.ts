import { describe, expect, it } from 'vitest';
import type { PaymentKind } from './checkout.ts';
import {
  PAYMENT_TYPE_NAME_MAX,
  paymentTypeProblems,
  type StaffPaymentType,
} from './staff-shop-payment-types.ts';

const existing = new Map<number, PaymentKind>([
  [1, 'card'],
  [74, 'direct_debit'],
]);
const context = { defaultLanguage: 'de' as const, existing };
const card: StaffPaymentType = { payart_id: 1, kind: 'card', offered: true, names: { de: 'Karte' } };
const debit: StaffPaymentType = {
  payart_id: 74,
  kind: 'direct_debit',
  offered: false,
  names: { de: 'Lastschrift', en: 'Direct debit' },
};

describe('the payment type rules', () => {
  it('take a list with one type offered and every kept type named in the default language', () => {
    expect(paymentTypeProblems([debit, card], context)).toEqual({});
    // A new kind left unoffered is not kept: its empty names do not matter.
    expect(
      paymentTypeProblems([card, { payart_id: null, kind: 'wallet', offered: false, names: {} }], context),
    ).toEqual({});
  });

  it('refuse a list with nothing offered', () => {
    expect(paymentTypeProblems([{ ...card, offered: false }, debit], context)).toEqual({
      types: ['choose_one'],
    });
    expect(paymentTypeProblems([], context)).toEqual({ types: ['choose_one'] });
  });

  it('refuse a kept type without a name in the default language, even one no longer offered', () => {
    expect(
      paymentTypeProblems(
        [
          { ...card, names: { de: '  ', en: 'Card' } },
          { ...debit, names: { en: 'Direct debit' } },
          { payart_id: null, kind: 'express', offered: true, names: {} },
        ],
        context,
      ),
    ).toEqual({
      'types.0.names.de': ['required'],
      'types.1.names.de': ['required'],
      'types.2.names.de': ['required'],
    });
  });

  it('refuse a name too long, a type of another shop, another kind, and a type listed twice', () => {
    expect(
      paymentTypeProblems(
        [
          { ...card, names: { de: 'Karte', en: 'x'.repeat(PAYMENT_TYPE_NAME_MAX + 1) } },
          { ...debit, kind: 'card' },
          { ...card, payart_id: 95 },
          card,
        ],
        context,
      ),
    ).toEqual({
      'types.0.names.en': ['too_long'],
      'types.1.kind': ['invalid'],
      'types.2.payart_id': ['invalid'],
      'types.3': ['duplicate_row'],
    });
  });
});
