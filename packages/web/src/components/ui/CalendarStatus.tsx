import styles from './Calendar.module.css';
import { Spinner } from './Spinner.tsx';

interface CalendarStatusProps {
  /** While the month's dates load: the spinner's words. */
  loading?: string | undefined;
  message?: string | undefined;
  /** One step to the next bookable day or month. */
  action?: { label: string; onClick: () => void } | undefined;
  /** Instead of the step, while the next bookable day is still looked for: words saying so. */
  pending?: string | undefined;
}

/** The line under a booking calendar, read out politely: the chosen date, or why a day cannot be booked and the way on. */
export function CalendarStatus({ loading, message, action, pending }: CalendarStatusProps) {
  return (
    <div className={styles.status} aria-live="polite">
      {loading ? (
        <Spinner label={loading} />
      ) : (
        message && (
          <p>
            {message} {pending}
            {!pending && action && (
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
