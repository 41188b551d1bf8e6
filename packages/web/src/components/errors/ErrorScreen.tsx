import { DEFAULT_LANGUAGE } from '@museum-shop/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../layout/Screen.tsx';
import { Button } from '../ui/Button.tsx';
import messageStyles from '../ui/FullPageMessage.module.css';
import { FullPageMessage } from '../ui/FullPageMessage.tsx';
import { isChunkLoadError } from './chunk-load-error.ts';
import styles from './ErrorScreen.module.css';

interface ErrorScreenProps {
  error: unknown;
  /** A plain address of the home page; following it loads the shop afresh. */
  homeHref: string;
  /** Outside the shop's frame (the root boundary): a whole-page message. */
  fullPage?: boolean;
  onReload?: () => void;
}

const reloadPage = () => window.location.reload();

/**
 * What the visitor sees instead of a screen that failed: a missing piece of code (after a deploy)
 * asks for a reload, anything else says that something went wrong and offers a reload and the way
 * home. Its heading takes the focus, so keyboard and screen-reader users land on the message.
 */
export function ErrorScreen({ error, homeHref, fullPage = false, onReload = reloadPage }: ErrorScreenProps) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const chunk = isChunkLoadError(error);
  const title = t(chunk ? 'appError.chunkTitle' : 'appError.title');
  const body = t(chunk ? 'appError.chunkBody' : 'appError.body');
  const reload = t('appError.reload');
  const home = chunk ? undefined : { label: t('appError.home'), href: homeHref };
  useEffect(() => {
    if (!fullPage) heading.current?.focus();
  }, [fullPage]);

  if (fullPage) {
    return (
      <FullPageMessage
        title={title}
        body={body}
        lang={i18n.resolvedLanguage ?? DEFAULT_LANGUAGE}
        action={{ label: reload, onClick: onReload }}
        link={home}
      />
    );
  }
  return (
    <Screen>
      <div role="alert">
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        <p>{body}</p>
      </div>
      <div className={`${messageStyles.actions} ${styles.actions}`}>
        <Button onClick={onReload}>{reload}</Button>
        {home && (
          <a className={messageStyles.link} href={home.href}>
            {home.label}
          </a>
        )}
      </div>
    </Screen>
  );
}
