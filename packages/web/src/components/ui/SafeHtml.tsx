import { useEffect, useState } from 'react';

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
    void import('dompurify').then(({ default: DOMPurify }) => {
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
