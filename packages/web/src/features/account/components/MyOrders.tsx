import type { CustomerOrder, Language } from '@museum-shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { formatDate, formatMoney, museumDate } from '../../../lib/format.ts';
import { useOrders } from '../api/get-orders.ts';
import styles from './account.module.css';
import { Section } from './SettingsForms.tsx';

interface MyOrdersProps {
  lang: Language;
  token: string;
  /** The museum's time zone: an order is dated by the museum's day. */
  timeZone: string;
  /** The link to an order's review screen. */
  reviewLink: (order: CustomerOrder, label: string) => ReactNode;
  /** The address of an order's tickets or invoice PDF. */
  documentUrl: (order: CustomerOrder, kind: 'tickets' | 'invoice' | 'memberCards') => string;
  /**
   * The wallet links of one member card of an order (issue 36), or nothing while the shop offers
   * no wallet: the app composes them from the checkout feature.
   */
  walletLinks?: (order: CustomerOrder, card: MemberCardOfOrder) => ReactNode;
}

type MemberCardOfOrder = NonNullable<CustomerOrder['member_cards']>[number];

/** "My orders": number, date, state, the review link and the documents to download. */
export function MyOrders({ lang, token, timeZone, reviewLink, documentUrl, walletLinks }: MyOrdersProps) {
  const { t } = useTranslation('account');
  const orders = useOrders(lang, token);
  return (
    <Section title={t('orders.heading')}>
      {orders.isPending && <Spinner label={t('orders.loading')} />}
      {orders.isError && <p role="alert">{t('orders.unavailable')}</p>}
      {orders.data?.length === 0 && <p>{t('orders.none')}</p>}
      {orders.data && orders.data.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              {t('orders.caption', { count: orders.data.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('orders.date')}</th>
                <th scope="col">{t('orders.state')}</th>
                <th scope="col">{t('orders.total')}</th>
                <th scope="col">{t('orders.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((order) => (
                <tr key={order.id}>
                  <th scope="row">{order.order_number}</th>
                  <td>{formatDate(museumDate(order.created_at, timeZone))}</td>
                  <td>{t(`orders.states.${order.state}`)}</td>
                  <td>{formatMoney(order.total, lang)}</td>
                  <td>
                    <div className={styles.downloads}>
                      {reviewLink(order, t('orders.review', { number: order.order_number }))}
                      {order.has_tickets && (
                        <a href={documentUrl(order, 'tickets')} download>
                          {t('orders.tickets')}
                          <span className="visually-hidden"> {order.order_number}</span>
                        </a>
                      )}
                      {order.has_invoice && (
                        <a href={documentUrl(order, 'invoice')} download>
                          {t('orders.invoice')}
                          <span className="visually-hidden"> {order.order_number}</span>
                        </a>
                      )}
                      {order.has_member_cards && (
                        <a href={documentUrl(order, 'memberCards')} download>
                          {t('orders.memberCards')}
                          <span className="visually-hidden"> {order.order_number}</span>
                        </a>
                      )}
                    </div>
                    {walletLinks &&
                      order.member_cards?.map((card) => (
                        <div key={card.number} className={styles.cardWallets}>
                          <span>{card.name}</span>
                          {walletLinks(order, card)}
                        </div>
                      ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
