import { useEffect, useMemo, useState } from 'react';
import { useSharedRender } from '../../lib/shared-render.ts';

type Sanitize = (html: string) => string;

/** DOMPurify once it has loaded: HTML that arrives later is cleaned and shown in its first render. */
let loadedSanitize: Sanitize | undefined;
/**
 * The server's own sanitiser, where it renders a page (issue 37): DOMPurify needs a browser's DOM,
 * and a screen's code that loads DOMPurify on the server (a static page's) must not replace it.
 */
let serverSanitize: Sanitize | undefined;

/** The sanitiser this process has: the server's, else DOMPurify once it has loaded. */
const currentSanitize = () => serverSanitize ?? loadedSanitize;

function loadPurifier(): Promise<Sanitize> {
  return import('dompurify').then(({ default: purifier }) => {
    const sanitize: Sanitize = (html) => purifier.sanitize(html);
    loadedSanitize = sanitize;
    return sanitize;
  });
}

export function sanitizeOnServerWith(sanitize: Sanitize): void {
  serverSanitize = sanitize;
}

/** Forgets the sanitisers, as a page that has not loaded DOMPurify yet starts (tests). */
export function forgetSanitizer(): void {
  loadedSanitize = undefined;
  serverSanitize = undefined;
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
  const [sanitize, setSanitize] = useState(currentSanitize);
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
 * True when this component takes over HTML the server sanitised, in a browser that has not loaded
 * DOMPurify (issue 37): the element keeps the server's markup, and DOMPurify (10 KB, a tenth of a
 * phone's first load) is loaded only if the HTML changes. On the server, and wherever DOMPurify has
 * loaded, the HTML is sanitised as it renders, so both sides show the same.
 */
function useTakesOverServerHtml(): boolean {
  const sharedRender = useSharedRender();
  const [takesOver] = useState(() => sharedRender && currentSanitize() === undefined);
  return takesOver;
}

/**
 * True once SafeHtml can show HTML in its first render (loading DOMPurify while `wanted`): when
 * DOMPurify has loaded, or when it takes over what the server rendered.
 */
export function useSafeHtmlReady(wanted: boolean): boolean {
  const takesOver = useTakesOverServerHtml();
  return useSanitizer(wanted && !takesOver) !== undefined || takesOver;
}

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/**
 * Renders HTML from the server after DOMPurify has cleaned it. DOMPurify is loaded only when there
 * is HTML to show that the server has not rendered, which keeps it out of a first load.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const takesOver = useTakesOverServerHtml();
  // The HTML the server rendered into this element, kept until it changes (a new language).
  const [serverHtml] = useState(() => (takesOver ? html : undefined));
  const keepsServerMarkup = serverHtml !== undefined && html === serverHtml;
  const sanitize = useSanitizer(!keepsServerMarkup);
  const clean = useMemo(
    () => (keepsServerMarkup ? undefined : sanitize?.(html)),
    [keepsServerMarkup, sanitize, html],
  );
  if (keepsServerMarkup)
    // The element is taken over as the server sent it, its content never written by this render
    // (empty here): React leaves the markup of dangerouslySetInnerHTML as it finds it, and writes
    // it only when it changes, which is when the HTML has changed and has been sanitised below.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: writes nothing; the server sanitised what is there.
    return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  if (clean === undefined) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
