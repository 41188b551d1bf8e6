import type { EventStatus, Language, StaffEvent } from '@museum-shop/contract';
import { Button, useAnnounce } from '@museum-shop/ui/controls';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useDuplicateEvent } from '../api/duplicate-event.ts';
import { useSetEventStatus } from '../api/set-event-status.ts';
import styles from './Catalog.module.css';
import { problemText } from './problem-texts.ts';
import { VisitorPreviewLink } from './VisitorPreviewLink.tsx';

/** A status's badge tone: on sale is good news, archived is a warning, a draft plain. */
export const STATUS_TONES: Record<EventStatus, 'good' | 'warn' | undefined> = {
  draft: undefined,
  published: 'good',
  archived: 'warn',
};

/** The changes each status allows (an event's or a tour's), in the order the buttons show them. */
export const STATUS_CHANGES: Record<EventStatus, EventStatus[]> = {
  draft: ['published', 'archived'],
  published: ['archived', 'draft'],
  archived: ['published', 'draft'],
};

/** Whether visitors' screens can show it: published, or a draft through the preview link (issue 35). */
export const previewable = (status: EventStatus) => status !== 'archived';

/** What a refused status change (or copy) says: its error and the problems the server named. */
export function statusFailureText(t: TFunction, lang: string, failure: Error | null): string {
  if (!failure) return '';
  return [
    errorText(t, failure),
    ...Object.values(fieldErrorsOf(failure)).map((messages) => problemText(t, lang, messages)),
  ]
    .filter(Boolean)
    .join(' ');
}

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
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const announce = useAnnounce();
  const navigate = useNavigate();
  const setStatus = useSetEventStatus(event.id);
  const duplicate = useDuplicateEvent(event.id);
  const failure = setStatus.error ?? duplicate.error;
  const busy = setStatus.isPending || duplicate.isPending;
  const failureText = statusFailureText(t, lang, failure);

  const change = (status: EventStatus) => {
    duplicate.reset();
    setStatus.mutate(status, { onSuccess: (answer) => announce(t(`catalog.status.done.${answer.status}`)) });
  };
  const copy = () => {
    setStatus.reset();
    duplicate.mutate(undefined, {
      onSuccess: (copied) => {
        announce(t('catalog.status.copied'));
        navigate(`/catalog/${copied.id}`);
      },
    });
  };

  return (
    <section className={`panel ${styles.statusPanel}`} aria-labelledby="event-status">
      <h2 id="event-status">{t('catalog.status.title')}</h2>
      <p>
        <span className="badge" data-tone={STATUS_TONES[event.status]}>
          {t(`catalog.statuses.${event.status}`)}
        </span>{' '}
        {t(`catalog.status.means.${event.status}`)}
      </p>
      {dirty && <p className="muted">{t('catalog.status.unsaved')}</p>}
      <div className="buttons">
        {STATUS_CHANGES[event.status].map((status) => (
          <Button
            key={status}
            variant={status === 'published' ? 'primary' : 'secondary'}
            isPending={setStatus.isPending && setStatus.variables === status}
            isDisabled={busy && !(setStatus.isPending && setStatus.variables === status)}
            onPress={() => change(status)}
          >
            {t(`catalog.status.to.${status}`)}
          </Button>
        ))}
        <Button
          variant="secondary"
          isPending={duplicate.isPending}
          isDisabled={setStatus.isPending}
          onPress={copy}
        >
          {t('catalog.status.duplicate')}
        </Button>
        {previewable(event.status) && (
          <VisitorPreviewLink path={`tickets/${event.id}`} languages={languages} />
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
