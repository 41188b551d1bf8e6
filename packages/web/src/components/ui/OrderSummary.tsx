import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { Button } from './Button.tsx';
import styles from './OrderSummary.module.css';

export interface OrderSummaryLine {
  key: string;
  label: string;
  /** Formatted money. */
  amount: string;
}

interface OrderSummaryProps {
  heading: string;
  lines: OrderSummaryLine[];
  totalLabel: string;
  /** Formatted money. */
  total: string;
  /** What stands in the way, in words; announced politely as it changes. */
  problems: string[];
  addLabel: string;
  onAdd: () => void;
  /** The add-to-basket button, e.g. to watch whether it is in view. */
  addRef?: Ref<HTMLButtonElement> | undefined;
  /** Shown after adding, in a polite live region, with a link to the basket. */
  added?: { message: string; linkText: string; href: string } | undefined;
  children?: ReactNode;
}

/** The chosen lines, their total, what is missing and the add-to-basket button of a booking screen. */
export function OrderSummary({
  heading,
  lines,
  totalLabel,
  total,
  problems,
  addLabel,
  onAdd,
  addRef,
  added,
  children,
}: OrderSummaryProps) {
  return (
    <section className={styles.summary} aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className={styles.heading}>
        {heading}
      </h2>
      {children}
      {lines.length > 0 && (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.key}>
              <span>{line.label}</span>
              <span className={styles.amount}>{line.amount}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.total}>
        <span>{totalLabel}</span>
        <span className={styles.amount}>{total}</span>
      </p>
      <div className={styles.problems} aria-live="polite">
        {problems.length > 0 && (
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
      <Button ref={addRef} className={styles.add} onClick={onAdd}>
        {addLabel}
      </Button>
      <div className={styles.added} role="status">
        {added && (
          <p>
            {added.message} <Link to={added.href}>{added.linkText}</Link>
          </p>
        )}
      </div>
    </section>
  );
}
