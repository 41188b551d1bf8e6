import styles from './Calendar.module.css';
import { Spinner } from './Spinner.tsx';

interface CalendarStatusProps {
  /** While the month's dates load: the spinner's words. */
  loading?: string | undefined;
  message?: string | undefined;
  /** One step to the next bookable day or month. */
  action?: { label: string; onClick: () => void } | undefined;
}

/** The line under a booking calendar, read out politely: the chosen date, or why a day cannot be booked and the way on. */
export function CalendarStatus({ loading, message, action }: CalendarStatusProps) {
  return (
    <div className={styles.status} aria-live="polite">
      {loading ? (
        <Spinner label={loading} />
      ) : (
        message && (
          <p>
            {message}{' '}
            {action && (
              <button type="button" className={styles.action} onClick={action.onClick}>
                {action.label}
              </button>
            )}
          </p>
        )
      )}
    </div>
  );
}
