import type { OrderLine } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import styles from './GroupAnswers.module.css';

/**
 * A guided tour line's group answers (the questions the tour asks when booking), one per line, for
 * the guide and the box office: on the day's list and in an order. Nothing when there are none.
 */
export function GroupAnswers({ answers }: { answers: OrderLine['answers'] }) {
  const { t } = useTranslation();
  if (answers.length === 0) return null;
  return (
    <ul className={styles.answers} aria-label={t('order.answers')}>
      {answers.map((answer) => (
        <li key={answer.question}>{t('order.answer', answer)}</li>
      ))}
    </ul>
  );
}
