import { useEffect, useRef } from 'react';
import { Button } from './Button.tsx';
import styles from './FullPageMessage.module.css';

interface FullPageMessageProps {
  title: string;
  body: string;
  action?: { label: string; onClick: () => void; busy?: boolean };
}

/** A whole-page notice, e.g. when the shop's server cannot be reached; its heading takes the focus. */
export function FullPageMessage({ title, body, action }: FullPageMessageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        <p>{body}</p>
        {action && (
          <Button onClick={action.onClick} busy={action.busy ?? false}>
            {action.label}
          </Button>
        )}
      </div>
    </main>
  );
}
