import {
  amountFromEntry,
  amountWithinBounds,
  entryFromAmount,
  type Language,
  MAX_VOUCHER_AMOUNT,
  quantityFromInput,
  type VoucherProduct,
  voucherCartItem,
  voucherValue,
} from '@museum-shop/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { OrderTotal } from '../../../components/ui/ProductDetail.tsx';
import { QuantityInput } from '../../../components/ui/QuantityInput.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { MAX_VOUCHERS } from '../rules.ts';
import styles from './VoucherOrderForm.module.css';

export interface VoucherOrderLine {
  item: ReturnType<typeof voucherCartItem>;
  name: string;
  summary: string;
  /** Cents, as shown here. */
  total: number;
}

interface VoucherOrderFormProps {
  voucher: VoucherProduct;
  lang: Language;
  onAdd: (line: VoucherOrderLine) => void;
}

/**
 * How many vouchers and, for a free-amount voucher, its value in euros (spec §5: a negative entry
 * becomes positive, an empty one keeps the previous value, the cart gets cents), then "add to basket".
 */
export function VoucherOrderForm({ voucher, lang, onAdd }: VoucherOrderFormProps) {
  const { t } = useTranslation('shop');
  const [count, setCount] = useState(1);
  // The free amount starts at the voucher's suggested value.
  const [amount, setAmount] = useState(voucher.price);
  const [entry, setEntry] = useState(entryFromAmount(voucher.price));
  const [amountError, setAmountError] = useState(false);
  const errorId = useId();
  const value = voucherValue(voucher, amount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (voucher.variable_amount && !amountWithinBounds(voucher, amount)) {
      setAmountError(true);
      document.getElementById(`${errorId}-amount`)?.focus();
      return;
    }
    onAdd({
      item: voucherCartItem(voucher, count, amount),
      name: voucher.name,
      summary: t('lineSummary', { quantity: count, price: formatMoney(value, lang) }),
      total: value * count,
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {voucher.variable_amount ? (
        <TextField
          id={`${errorId}-amount`}
          className={styles.amount}
          label={t('vouchers.amount')}
          hint={t('vouchers.amountHint')}
          inputMode="decimal"
          autoComplete="off"
          value={entry}
          error={
            amountError
              ? t('vouchers.amountInvalid', {
                  // The product's own bounds (issue 36), else what any voucher may carry.
                  min: formatMoney(voucher.min_amount ?? 1, lang),
                  max: formatMoney(voucher.max_amount ?? MAX_VOUCHER_AMOUNT, lang),
                })
              : undefined
          }
          onChange={(event) => {
            const next = amountFromEntry(event.target.value, amount);
            setEntry(event.target.value);
            setAmount(next);
            if (amountWithinBounds(voucher, next)) setAmountError(false);
          }}
          // Shown back as read: without the minus sign, or the previous amount when left empty.
          onBlur={() => setEntry(entryFromAmount(amount))}
        />
      ) : (
        <p className={styles.value}>{t('vouchers.value', { amount: formatMoney(voucher.price, lang) })}</p>
      )}
      <QuantityInput
        label={t('vouchers.quantity')}
        description={formatMoney(value, lang)}
        value={count}
        max={MAX_VOUCHERS}
        onChange={(input) => setCount(quantityFromInput(input, MAX_VOUCHERS))}
        decreaseLabel={t('product.decrease')}
        increaseLabel={t('product.increase')}
      />
      {amountError && (
        <p className={styles.formError} role="alert">
          {t('fixErrors')}
        </p>
      )}
      <OrderTotal label={t('product.total')} total={formatMoney(value * count, lang)}>
        <Button type="submit" disabled={count < 1}>
          {t('product.add')}
        </Button>
      </OrderTotal>
    </form>
  );
}
