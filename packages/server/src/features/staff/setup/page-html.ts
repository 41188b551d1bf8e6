import sanitizeHtml from 'sanitize-html';

/** What a static page may hold: the rich-text editor's marks and blocks, and links. */
const PAGE_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'br',
    'hr',
    'blockquote',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
};

/** Tags that run code or pull in another document: refused rather than silently dropped. */
const ACTIVE_TAGS = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'frame',
  'frameset',
  'applet',
  'base',
  'meta',
]);
const SCRIPT_URL = /^\s*(javascript|vbscript|data):/i;

export interface SanitisedPage {
  html: string;
  /** The HTML tried to run something: a script, an event handler or a script address. */
  hadScript: boolean;
}

/**
 * The page's HTML as the shop may render it. Markup the editor does not make (a `div`, a class)
 * is dropped quietly; anything that would run is reported, so the staff app can say why the page
 * was refused instead of storing it changed behind the museum's back.
 */
export function sanitisePageHtml(input: string): SanitisedPage {
  let hadScript = false;
  const html = sanitizeHtml(input, {
    ...PAGE_HTML_OPTIONS,
    onOpenTag: (name, attributes) => {
      if (ACTIVE_TAGS.has(name.toLowerCase())) hadScript = true;
      for (const [attribute, value] of Object.entries(attributes)) {
        if (/^on/i.test(attribute)) hadScript = true;
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.toLowerCase()) &&
          SCRIPT_URL.test(value)
        )
          hadScript = true;
      }
    },
  });
  return { html: html.trim(), hadScript };
}
