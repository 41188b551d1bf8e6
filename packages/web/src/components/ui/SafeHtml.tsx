import { useEffect, useMemo, useState } from 'react';
import { SERVER_HTML_ATTRIBUTE } from '../../lib/server-html.ts';

type Sanitize = (html: string) => string;

/** DOMPurify once it has loaded: HTML that arrives later is cleaned and shown in its first render. */
let loadedSanitize: Sanitize | undefined;

function loadPurifier(): Promise<Sanitize> {
  return import('dompurify').then(({ default: purifier }) => {
    loadedSanitize = (html) => purifier.sanitize(html);
    return loadedSanitize;
  });
}

/**
 * The server's own sanitiser, where it renders a page (issue 37): DOMPurify needs a browser's DOM.
 * The browser loads DOMPurify before it hydrates such a page (the static page's code brings it).
 */
export function sanitizeOnServerWith(sanitize: Sanitize): void {
  loadedSanitize = sanitize;
}

/**
 * Starts loading DOMPurify ahead of the HTML: a screen whose HTML comes from a call fetches both at
 * once instead of one after the other (the largest paint of a static page waits for it). Resolves
 * when it has loaded.
 */
export async function preloadSafeHtml(): Promise<void> {
  await loadPurifier();
}

/** DOMPurify's cleaner once it has loaded, loading it while `wanted`; undefined until then. */
function useSanitizer(wanted = true): Sanitize | undefined {
  const [sanitize, setSanitize] = useState(() => loadedSanitize);
  useEffect(() => {
    if (sanitize || !wanted) return;
    let current = true;
    void loadPurifier().then((loaded) => {
      // A function: wrapped, so React does not call it as an updater.
      if (current) setSanitize(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [sanitize, wanted]);
  return sanitize;
}

/**
 * True once DOMPurify has loaded (loading it while `wanted`): a SafeHtml rendered from then on
 * shows its HTML in its first render.
 */
export function useSafeHtmlReady(wanted: boolean): boolean {
  return useSanitizer(wanted) !== undefined;
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
  const sanitize = useSanitizer();
  const clean = useMemo(() => sanitize?.(html), [sanitize, html]);
  if (clean === undefined) return null;
  const marker = { [SERVER_HTML_ATTRIBUTE]: '' };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
  return <div className={className} {...marker} dangerouslySetInnerHTML={{ __html: clean }} />;
}
