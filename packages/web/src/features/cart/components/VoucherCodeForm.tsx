import type { Language } from '@museum-shop/contract';
import { normaliseVoucherCode } from '@museum-shop/contract';
import { type FormEvent, useId, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { errorCodeOf } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-messages.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useVoucherCodeLookup } from '../api/get-voucher-code.ts';
import { addToCart, readCart } from '../cart.ts';
import { VOUCHER_UNKNOWN_ERROR, voucherEntry } from '../rules.ts';
import styles from './cart.module.css';

/**
 * Voucher code entry (spec §4): the code is looked up (loading), then added to the cart (valid) or
 * refused with its error code's message (invalid). A code already in the cart is not added twice.
 */
export function VoucherCodeForm({ lang, onAdded }: { lang: Language; onAdded?: () => void }) {
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [state, dispatch] = useReducer(voucherEntry, { status: 'idle' });
  const lookup = useVoucherCodeLookup(lang);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim();
    dispatch({ type: 'submit', code });
    if (!code) return;
    const present = readCart().lines.some(
      (line) =>
        line.item.type === 'voucherCode' &&
        normaliseVoucherCode(line.item.barcode) === normaliseVoucherCode(code),
    );
    if (present) {
      dispatch({ type: 'alreadyInCart' });
      return;
    }
    try {
      const voucher = await lookup.mutateAsync(code);
      addToCart({
        item: { type: 'voucherCode', barcode: voucher.barcode },
        name: voucher.name || voucher.barcode,
        summary: voucher.barcode,
        total: 0,
      });
      dispatch({ type: 'found', available: voucher.available_amount, barcode: voucher.barcode });
      setTyped('');
      onAdded?.();
    } catch (error) {
      dispatch({ type: 'failed', error: errorCodeOf(error) });
    }
  };

  const invalid = state.status === 'invalid' || state.status === 'duplicate';
  return (
    <form className={styles.voucherForm} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-code`} className={styles.label}>
        {t('voucher.label')}
      </label>
      <div className={styles.voucherRow}>
        <input
          id={`${id}-code`}
          className={styles.input}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-status`}
        />
        <Button type="submit" busy={state.status === 'loading'}>
          {t('voucher.redeem')}
        </Button>
      </div>
      <p id={`${id}-status`} role="status" className={invalid ? styles.voucherError : styles.voucherStatus}>
        {state.status === 'loading' && t('voucher.checking')}
        {state.status === 'valid' &&
          t('voucher.added', { code: state.code, amount: formatMoney(state.available, lang) })}
        {state.status === 'duplicate' && t('voucher.duplicate', { code: state.code })}
        {state.status === 'invalid' &&
          (state.error === VOUCHER_UNKNOWN_ERROR
            ? t('voucher.unknownError')
            : tCommon(errorMessageKey(state.error as Parameters<typeof errorMessageKey>[0])))}
      </p>
    </form>
  );
}
