import styles from './Spinner.module.css';

interface SpinnerProps {
  label: string;
  fullPage?: boolean;
  /** Inside the content column of a screen, e.g. while a screen's code or data loads. */
  padded?: boolean;
}

/** A waiting indicator that screen readers announce by its label. */
export function Spinner({ label, fullPage = false, padded = false }: SpinnerProps) {
  const className = fullPage ? styles.fullPage : padded ? styles.padded : styles.inline;
  return (
    <div className={className} role="status" aria-live="polite">
      <span className={styles.circle} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
