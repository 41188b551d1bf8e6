import type { KeptSlot } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import styles from './Catalog.module.css';

/**
 * The slots the opening hours no longer make as they are (gone from the rules, or with fewer places
 * than are taken) but that have sales or holds: kept as they were, for a person to decide. Each
 * with its day (linked to the day sheet, where it can be closed or its capacity changed), its
 * time, what is taken of its places and why it was kept.
 */
export function KeptSlots({ slots }: { slots: readonly KeptSlot[] }) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  if (slots.length === 0) return null;
  return (
    <section className={`panel ${styles.kept}`} aria-labelledby="event-kept">
      <h2 id="event-kept">{t('catalog.kept.title', { count: slots.length })}</h2>
      <p>{t('catalog.kept.intro')}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('catalog.kept.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('catalog.kept.date')}</th>
              <th scope="col">{t('catalog.kept.time')}</th>
              <th scope="col">{t('catalog.kept.taken')}</th>
              <th scope="col">{t('catalog.kept.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {slots.map((slot) => (
              <tr key={slot.id}>
                <td>
                  <Link to={`/day-sheet?date=${slot.date}`}>{formatDate(slot.date)}</Link>
                </td>
                <td>
                  {t('catalog.kept.timeRange', { from: slot.time, to: slot.end_time })}
                  {slot.closed && (
                    <>
                      {' '}
                      <span className="badge">{t('catalog.kept.closed')}</span>
                    </>
                  )}
                </td>
                <td>
                  {t('catalog.kept.takenOf', {
                    count: slot.taken,
                    taken: numbers.format(slot.taken),
                    capacity: numbers.format(slot.capacity),
                  })}
                </td>
                <td>{t(`catalog.kept.reasons.${slot.reason}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">{t('catalog.kept.howTo')}</p>
    </section>
  );
}
