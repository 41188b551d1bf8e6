import type { Language, Order } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { formatPercent, PartsTable } from '../../../components/ui/PartsTable.tsx';
import { formatDate, formatDateTime, formatMoney, museumDate } from '../../../lib/format.ts';
import { type OrderDocumentKind, orderDocumentUrl } from '../api/order-documents.ts';
import styles from './checkout.module.css';
import { MemberCardWallets, type WalletsOffered } from './MemberCardWallets.tsx';
import { PostalAddress } from './PostalAddress.tsx';
import { ResendConfirmation } from './ResendConfirmation.tsx';

/** A booked order: its lines, vouchers, shipping, totals with VAT, and how it was paid. */
export function OrderReview({
  order,
  lang,
  timeZone,
  countries = {},
  wallets = { apple: false, google: false },
}: {
  order: Order;
  lang: Language;
  /** The museum's time zone: the order's date is its day there. */
  timeZone: string;
  /** Country key → name, for the shipping address. */
  countries?: Record<string, string>;
  /** The wallets the shop offers member cards in (the config's `apple_wallet`, `google_wallet`). */
  wallets?: WalletsOffered;
}) {
  const { t } = useTranslation('checkout');
  const money = (cents: number) => formatMoney(cents, lang);
  const cards = order.member_cards ?? [];
  const hasCards = cards.some((card) => card.status === 'active');
  const documents: OrderDocumentKind[] =
    order.payment.state === 'paid'
      ? [
          ...(order.has_tickets ? (['tickets'] as const) : []),
          ...(hasCards ? (['memberCards'] as const) : []),
          'invoice',
        ]
      : [];
  const address = order.shipping_address;
  return (
    <div className={styles.review}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('review.number')}</dt>
          <dd>{order.order_number}</dd>
        </div>
        <div>
          <dt>{t('review.date')}</dt>
          <dd>{formatDate(museumDate(order.created_at, timeZone))}</dd>
        </div>
        <div>
          <dt>{t('review.payment')}</dt>
          <dd>
            {order.payment.name} ({t(`review.paymentState.${order.payment.state}`)})
          </dd>
        </div>
        {order.external_document_number && (
          <div>
            <dt>{t('reference.label')}</dt>
            <dd>{order.external_document_number}</dd>
          </div>
        )}
      </dl>
      {order.has_tickets && <p>{t('review.tickets')}</p>}
      {documents.length > 0 && (
        <section aria-labelledby="review-documents">
          <h2 id="review-documents">{t('review.documents')}</h2>
          <ul className={styles.downloads}>
            {documents.map((kind) => (
              <li key={kind}>
                {/* A plain link: the browser saves the attachment itself, by keyboard as by mouse. */}
                <a className={styles.download} href={orderDocumentUrl(lang, order.id, kind)} download>
                  {t(`review.download.${kind}`)}
                </a>
              </li>
            ))}
          </ul>
          <ResendConfirmation orderId={order.id} lang={lang} />
        </section>
      )}
      {cards.length > 0 && (
        <section aria-labelledby="review-member-cards">
          <h2 id="review-member-cards">{t('review.memberCards.heading')}</h2>
          <ul className={styles.memberCards}>
            {cards.map((card) => (
              <li key={card.number}>
                <strong>{card.name}</strong> · {card.type} · {t('review.memberCards.number')} {card.number}
                <br />
                {card.status === 'refunded'
                  ? t('review.memberCards.refunded')
                  : card.valid_from && card.valid_until
                    ? t('review.memberCards.valid', {
                        from: formatDate(card.valid_from),
                        until: formatDate(card.valid_until),
                      })
                    : t('review.memberCards.fromFirstVisit')}
                {card.status === 'active' && order.payment.state === 'paid' && (
                  <MemberCardWallets lang={lang} orderId={order.id} card={card} wallets={wallets} />
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {address && (
        <section aria-labelledby="review-shipping">
          <h2 id="review-shipping">{t('shipping.heading')}</h2>
          <PostalAddress address={address} countries={countries} />
        </section>
      )}
      <h2>{t('review.lines')}</h2>
      <ul className={styles.reviewLines}>
        {order.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines have no id of their own
          <li key={index} className={styles.reviewLine}>
            <h3>{line.name}</h3>
            {(line.datetime || line.venue) && (
              <p className={styles.hint}>
                {[line.datetime && formatDateTime(line.datetime), line.venue].filter(Boolean).join(' · ')}
              </p>
            )}
            <PartsTable
              lang={lang}
              parts={line.parts}
              labels={{
                caption: t('cart.partsCaption', { name: line.name }),
                part: t('cart.part'),
                count: t('cart.count'),
                unitPrice: t('cart.unitPrice'),
                vat: t('cart.vat'),
                total: t('cart.total'),
              }}
            />
            {line.codes.length > 0 && (
              <p>
                {t('review.codes')}: {line.codes.join(', ')}
              </p>
            )}
            {line.owners.length > 0 && (
              <p>
                {t('review.owners')}: {line.owners.map((owner) => `${owner.fname} ${owner.lname}`).join(', ')}
              </p>
            )}
            {line.answers.map((answer) => (
              <p key={answer.question}>
                {answer.question}: {answer.answer}
              </p>
            ))}
            <p className={styles.reviewLineTotal}>
              {t('cart.lineTotal')} {money(line.total)}
            </p>
          </li>
        ))}
      </ul>
      <dl className={styles.reviewTotals}>
        <div>
          <dt>{t('totals.subtotal')}</dt>
          <dd>{money(order.totals.subtotal)}</dd>
        </div>
        {order.vouchers.map((voucher) => (
          <div key={voucher.barcode}>
            <dt>{t('totals.voucher', { code: voucher.barcode })}</dt>
            <dd>{money(-voucher.applied)}</dd>
          </div>
        ))}
        {order.shipping > 0 && (
          <div>
            <dt>{t('totals.shipping')}</dt>
            <dd>{money(order.shipping)}</dd>
          </div>
        )}
        <div className={styles.reviewGrandTotal}>
          <dt>{t('totals.total')}</dt>
          <dd>{money(order.totals.total + order.shipping)}</dd>
        </div>
        {order.totals.vat.map((vat) => (
          <div key={vat.rate}>
            <dt>{t('totals.vat', { rate: formatPercent(vat.rate, lang) })}</dt>
            <dd>{money(vat.amount)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
