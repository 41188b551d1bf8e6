import type { Event, Language } from '@museum-shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardPicture } from '../../../components/ui/CardPicture.tsx';
import styles from '../../../components/ui/Catalog.module.css';
import { SelectField } from '../../../components/ui/Field.tsx';
import { CARD_IMAGE_SIZE, CATALOG_CARD_SIZES } from '../../../components/ui/image-sizes.ts';
import { catalogPicture, type MediaPictureImage } from '../../../components/ui/MediaPicture.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useEvents } from '../api/get-events.ts';
import { distinctRefs, type EventFilters, filterEvents } from '../ticket-rules.ts';

const ALL = '';
const numberOrUndefined = (value: string) => (value === ALL ? undefined : Number(value));

/** The event list (spec §2): filters by venue and custom group, in the order of spec §9, ended events marked. */
export function EventList({ lang, eventPath }: { lang: Language; eventPath: (id: number) => string }) {
  const { t } = useTranslation(['booking', 'common']);
  const events = useEvents(lang);
  const [filters, setFilters] = useState<EventFilters>({});

  if (events.isPending) return <Spinner label={t('common:loading')} padded />;
  if (events.isError)
    return (
      <>
        <h1>{t('common:routes.tickets.title')}</h1>
        <p role="alert">{t('events.unavailable')}</p>
      </>
    );

  const { events: all, pictures } = events.data;
  const venues = distinctRefs(all.map((event) => event.venue));
  const groups = distinctRefs(all.flatMap((event) => event.custom_groups));
  const shown = filterEvents(all, filters);
  return (
    <>
      <h1>{t('common:routes.tickets.title')}</h1>
      <p className={styles.lead}>{t('events.intro')}</p>
      {(venues.length > 1 || groups.length > 0) && (
        <form
          className={styles.filters}
          aria-label={t('events.filters')}
          onSubmit={(event) => event.preventDefault()}
        >
          {venues.length > 1 && (
            <SelectField
              label={t('events.venue')}
              placeholder={t('events.allVenues')}
              options={venues.map((venue) => ({ value: String(venue.id), label: venue.name }))}
              value={filters.venue ?? ALL}
              onChange={(event) => setFilters({ ...filters, venue: numberOrUndefined(event.target.value) })}
            />
          )}
          {groups.length > 0 && (
            <SelectField
              label={t('events.group')}
              placeholder={t('events.allGroups')}
              options={groups.map((group) => ({ value: String(group.id), label: group.name }))}
              value={filters.group ?? ALL}
              onChange={(event) => setFilters({ ...filters, group: numberOrUndefined(event.target.value) })}
            />
          )}
        </form>
      )}
      <p className={styles.count} role="status">
        {t('events.count', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('events.empty')}</p>
          <button type="button" className={styles.secondaryButton} onClick={() => setFilters({})}>
            {t('events.showAll')}
          </button>
        </div>
      ) : (
        <ul className={styles.cards}>
          {shown.map((event, index) => (
            <EventCard
              key={event.id}
              event={event}
              picture={catalogPicture(event.image, pictures)}
              href={eventPath(event.id)}
              index={index}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function EventCard({
  event,
  picture,
  href,
  index,
}: {
  event: Event;
  /** The event's media-library picture's sizes, when the answer has them. */
  picture: MediaPictureImage | undefined;
  href: string;
  index: number;
}) {
  const { t } = useTranslation('booking');
  return (
    <li className={`${styles.card} ${event.expired ? styles.expired : ''}`}>
      <CardPicture
        className={styles.cardImage}
        picture={picture}
        src={event.image}
        sizes={CATALOG_CARD_SIZES}
        size={CARD_IMAGE_SIZE}
        index={index}
      />
      <div className={styles.cardBody}>
        {event.expired && <p className={styles.badge}>{t('events.ended')}</p>}
        <h2 className={styles.cardTitle}>
          <Link to={href} className={styles.cardLink}>
            {event.name}
          </Link>
        </h2>
        <ul className={styles.facts}>
          <li>{event.venue.name}</li>
          {!event.expired && <li>{t('events.until', { date: formatDate(event.end) })}</li>}
        </ul>
        <p className={styles.cardText}>{event.description}</p>
        {!event.expired && (
          <span className={styles.cardCta} aria-hidden="true">
            {t('events.chooseTickets')}
          </span>
        )}
      </div>
    </li>
  );
}
