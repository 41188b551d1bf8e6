import { localDateTime, type WaitingRoomState } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { waitEstimate } from '../rules.ts';
import styles from './WaitingRoomPlace.module.css';

interface WaitingRoomPlaceProps {
  /** The last answer of the queue; undefined until the first. */
  state: WaitingRoomState | undefined;
  /** The call failed and there is no answer to show. */
  error: unknown;
  onRetry: () => void;
  /** The museum's time zone: when the sale opens is told on its clock. */
  timeZone: string;
}

/**
 * The visitor's place in the queue (issue 38): how many are before them and about how long it
 * takes, or that the queue is paused, and when the sale opens. What changes is one polite live
 * region, kept in the page from the start, so a screen reader hears each change without the focus
 * moving; the box keeps its height from loading to answer, so nothing below it jumps.
 */
export function WaitingRoomPlace({ state, error, onRetry, timeZone }: WaitingRoomPlaceProps) {
  const { t } = useTranslation('checkout');
  const failed = state === undefined && error !== null && error !== undefined;
  return (
    <div className={styles.place}>
      <div role="status" className={styles.status}>
        {state ? (
          <PlaceText state={state} timeZone={timeZone} />
        ) : (
          !failed && <p>{t('waitingRoom.joining')}</p>
        )}
      </div>
      {failed && (
        <div className={styles.failure}>
          <LoadError
            error={error}
            fallback={t('waitingRoom.loadFailed')}
            retryLabel={t('waitingRoom.retry')}
            onRetry={onRetry}
          />
        </div>
      )}
    </div>
  );
}

function PlaceText({ state, timeZone }: { state: WaitingRoomState; timeZone: string }) {
  const { t } = useTranslation('checkout');
  if (state.admitted) return <p className={styles.ahead}>{t('waitingRoom.admitted')}</p>;
  const estimate = state.wait_seconds === null ? null : waitEstimate(state.wait_seconds);
  const opensAt = state.opens_at !== null && Date.parse(state.opens_at) > Date.now() ? state.opens_at : null;
  return (
    <>
      <p className={styles.ahead}>
        {state.ahead > 0 ? t('waitingRoom.ahead', { count: state.ahead }) : t('waitingRoom.next')}
      </p>
      {state.paused ? (
        <p>{t('waitingRoom.paused')}</p>
      ) : (
        estimate && (
          <p>
            {estimate.unit === 'soon'
              ? t('waitingRoom.wait.soon')
              : t(`waitingRoom.wait.${estimate.unit}`, { count: estimate.count })}
          </p>
        )
      )}
      {opensAt && (
        <p>
          {t('waitingRoom.opensAt', { when: formatDateTime(localDateTime(new Date(opensAt), timeZone)) })}
        </p>
      )}
    </>
  );
}
