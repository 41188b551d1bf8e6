import type { Language, StaffEvent } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { useDuplicateEvent } from '../api/duplicate-event.ts';
import { useSetEventStatus } from '../api/set-event-status.ts';
import { previewable } from './catalog-status.ts';
import { StatusPanel } from './StatusPanel.tsx';
import { VisitorPreviewLink } from './VisitorPreviewLink.tsx';

interface EventStatusActionsProps {
  event: StaffEvent;
  dirty: boolean;
  /** The languages the shop offers, its default first. */
  languages: readonly Language[];
}

/**
 * An event's status and what may be done with it as saved: publish it, archive it, take it back to
 * draft (only the changes that apply), copy it as a new draft and open that, or view it as a
 * visitor would.
 */
export function EventStatusActions({ event, dirty, languages }: EventStatusActionsProps) {
  const { t } = useTranslation();
  const duplicate = useDuplicateEvent(event.id);
  return (
    <StatusPanel
      id="event-status"
      status={event.status}
      means={t(`catalog.status.means.${event.status}`)}
      unsaved={t('catalog.status.unsaved')}
      dirty={dirty}
      setStatus={useSetEventStatus(event.id)}
      done={(status) => t(`catalog.status.done.${status}`)}
      duplicate={{ mutation: duplicate, copied: t('catalog.status.copied'), path: (id) => `/catalog/${id}` }}
    >
      {previewable(event.status) && <VisitorPreviewLink path={`tickets/${event.id}`} languages={languages} />}
    </StatusPanel>
  );
}
