import { useTranslation } from 'react-i18next';
import { ErrorMessage, errorText, Loading } from '../../../components/ui/StatusViews.tsx';
import { useWaitingRoom, WAITING_ROOM_REFRESH_MS } from '../api/waiting-room.ts';
import { QueuePanel } from './QueuePanel.tsx';
import styles from './WaitingRoom.module.css';
import { WaitingRoomForm } from './WaitingRoomForm.tsx';

/**
 * The waiting room of a sale (issue 38): its queue, refreshed every few seconds while the screen is
 * open, with the Pause / Resume button, and its settings. `refreshMs` is for tests.
 */
export function WaitingRoomScreen({ refreshMs = WAITING_ROOM_REFRESH_MS }: { refreshMs?: number }) {
  const { t } = useTranslation();
  const room = useWaitingRoom(refreshMs);
  if (room.isPending) return <Loading />;
  if (!room.data) return <ErrorMessage error={room.error} onRetry={() => void room.refetch()} />;
  return (
    <>
      <p className={styles.intro}>{t('waitingRoom.intro')}</p>
      <div className={styles.layout}>
        <section className="panel" aria-labelledby="waiting-room-queue">
          <h2 id="waiting-room-queue">{t('waitingRoom.queue')}</h2>
          {/* A failed refresh keeps the last figures and says so; the next refresh may bring new ones. */}
          {room.isRefetchError && (
            <p className="error-text">{t('waitingRoom.stale', { reason: errorText(t, room.error) })}</p>
          )}
          <QueuePanel room={room.data} refreshSeconds={Math.max(1, Math.round(refreshMs / 1000))} />
        </section>
        <section className="panel" aria-labelledby="waiting-room-settings">
          <h2 id="waiting-room-settings">{t('waitingRoom.settings')}</h2>
          <WaitingRoomForm room={room.data} />
        </section>
      </div>
    </>
  );
}
