import type { DOMPurify } from 'dompurify';
import { useEffect, useMemo, useState } from 'react';

/** DOMPurify once it has loaded: HTML that arrives later is cleaned and shown in its first render. */
let loadedPurifier: DOMPurify | undefined;

function loadPurifier(): Promise<DOMPurify> {
  return import('dompurify').then(({ default: purifier }) => {
    loadedPurifier = purifier;
    return purifier;
  });
}

/**
 * Starts loading DOMPurify ahead of the HTML: a screen whose HTML comes from a call fetches both at
 * once instead of one after the other (the largest paint of a static page waits for it). Resolves
 * when it has loaded.
 */
export async function preloadSafeHtml(): Promise<void> {
  await loadPurifier();
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
  const [purifier, setPurifier] = useState(loadedPurifier);
  useEffect(() => {
    if (purifier) return;
    let current = true;
    void loadPurifier().then((loaded) => {
      // DOMPurify is a function: wrapped, so React does not call it as an updater.
      if (current) setPurifier(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [purifier]);
  const clean = useMemo(() => purifier?.sanitize(html), [purifier, html]);
  if (clean === undefined) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
