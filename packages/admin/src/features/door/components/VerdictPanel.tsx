import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './TicketCheck.module.css';

/**
 * The door's answer, large, for a ticket or a member card: the verdict in words with a sign beside
 * it (never colour alone), why not, who of how many, then the facts to compare with the person.
 */
export function VerdictPanel({
  admit,
  state,
  reason,
  person,
  facts,
}: {
  admit: boolean;
  /** The check's state, for the stylesheet and the tests. */
  state: string;
  reason: string | undefined;
  person: string | undefined;
  facts: readonly { label: string; value: string }[];
}) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.verdict} ${admit ? styles.admit : styles.deny}`} data-state={state}>
      <h2 className={styles.headline}>
        <span className={styles.sign} aria-hidden="true">
          {admit ? '✓' : '✕'}
        </span>
        {admit ? t('door.admit') : t('door.doNotAdmit')}
      </h2>
      {reason && <p className={styles.reason}>{reason}</p>}
      {person && <p className={styles.person}>{person}</p>}
      {facts.length > 0 && (
        <dl className={`facts ${styles.facts}`}>
          {facts.map((fact) => (
            <Fragment key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
    </div>
  );
}
