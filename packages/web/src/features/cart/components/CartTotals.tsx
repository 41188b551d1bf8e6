import type { Language, Suggestion } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../components/ui/PartsTable.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { shownTotals } from '../rules.ts';
import styles from './cart.module.css';

export type ShippingState =
  | { status: 'none' }
  | { status: 'unknownCountry' }
  | { status: 'loading' }
  | { status: 'known'; cents: number }
  | { status: 'failed'; message: string };

interface CartTotalsProps {
  lang: Language;
  suggestion: Suggestion;
  shipping: ShippingState;
}

/** Subtotal, what the voucher codes cover, shipping, the total to pay, and the VAT it includes per rate. */
export function CartTotals({ lang, suggestion, shipping }: CartTotalsProps) {
  const { t } = useTranslation('checkout');
  const totals = shownTotals(suggestion.totals, shipping.status === 'known' ? shipping.cents : null);
  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <dl className={styles.totals}>
      <div>
        <dt>{t('totals.subtotal')}</dt>
        <dd>{money(totals.subtotal)}</dd>
      </div>
      {suggestion.vouchers
        .filter((voucher) => voucher.applied > 0)
        .map((voucher) => (
          <div key={voucher.barcode}>
            <dt>{t('totals.voucher', { code: voucher.barcode })}</dt>
            <dd>{money(-voucher.applied)}</dd>
          </div>
        ))}
      {shipping.status !== 'none' && (
        <div>
          <dt>{t('totals.shipping')}</dt>
          <dd className={shipping.status === 'failed' ? styles.shippingError : undefined}>
            {shipping.status === 'known' && money(shipping.cents)}
            {shipping.status === 'loading' && t('totals.shippingLoading')}
            {shipping.status === 'unknownCountry' && t('totals.shippingUnknown')}
            {shipping.status === 'failed' && shipping.message}
          </dd>
        </div>
      )}
      <div className={styles.grandTotal}>
        <dt>{t('totals.total')}</dt>
        <dd>{money(totals.total)}</dd>
      </div>
      {suggestion.totals.vat.map((vat) => (
        <div key={vat.rate} className={styles.vat}>
          <dt>{t('totals.vat', { rate: formatPercent(vat.rate, lang) })}</dt>
          <dd>{money(vat.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
