import { useTranslation } from 'react-i18next';
import styles from './ProgressBar.module.css';

export const CHECKOUT_STEPS = ['cart', 'signIn', 'payment', 'complete'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The four checkout steps (spec §2), shown when the configuration's show_progress_bar is on. */
export function ProgressBar({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation();
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <ol className={styles.steps} aria-label={t('progress.label')}>
      {CHECKOUT_STEPS.map((step, index) => (
        <li
          key={step}
          className={
            index < currentIndex ? styles.done : index === currentIndex ? styles.current : styles.step
          }
          aria-current={index === currentIndex ? 'step' : undefined}
        >
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <span>{t(`progress.${step}`)}</span>
          {index < currentIndex && <span className="visually-hidden">{t('progress.completed')}</span>}
        </li>
      ))}
    </ol>
  );
}
