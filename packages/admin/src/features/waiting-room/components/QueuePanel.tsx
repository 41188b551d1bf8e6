import type { StaffWaitingRoom } from '@museum-shop/contract';
import { Button, useAnnounce } from '@museum-shop/ui/controls';
import { useTranslation } from 'react-i18next';
import { EmptyMessage, errorText } from '../../../components/ui/StatusViews.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { browserTimeZone } from '../../../lib/local-date-time.ts';
import { useSaveWaitingRoom } from '../api/save-waiting-room.ts';
import styles from './WaitingRoom.module.css';

/** Where the queue stands: paused, waiting for the sale to open, or letting visitors in. */
function stateOf(room: StaffWaitingRoom, nowMs: number): 'paused' | 'before' | 'running' {
  if (room.paused) return 'paused';
  if (room.opens_at && Date.parse(room.opens_at) > nowMs) return 'before';
  return 'running';
}

const TONES = { paused: 'warn', before: undefined, running: 'good' } as const;

/**
 * The queue of the sale: its state, how many wait, were let in and arrived (asked again every few
 * seconds by the screen, so not read out at each change), and the Pause / Resume button, which
 * saves at once. A room that is off has no queue.
 */
export function QueuePanel({ room, refreshSeconds }: { room: StaffWaitingRoom; refreshSeconds: number }) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  if (!room.on)
    return (
      <EmptyMessage>
        <strong>{t('waitingRoom.offTitle')}</strong> {t('waitingRoom.offText')}
      </EmptyMessage>
    );
  const state = stateOf(room, Date.now());
  const minutes = Math.ceil(room.waiting / room.per_minute);
  const figures = [
    ['waiting', room.waiting],
    ['admitted', room.admitted],
    ['arrivals', room.arrivals],
  ] as const;
  return (
    <>
      <p className={styles.state}>
        <span className="badge" data-tone={TONES[state]}>
          {t(`waitingRoom.states.${state}`)}
        </span>{' '}
        {state === 'paused'
          ? t('waitingRoom.pausedText')
          : state === 'before'
            ? t('waitingRoom.beforeText', {
                time: formatDateTime(room.opens_at ?? '', browserTimeZone()),
                count: room.per_minute,
                number: numbers.format(room.per_minute),
              })
            : t('waitingRoom.runningText', {
                count: room.per_minute,
                number: numbers.format(room.per_minute),
              })}
      </p>
      <dl className={styles.figures}>
        {figures.map(([key, value]) => (
          <div key={key} className={styles.figure}>
            <dt>{t(`waitingRoom.figures.${key}`)}</dt>
            <dd>{numbers.format(value)}</dd>
          </div>
        ))}
      </dl>
      {state === 'running' && room.waiting > 0 && (
        <p>{t('waitingRoom.through', { count: minutes, number: numbers.format(minutes) })}</p>
      )}
      <p className="muted">{t('waitingRoom.refreshing', { count: refreshSeconds })}</p>
      <PauseButton room={room} />
    </>
  );
}

/** Pauses or resumes letting visitors in, saved at once with the room's other settings as they are. */
function PauseButton({ room }: { room: StaffWaitingRoom }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const save = useSaveWaitingRoom();
  const toggle = () =>
    save.mutate(
      { on: room.on, per_minute: room.per_minute, paused: !room.paused, opens_at: room.opens_at },
      {
        onSuccess: (answer) =>
          announce(answer.paused ? t('waitingRoom.pausedNow') : t('waitingRoom.resumedNow')),
      },
    );
  return (
    <div className={styles.pause}>
      <Button variant={room.paused ? 'primary' : 'secondary'} isPending={save.isPending} onPress={toggle}>
        {room.paused ? t('waitingRoom.resume') : t('waitingRoom.pause')}
      </Button>
      {save.error ? (
        <p role="alert" className="error-text">
          {errorText(t, save.error)}
        </p>
      ) : null}
    </div>
  );
}
