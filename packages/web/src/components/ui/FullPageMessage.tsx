import { useEffect, useLayoutEffect, useRef } from 'react';
import { Screen } from '../layout/Screen.tsx';
import { Button } from './Button.tsx';
import styles from './FullPageMessage.module.css';

interface FullPageMessageProps {
  title: string;
  body: string;
  /**
   * The language the texts are written in. It becomes the document's language, which may still be
   * the one of index.html when the shop could not start (WCAG 3.1.1).
   */
  lang: string;
  action?: { label: string; onClick: () => void; busy?: boolean };
  /** A plain link, e.g. to the home page: it loads the shop afresh. */
  link?: { label: string; href: string } | undefined;
}

/** A whole-page notice, e.g. when the shop's server cannot be reached; its heading takes the focus. */
export function FullPageMessage({ title, body, lang, action, link }: FullPageMessageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Screen className={styles.page}>
      <div className={styles.card} role="alert">
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        <p>{body}</p>
        {(action || link) && (
          <div className={styles.actions}>
            {action && (
              <Button onClick={action.onClick} busy={action.busy ?? false}>
                {action.label}
              </Button>
            )}
            {link && (
              <a className={styles.link} href={link.href}>
                {link.label}
              </a>
            )}
          </div>
        )}
      </div>
    </Screen>
  );
}
