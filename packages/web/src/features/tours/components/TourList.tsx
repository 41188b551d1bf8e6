import type { Language, TourSummary } from '@museum-shop/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardPicture } from '../../../components/ui/CardPicture.tsx';
import styles from '../../../components/ui/Catalog.module.css';
import { SelectField } from '../../../components/ui/Field.tsx';
import { CARD_IMAGE_SIZE, CATALOG_CARD_SIZES } from '../../../components/ui/image-sizes.ts';
import { catalogPicture, type MediaPictureImage } from '../../../components/ui/MediaPicture.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useTourAttributes } from '../api/get-tour-attributes.ts';
import { useTourOverview } from '../api/get-tour-overview.ts';
import { useTours } from '../api/get-tours.ts';
import {
  defaultTourLanguage,
  filterTours,
  lookAheadDays,
  lowestPrice,
  nonEmptyCategories,
  type TourFilters,
  weekdayLabel,
} from '../tour-rules.ts';

const ALL = '';
const numberOrUndefined = (value: string) => (value === ALL ? undefined : Number(value));

/** The guided-tour list (spec §2): filters by category, language, venue and a day of the look-ahead. */
export function TourList({
  lang,
  museumTourLanguage,
  tourPath,
  today,
}: {
  lang: Language;
  /** The configuration's guided_tour_default_language. */
  museumTourLanguage: string;
  tourPath: (id: number) => string;
  /** The museum's date today (YYYY-MM-DD). */
  today: string;
}) {
  const { t } = useTranslation(['booking', 'common']);
  const tours = useTours(lang);
  const attributes = useTourAttributes(lang);
  const overview = useTourOverview(lang, today);
  const offeredLanguages = useMemo(
    () => [...new Set((tours.data?.tours ?? []).map((tour) => tour.langIdentifier))],
    [tours.data],
  );
  const [chosen, setChosen] = useState<TourFilters | undefined>();
  const filters: TourFilters = chosen ?? {
    language: defaultTourLanguage(offeredLanguages, lang, museumTourLanguage),
  };
  const setFilter = (change: Partial<TourFilters>) => setChosen({ ...filters, ...change });

  if (tours.isPending || attributes.isPending) return <Spinner label={t('common:loading')} padded />;
  if (tours.isError || attributes.isError)
    return (
      <>
        <h1>{t('common:routes.guidedTours.title')}</h1>
        <p role="alert">{t('tours.unavailable')}</p>
      </>
    );

  const toursPerDate = overview.data ?? {};
  const { tours: allTours, pictures } = tours.data;
  const categories = nonEmptyCategories(attributes.data.category, allTours);
  const venues = attributes.data.venues.filter((venue) =>
    allTours.some((tour) => tour.venue.id === venue.id),
  );
  const languages = attributes.data.languages.filter((language) =>
    offeredLanguages.includes(language.identifier),
  );
  const withoutDay = filterTours(allTours, { ...filters, day: undefined }, toursPerDate);
  const days = lookAheadDays(toursPerDate, today, new Set(withoutDay.map((tour) => tour.id)));
  const anyLanguageDays = lookAheadDays(toursPerDate, today);
  const shown = filterTours(allTours, filters, toursPerDate);
  const dayName = (offset: number, date: string) =>
    offset === 0 ? t('tours.today') : offset === 1 ? t('tours.tomorrow') : weekdayLabel(date, lang);

  return (
    <>
      <h1>{t('common:routes.guidedTours.title')}</h1>
      <p className={styles.lead}>{t('tours.intro')}</p>
      <form
        className={styles.filters}
        aria-label={t('tours.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        {categories.length > 1 && (
          <SelectField
            label={t('tours.category')}
            placeholder={t('tours.allCategories')}
            options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
            value={filters.category ?? ALL}
            onChange={(event) => setFilter({ category: numberOrUndefined(event.target.value) })}
          />
        )}
        {languages.length > 1 && (
          <SelectField
            label={t('tours.language')}
            placeholder={t('tours.allLanguages')}
            options={languages.map((language) => ({ value: language.identifier, label: language.name }))}
            value={filters.language ?? ALL}
            onChange={(event) => setFilter({ language: event.target.value || undefined })}
          />
        )}
        {venues.length > 1 && (
          <SelectField
            label={t('tours.venue')}
            placeholder={t('tours.allVenues')}
            options={venues.map((venue) => ({ value: String(venue.id), label: venue.name }))}
            value={filters.venue ?? ALL}
            onChange={(event) => setFilter({ venue: numberOrUndefined(event.target.value) })}
          />
        )}
        <fieldset className={styles.days}>
          <legend>{t('tours.day')}</legend>
          <label className={styles.chip}>
            <input
              type="radio"
              name="tour-day"
              checked={filters.day === undefined}
              onChange={() => setFilter({ day: undefined })}
            />
            <span>{t('tours.anyDay')}</span>
          </label>
          {days.map((day, index) => {
            const why = day.hasTours
              ? undefined
              : anyLanguageDays[index]?.hasTours
                ? t('tours.noTourInLanguage')
                : t('tours.noTours');
            return (
              <label key={day.date} className={`${styles.chip} ${day.hasTours ? '' : styles.chipEmpty}`}>
                <input
                  type="radio"
                  name="tour-day"
                  checked={filters.day === day.date}
                  onChange={() => setFilter({ day: day.date })}
                />
                <span>
                  {dayName(day.offset, day.date)}{' '}
                  <span className={styles.chipDate}>{formatDate(day.date)}</span>
                  {why && <span className={styles.chipNote}>{why}</span>}
                </span>
              </label>
            );
          })}
        </fieldset>
      </form>
      <p className={styles.count} role="status">
        {t('tours.count', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('tours.empty')}</p>
          <button type="button" className={styles.secondaryButton} onClick={() => setChosen({})}>
            {t('tours.showAll')}
          </button>
        </div>
      ) : (
        <ul className={styles.cards}>
          {shown.map((tour, index) => (
            <TourCard
              key={tour.id}
              tour={tour}
              picture={catalogPicture(tour.image, pictures)}
              href={tourPath(tour.id)}
              lang={lang}
              index={index}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function TourCard({
  tour,
  picture,
  href,
  lang,
  index,
}: {
  tour: TourSummary;
  /** The tour's media-library picture's sizes, when the answer has them. */
  picture: MediaPictureImage | undefined;
  href: string;
  lang: Language;
  index: number;
}) {
  const { t } = useTranslation('booking');
  const from = lowestPrice(tour.priceList);
  return (
    <li className={styles.card}>
      <CardPicture
        className={styles.cardImage}
        picture={picture}
        src={tour.image}
        sizes={CATALOG_CARD_SIZES}
        size={CARD_IMAGE_SIZE}
        index={index}
      />
      <div className={styles.cardBody}>
        <p className={styles.cardKicker}>{tour.eventName}</p>
        <h2 className={styles.cardTitle}>
          <Link to={href} className={styles.cardLink}>
            {tour.name}
          </Link>
        </h2>
        <ul className={styles.facts}>
          <li>{t('tours.heldIn', { language: tour.langName })}</li>
          <li>{tour.venue.name}</li>
          <li>{t('tours.duration', { minutes: tour.duration })}</li>
        </ul>
        <p className={styles.cardText}>{tour.description}</p>
        {from !== null && (
          <p className={styles.price}>{t('tours.priceFrom', { price: formatMoney(from, lang) })}</p>
        )}
        <span className={styles.cardCta} aria-hidden="true">
          {t('tours.chooseDate')}
        </span>
      </div>
    </li>
  );
}
