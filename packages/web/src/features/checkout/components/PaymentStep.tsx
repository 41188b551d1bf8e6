import { zodResolver } from '@hookform/resolvers/zod';
import { type PaymentType, WALLETS } from '@museum-shop/contract';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import {
  ACCOUNT_HOLDER_MAX,
  EMPTY_PAYMENT_FORM,
  type PaymentFormValues,
  paymentFormSchema,
  paymentKindOf,
} from '../payment-form.ts';
import styles from './checkout.module.css';

interface PaymentStepProps {
  heading: string;
  types: readonly PaymentType[];
  /** The total to pay, formatted, named on the order button. */
  total: string;
  /**
   * Nothing to pay (member tickets, a voucher that covers all): no method to choose, the provider is
   * not called; the order is confirmed at once with the first method that asks for no details.
   */
  nothingToPay?: boolean;
  busy: boolean;
  /** What went wrong with the last attempt, in words. */
  error: string | null;
  termsHref: string;
  privacyHref: string;
  /** Checks of the screen before the payment may start (e.g. the shipping address); false stops it. */
  onSubmit: (values: PaymentFormValues, type: PaymentType) => void;
}

const WALLET_NAMES = { APPLEPAY: 'Apple Pay', GOOGLEPAY: 'Google Pay' } as const;

/** The payment type, its details (account holder and IBAN for direct debit, the wallets), the terms, and the order button. */
export function PaymentStep({
  heading,
  types,
  total,
  nothingToPay = false,
  busy,
  error,
  termsHref,
  privacyHref,
  onSubmit,
}: PaymentStepProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const plain =
    types.find((type) => paymentKindOf(type) === 'card') ??
    types.find((type) => paymentKindOf(type) === 'express');
  const only = nothingToPay ? plain : types.length === 1 ? types[0] : undefined;
  const form = useForm<PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema(types)),
    defaultValues: { ...EMPTY_PAYMENT_FORM, payart: only ? String(only.payartId) : '' },
  });
  const payart = useWatch({ control: form.control, name: 'payart' });
  const chosen = types.find((type) => String(type.payartId) === payart);
  const kind = paymentKindOf(chosen);
  const errors = form.formState.errors;
  const errorText = (message: string | undefined) => (message ? t(message) : undefined);
  const submit = form.handleSubmit((values) => {
    if (chosen) onSubmit(values, chosen);
  });

  return (
    <form className={styles.step} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} tabIndex={-1}>
        {heading}
      </h2>
      {!(nothingToPay && plain) && (
        <fieldset
          className={styles.fieldset}
          aria-invalid={errors.payart ? true : undefined}
          aria-describedby={errors.payart ? `${id}-payart-error` : undefined}
        >
          <legend className={styles.legend}>{t('payment.method')}</legend>
          <div className={styles.choices}>
            {types.map((type) => (
              <div key={type.payartId} className={styles.choice}>
                <input
                  id={`${id}-payart-${type.payartId}`}
                  type="radio"
                  value={String(type.payartId)}
                  {...form.register('payart')}
                />
                <label htmlFor={`${id}-payart-${type.payartId}`}>{type.name}</label>
              </div>
            ))}
          </div>
          {errors.payart && (
            <p id={`${id}-payart-error`} className={styles.fieldError}>
              {errorText(errors.payart.message)}
            </p>
          )}
        </fieldset>
      )}

      {kind === 'direct_debit' && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('payment.directDebit')}</legend>
          <div className={styles.fieldGrid}>
            <TextField
              label={t('payment.accountHolder')}
              autoComplete="cc-name"
              maxLength={ACCOUNT_HOLDER_MAX}
              required
              requiredMark={t('signIn.requiredMark')}
              error={errorText(errors.accountHolder?.message)}
              {...form.register('accountHolder')}
            />
            <TextField
              label={t('payment.iban')}
              hint={t('payment.ibanHint')}
              autoComplete="off"
              spellCheck={false}
              maxLength={42}
              required
              requiredMark={t('signIn.requiredMark')}
              error={errorText(errors.iban?.message)}
              {...form.register('iban')}
            />
          </div>
        </fieldset>
      )}

      {kind === 'wallet' && (
        <fieldset
          className={styles.fieldset}
          aria-describedby={errors.wallets ? `${id}-wallets-error` : undefined}
        >
          <legend className={styles.legend}>{t('payment.wallets')}</legend>
          {WALLETS.map((wallet) => (
            <div key={wallet} className={styles.checkbox}>
              <input
                id={`${id}-wallet-${wallet}`}
                type="checkbox"
                value={wallet}
                {...form.register('wallets')}
              />
              <label htmlFor={`${id}-wallet-${wallet}`}>{WALLET_NAMES[wallet]}</label>
            </div>
          ))}
          {errors.wallets && (
            <p id={`${id}-wallets-error`} className={styles.fieldError}>
              {errorText(errors.wallets.message)}
            </p>
          )}
        </fieldset>
      )}

      <div className={styles.terms}>
        <div className={styles.checkbox}>
          <input
            id={`${id}-terms`}
            type="checkbox"
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? `${id}-terms-error` : undefined}
            {...form.register('terms')}
          />
          <label htmlFor={`${id}-terms`}>
            {t('payment.termsBefore')}{' '}
            <a href={termsHref} target="_blank" rel="noopener">
              {t('payment.termsLink')}
              <span className="visually-hidden"> {t('payment.newTab')}</span>
            </a>{' '}
            {t('payment.termsMiddle')}{' '}
            <a href={privacyHref} target="_blank" rel="noopener">
              {t('payment.privacyLink')}
              <span className="visually-hidden"> {t('payment.newTab')}</span>
            </a>
            {t('payment.termsAfter')}
          </label>
        </div>
        {errors.terms && (
          <p id={`${id}-terms-error`} className={styles.fieldError}>
            {errorText(errors.terms.message)}
          </p>
        )}
      </div>

      <div role="alert" className={styles.formError}>
        {error}
      </div>
      <Button type="submit" busy={busy} className={styles.payButton}>
        {nothingToPay && plain ? t('payment.orderFree') : t('payment.pay', { total })}
      </Button>
      <p className={styles.hint}>{t(nothingToPay && plain ? 'payment.freeNote' : 'payment.redirectNote')}</p>
    </form>
  );
}
