import type { Language, LineProblem, PricedLine, Suggestion } from '@museum-shop/contract';
import { normaliseVoucherCode } from '@museum-shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { PartsTable, type PartsTableLabels } from '../../../components/ui/PartsTable.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import type { CartLine } from '../cart.ts';
import { lineProblemMessage, shownLineProblems } from '../rules.ts';
import styles from './cart.module.css';

interface CartLinesProps {
  lang: Language;
  lines: readonly CartLine[];
  /** checkout/suggest's answer, when it came; until then the prices the lines were added with. */
  suggestion: Suggestion | undefined;
  /** Problems initPayment named per line index (its 422), besides those of the suggestion. */
  paymentProblems: ReadonlyMap<number, LineProblem[]>;
  onRemove: (line: CartLine, index: number) => void;
  /** More about a line that another part of the shop knows, e.g. a guided tour's answers. */
  lineDetails?: ((line: CartLine) => ReactNode) | undefined;
}

/** The cart's lines: each with its parts (count, unit price, VAT), its total, its problems and a remove button. */
export function CartLines({
  lang,
  lines,
  suggestion,
  paymentProblems,
  onRemove,
  lineDetails,
}: CartLinesProps) {
  const { t } = useTranslation('checkout');
  return (
    <ul className={styles.lines}>
      {lines.map((line, index) => {
        const priced = suggestion?.lines.find((candidate) => candidate.index === index);
        const problems = shownLineProblems(priced?.problems, paymentProblems.get(index));
        const name = priced?.name ?? line.name;
        // A voucher code's line is worth what it takes off the total; until that is known it names no value.
        const value =
          line.item.type === 'voucherCode'
            ? voucherSpread(suggestion, line.item.barcode)?.applied
            : (priced?.total ?? line.total);
        const shownValue = line.item.type === 'voucherCode' && value !== undefined ? -value : value;
        return (
          <li key={line.key} className={problems.length > 0 ? styles.lineWithProblem : styles.line}>
            <div className={styles.lineHead}>
              <h3 className={styles.lineName}>{name}</h3>
              {shownValue !== undefined && (
                <p className={styles.lineTotal}>
                  <span className="visually-hidden">{t('cart.lineTotal')} </span>
                  {formatMoney(shownValue, lang)}
                </p>
              )}
            </div>
            <p className={styles.lineSummary}>{lineSummary(line, priced)}</p>
            {(line.item.type === 'ticket' ||
              line.item.type === 'dayTicket' ||
              line.item.type === 'guidedTour') &&
              line.item.member && (
                <p className={styles.lineSummary}>
                  {t('cart.withPass', { number: line.item.member.number })}
                </p>
              )}
            {priced && priceChanged(line, priced) && (
              <p className={styles.priceChanged}>
                {t('cart.priceChanged', {
                  now: formatMoney(priced.total, lang),
                  was: formatMoney(line.total, lang),
                })}
              </p>
            )}
            {lineDetails?.(line)}
            {line.item.type === 'voucherCode' ? (
              <VoucherCodeDetails lang={lang} barcode={line.item.barcode} suggestion={suggestion} />
            ) : (
              priced && priced.parts.length > 0 && <LineParts lang={lang} line={priced} />
            )}
            {problems.length > 0 && (
              <ul className={styles.problems}>
                {problems.map((problem) => {
                  const message = lineProblemMessage(problem);
                  return (
                    <li key={`${problem.code}-${problem.requested}-${problem.available}`}>
                      {t(message.key, message.values)}
                    </li>
                  );
                })}
              </ul>
            )}
            {/* The name says which line goes, written whole by each language (word order, punctuation). */}
            <Button
              variant="secondary"
              className={styles.remove}
              aria-label={t('cart.removeLine', { name })}
              onClick={() => onRemove(line, index)}
            >
              {t('cart.remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Whether the shop now prices a line otherwise than when the visitor added it (issue 35: prices
 * never rewrite the past, and a changed one is said): the visitor pays the new price, told so.
 */
function priceChanged(line: CartLine, priced: PricedLine): boolean {
  return line.item.type !== 'voucherCode' && priced.problems.length === 0 && priced.total !== line.total;
}

function lineSummary(line: CartLine, priced: PricedLine | undefined): string {
  if (priced?.datetime) return formatDateTime(priced.datetime);
  return line.summary;
}

function LineParts({ lang, line }: { lang: Language; line: PricedLine }) {
  const { t } = useTranslation('checkout');
  const labels: PartsTableLabels = {
    caption: t('cart.partsCaption', { name: line.name }),
    part: t('cart.part'),
    count: t('cart.count'),
    unitPrice: t('cart.unitPrice'),
    vat: t('cart.vat'),
    total: t('cart.total'),
  };
  return <PartsTable lang={lang} parts={line.parts} labels={labels} />;
}

function VoucherCodeDetails({
  lang,
  barcode,
  suggestion,
}: {
  lang: Language;
  barcode: string;
  suggestion: Suggestion | undefined;
}) {
  const { t } = useTranslation('checkout');
  const spread = voucherSpread(suggestion, barcode);
  if (!spread) return null;
  return (
    <dl className={styles.voucherSpread}>
      <div>
        <dt>{t('voucher.applied')}</dt>
        <dd>{formatMoney(-spread.applied, lang)}</dd>
      </div>
      <div>
        <dt>{t('voucher.remaining')}</dt>
        <dd>{formatMoney(spread.remaining, lang)}</dd>
      </div>
    </dl>
  );
}

/** What checkout/suggest spread of a voucher code in the cart: applied and remaining. */
function voucherSpread(suggestion: Suggestion | undefined, barcode: string) {
  return suggestion?.vouchers.find(
    (voucher) => normaliseVoucherCode(voucher.barcode) === normaliseVoucherCode(barcode),
  );
}
