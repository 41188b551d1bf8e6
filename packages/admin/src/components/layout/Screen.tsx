import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** React Router's key of the address the page was loaded at: no navigation has happened yet. */
const LOADED_AT = 'default';

/**
 * A screen: its heading names it and the document's title. After a navigation inside the app (a
 * link, signing in, a redirect) the focus moves to the heading, so a keyboard or screen-reader
 * user starts at the new content; on the address the page was loaded at it stays where the
 * browser put it.
 */
export function Screen({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const navigated = useLocation().key !== LOADED_AT;
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  // Once, when the screen appears; later changes of the address within it keep the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only, by design.
  useEffect(() => {
    if (navigated) heading.current?.focus();
  }, []);
  return (
    <>
      <div className="screen-head">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {actions && <div className="screen-actions no-print">{actions}</div>}
      </div>
      {children}
    </>
  );
}
