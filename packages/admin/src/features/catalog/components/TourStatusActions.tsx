import type { Language, StaffTour } from '@museum-shop/contract';
import { Button, useAnnounce } from '@museum-shop/ui/controls';
import { useTranslation } from 'react-i18next';
import { useSetTourStatus } from '../api/set-tour-status.ts';
import styles from './Catalog.module.css';
import { previewable, STATUS_CHANGES, STATUS_TONES, statusFailureText } from './EventStatusActions.tsx';
import { VisitorPreviewLink } from './VisitorPreviewLink.tsx';

interface TourStatusActionsProps {
  tour: StaffTour;
  dirty: boolean;
  /** The languages the shop offers, its default first. */
  languages: readonly Language[];
}

/**
 * A guided tour's status and the changes it allows as saved: publish, archive, back to draft; and
 * a view of it as a visitor would see it.
 */
export function TourStatusActions({ tour, dirty, languages }: TourStatusActionsProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const announce = useAnnounce();
  const setStatus = useSetTourStatus(tour.id);
  const failure = setStatus.error;
  const failureText = statusFailureText(t, lang, failure);

  return (
    <section className={`panel ${styles.statusPanel}`} aria-labelledby="tour-status">
      <h2 id="tour-status">{t('catalog.status.title')}</h2>
      <p>
        <span className="badge" data-tone={STATUS_TONES[tour.status]}>
          {t(`catalog.statuses.${tour.status}`)}
        </span>{' '}
        {t(`catalog.status.means.${tour.status}`)}
      </p>
      {dirty && <p className="muted">{t('catalog.tour.unsaved')}</p>}
      <div className="buttons">
        {STATUS_CHANGES[tour.status].map((status) => (
          <Button
            key={status}
            variant={status === 'published' ? 'primary' : 'secondary'}
            isPending={setStatus.isPending && setStatus.variables === status}
            isDisabled={setStatus.isPending && setStatus.variables !== status}
            onPress={() =>
              setStatus.mutate(status, {
                onSuccess: (answer) => announce(t(`catalog.tour.done.${answer.status}`)),
              })
            }
          >
            {t(`catalog.status.to.${status}`)}
          </Button>
        ))}
        {previewable(tour.status) && (
          <VisitorPreviewLink path={`guided-tours/${tour.id}`} languages={languages} />
        )}
      </div>
      {failure ? (
        <p role="alert" className="error-text">
          {failureText}
        </p>
      ) : null}
    </section>
  );
}
