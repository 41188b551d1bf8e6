import { useEffect, useState } from 'react';

const loadPurifier = () => import('dompurify');

/**
 * Starts loading DOMPurify ahead of the HTML: a screen whose HTML comes from a call fetches both at
 * once instead of one after the other (the largest paint of a static page waits for it).
 */
export function preloadSafeHtml(): void {
  void loadPurifier();
}

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/**
 * Renders HTML from the server after DOMPurify has cleaned it. DOMPurify is loaded only when there
 * is HTML to show, which keeps it out of the home route's first load.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void loadPurifier().then(({ default: DOMPurify }) => {
      if (current) setClean(DOMPurify.sanitize(html));
    });
    return () => {
      current = false;
    };
  }, [html]);
  if (clean === null) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
