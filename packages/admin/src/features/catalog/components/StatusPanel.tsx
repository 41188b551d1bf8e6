import type { EventStatus } from '@museum-shop/contract';
import { Button, useAnnounce } from '@museum-shop/ui/controls';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './Catalog.module.css';
import { STATUS_CHANGES, STATUS_TONES, statusFailureText } from './catalog-status.ts';

/** A copy of the document as a new draft, and where that opens. */
interface Duplicating {
  mutation: UseMutationResult<{ id: number }, Error, void>;
  /** What is announced once copied. */
  copied: string;
  path: (id: number) => string;
}

interface StatusPanelProps {
  /** The panel heading's id, unique on the screen. */
  id: string;
  /** The panel's heading, when it says more than "Status". */
  title?: string | undefined;
  status: EventStatus;
  /** What the status means for this kind of document. */
  means: string;
  /** Said while the form has unsaved changes: the buttons work on the document as saved. */
  unsaved: string;
  dirty: boolean;
  setStatus: UseMutationResult<{ status: EventStatus }, Error, EventStatus>;
  /** What is announced once the status changed. */
  done: (status: EventStatus) => string;
  duplicate?: Duplicating | undefined;
  /** More about the document as saved (its stock), under its status. */
  details?: ReactNode;
  /** More actions beside the status buttons (view as visitor, change the stock). */
  children?: ReactNode;
}

/**
 * A catalog document's status as saved and what may be done with it (events, tours, products,
 * voucher products): only the changes its status allows, each button waiting while its change is
 * sent and the others then disabled; a copy as a new draft, opened once made; and what the server
 * refused, said in an alert.
 */
export function StatusPanel(props: StatusPanelProps) {
  const { id, status, setStatus, duplicate } = props;
  const { t, i18n } = useTranslation();
  const announce = useAnnounce();
  const navigate = useNavigate();
  const failure = setStatus.error ?? duplicate?.mutation.error ?? null;
  const busy = setStatus.isPending || Boolean(duplicate?.mutation.isPending);

  const change = (next: EventStatus) => {
    duplicate?.mutation.reset();
    setStatus.mutate(next, { onSuccess: (answer) => announce(props.done(answer.status)) });
  };
  const copy = (copying: Duplicating) => {
    setStatus.reset();
    copying.mutation.mutate(undefined, {
      onSuccess: (copied) => {
        announce(copying.copied);
        navigate(copying.path(copied.id));
      },
    });
  };

  return (
    <section className={`panel ${styles.statusPanel}`} aria-labelledby={id}>
      <h2 id={id}>{props.title ?? t('catalog.status.title')}</h2>
      <p>
        <span className="badge" data-tone={STATUS_TONES[status]}>
          {t(`catalog.statuses.${status}`)}
        </span>{' '}
        {props.means}
      </p>
      {props.details}
      {props.dirty && <p className="muted">{props.unsaved}</p>}
      <div className="buttons">
        {STATUS_CHANGES[status].map((next) => (
          <Button
            key={next}
            variant={next === 'published' ? 'primary' : 'secondary'}
            isPending={setStatus.isPending && setStatus.variables === next}
            isDisabled={busy && !(setStatus.isPending && setStatus.variables === next)}
            onPress={() => change(next)}
          >
            {t(`catalog.status.to.${next}`)}
          </Button>
        ))}
        {duplicate && (
          <Button
            variant="secondary"
            isPending={duplicate.mutation.isPending}
            isDisabled={setStatus.isPending}
            onPress={() => copy(duplicate)}
          >
            {t('catalog.status.duplicate')}
          </Button>
        )}
        {props.children}
      </div>
      {failure ? (
        <p role="alert" className="error-text">
          {statusFailureText(t, i18n.resolvedLanguage ?? 'en', failure)}
        </p>
      ) : null}
    </section>
  );
}
