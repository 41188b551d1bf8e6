import type { Language, Suggestion } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../components/ui/PartsTable.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { shownTotals } from '../rules.ts';
import styles from './cart.module.css';

export type ShippingState =
  | { status: 'none' }
  | { status: 'unknownCountry' }
  /** Being calculated; `cents` is the last known cost, kept on screen meanwhile (no flicker, issue 26). */
  | { status: 'loading'; cents?: number | undefined }
  | { status: 'known'; cents: number }
  | { status: 'failed'; message: string };

/** The shipping cost the total includes: the known one, or the last known one while it is recalculated. */
export function shippingCents(shipping: ShippingState): number | null {
  return shipping.status === 'known' || (shipping.status === 'loading' && shipping.cents !== undefined)
    ? (shipping.cents ?? null)
    : null;
}

/** Whether the total must wait: the order ships and its first shipping cost is still being calculated. */
export const totalPending = (shipping: ShippingState) =>
  shipping.status === 'loading' && shipping.cents === undefined;

interface CartTotalsProps {
  lang: Language;
  suggestion: Suggestion;
  shipping: ShippingState;
}

/** Subtotal, what the voucher codes cover, shipping, the total to pay, and the VAT it includes per rate. */
export function CartTotals({ lang, suggestion, shipping }: CartTotalsProps) {
  const { t } = useTranslation('checkout');
  const totals = shownTotals(suggestion.totals, shippingCents(shipping));
  const pending = totalPending(shipping);
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
            {shipping.status === 'loading' &&
              (shipping.cents === undefined ? t('totals.shippingLoading') : money(shipping.cents))}
            {shipping.status === 'unknownCountry' && t('totals.shippingUnknown')}
            {shipping.status === 'failed' && shipping.message}
          </dd>
        </div>
      )}
      {/* Never a total without the shipping of an order that ships: until its cost is known, it waits. */}
      <div className={styles.grandTotal} aria-busy={shipping.status === 'loading' || undefined}>
        <dt>{t('totals.total')}</dt>
        <dd>{pending ? t('totals.shippingLoading') : money(totals.total)}</dd>
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
