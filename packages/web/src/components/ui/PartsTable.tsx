import type { Language } from '@museum-shop/contract';
import { formatMoney } from '../../lib/format.ts';
import styles from './PartsTable.module.css';

export interface PriceablePart {
  name: string;
  count: number;
  /** Cents, VAT included. */
  unit_price: number;
  /** Percent, e.g. 7. */
  vat_rate: number;
}

export interface PartsTableLabels {
  caption: string;
  part: string;
  count: string;
  unitPrice: string;
  vat: string;
  total: string;
}

/** A VAT rate in percent as the visitor reads it: `7%`, `7 %`. */
export const formatPercent = (rate: number, lang: Language) =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);

/** The parts of a priced line: count, unit price, VAT rate and sum of each, with real column headers. */
export function PartsTable({
  parts,
  labels,
  lang,
}: {
  parts: readonly PriceablePart[];
  labels: PartsTableLabels;
  lang: Language;
}) {
  return (
    <table className={styles.parts}>
      <caption className="visually-hidden">{labels.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.part}</th>
          <th scope="col">{labels.count}</th>
          <th scope="col">{labels.unitPrice}</th>
          <th scope="col">{labels.vat}</th>
          <th scope="col">{labels.total}</th>
        </tr>
      </thead>
      <tbody>
        {parts.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts have no id; their order is the server's
          <tr key={index}>
            <th scope="row">{part.name}</th>
            <td>{part.count}</td>
            <td>{formatMoney(part.unit_price, lang)}</td>
            <td>{formatPercent(part.vat_rate, lang)}</td>
            <td>{formatMoney(part.unit_price * part.count, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
