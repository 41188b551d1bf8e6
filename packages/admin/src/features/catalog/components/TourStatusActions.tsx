import type { Language, StaffTour } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { useSetTourStatus } from '../api/set-tour-status.ts';
import { previewable } from './catalog-status.ts';
import { StatusPanel } from './StatusPanel.tsx';
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
  const { t } = useTranslation();
  return (
    <StatusPanel
      id="tour-status"
      status={tour.status}
      means={t(`catalog.status.means.${tour.status}`)}
      unsaved={t('catalog.tour.unsaved')}
      dirty={dirty}
      setStatus={useSetTourStatus(tour.id)}
      done={(status) => t(`catalog.tour.done.${status}`)}
    >
      {previewable(tour.status) && (
        <VisitorPreviewLink path={`guided-tours/${tour.id}`} languages={languages} />
      )}
    </StatusPanel>
  );
}
