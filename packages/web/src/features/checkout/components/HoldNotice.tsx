import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, type HoldAnnouncement, holdAnnouncement, holdSecondsLeft } from '../rules.ts';
import styles from './checkout.module.css';

interface HoldNoticeProps {
  /** initPayment's expires_at of the payment under way. */
  expiresAt: string;
  /** What the visitor can do once the hold has run out, e.g. a link back to the basket. */
  retry: ReactNode;
  /** For tests: the clock. */
  now?: () => number;
}

/**
 * The hold made visible (decision 0008): the time left to pay is shown as a clock, and told to
 * screen readers only at sensible moments (when shown, at 15, 10, 5, 2 and 1 minutes, at the end).
 * When it runs out the visitor is told that the places were released and may try again.
 */
export function HoldNotice({ expiresAt, retry, now = Date.now }: HoldNoticeProps) {
  const { t } = useTranslation('checkout');
  const [seconds, setSeconds] = useState(() => holdSecondsLeft(expiresAt, now()) ?? 0);
  const previous = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState<HoldAnnouncement | null>(null);

  useEffect(() => {
    const tick = () => setSeconds(holdSecondsLeft(expiresAt, now()) ?? 0);
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt, now]);

  useEffect(() => {
    const next = holdAnnouncement(previous.current, seconds);
    previous.current = seconds;
    if (next) setAnnouncement(next);
  }, [seconds]);

  const spoken =
    announcement?.kind === 'left'
      ? t('hold.announce', { count: announcement.minutes })
      : announcement?.kind === 'expired'
        ? t('hold.expired')
        : '';
  return (
    <div className={seconds > 0 ? styles.hold : styles.holdExpired}>
      {seconds > 0 ? (
        <p aria-hidden="true">
          {t('hold.visible')} <strong className={styles.clock}>{formatClock(seconds)}</strong>
        </p>
      ) : (
        <>
          <p aria-hidden="true">{t('hold.expired')}</p>
          {retry}
        </>
      )}
      <p role="status" className="visually-hidden">
        {spoken}
      </p>
    </div>
  );
}
