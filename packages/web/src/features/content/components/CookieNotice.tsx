import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { SafeHtml } from '../../../components/ui/SafeHtml.tsx';
import { COOKIE_NOTICE_ATTRIBUTE } from '../cookie-notice.ts';
import styles from './CookieNotice.module.css';

interface CookieNoticeProps {
  /** The notice from the server (shopinfo content.cookie_warning), sanitised before rendering. */
  html: string;
  onAccept: () => void;
}

export function CookieNotice({ html, onAccept }: CookieNoticeProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const notice = useRef<HTMLElement>(null);
  // While the notice covers the bottom of the window, focused elements are scrolled clear of it (WCAG
  // 2.4.11), and the page has room below its end, so its last lines can be scrolled into view.
  useEffect(() => {
    const element = notice.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      // Hidden (accepted in this tab, and about to go), it needs no room.
      if (element.offsetHeight === 0) return;
      // Only a new height is written: each write restyles the whole page (issue 37).
      const height = `${element.offsetHeight}px`;
      if (root.style.getPropertyValue('--bottom-overlay') === height) return;
      root.style.setProperty('--bottom-overlay', height);
      // The notice grew (its font arrived, the window narrowed) after something below took the focus:
      // that element is brought clear of it again, as the browser did when it took the focus.
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused !== document.body && !element.contains(focused))
        focused.scrollIntoView({ block: 'nearest' });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--bottom-overlay');
    };
  }, []);
  return (
    <section
      ref={notice}
      className={styles.notice}
      aria-labelledby={headingId}
      {...{ [COOKIE_NOTICE_ATTRIBUTE]: '' }}
    >
      <div className={styles.inner}>
        <div className={styles.body}>
          <h2 id={headingId} className={styles.heading}>
            {t('cookies.heading')}
          </h2>
          <SafeHtml html={html} className={styles.text} />
        </div>
        <Button className={styles.accept} onClick={onAccept}>
          {t('cookies.accept')}
        </Button>
      </div>
    </section>
  );
}
