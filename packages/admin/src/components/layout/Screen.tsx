import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

let firstScreen = true;

/**
 * A screen: its heading names it and the document's title. After a navigation inside the app the
 * focus moves to the heading, so a keyboard or screen-reader user starts at the new content.
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
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  useEffect(() => {
    if (firstScreen) {
      firstScreen = false;
      return;
    }
    heading.current?.focus();
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
