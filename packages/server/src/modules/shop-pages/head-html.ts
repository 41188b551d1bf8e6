import type { Language } from '@museum-shop/contract';
import { jsonLdScriptText } from './structured-data.ts';

/** What a page's head says of it to search engines and link previews (issue 37). */
export interface PageHead {
  lang: Language;
  /** The whole document title: page title, separator, site name (spec §2). */
  title: string;
  description: string;
  /**
   * Absolute addresses: the page's own, and the same page in every offered language. An address
   * the shop has no screen at names none.
   */
  canonical: string | undefined;
  alternates: { lang: Language; href: string }[];
  /** The address for a language the museum does not offer: its default language's page. */
  defaultAlternate: string | undefined;
  siteName: string;
  /** Absolute address of the page's picture, for link previews. */
  image?: string | undefined;
  /** False for pages a search engine should not list (not found, personal screens). */
  indexable: boolean;
  structuredData: Record<string, unknown>[];
}

/** Open Graph's locale of each language, in the region the language is mostly read in. */
const OG_LOCALES: Record<Language, string> = {
  en: 'en_GB',
  de: 'de_DE',
  fr: 'fr_FR',
  it: 'it_IT',
  es: 'es_ES',
  nl: 'nl_NL',
  da: 'da_DK',
  sv: 'sv_SE',
};

/** Text in an element or in a quoted attribute of the page's HTML. */
export const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ')} />`;

/** The head's elements after the charset and viewport: title, description, links, Open Graph, JSON-LD. */
export function headElements(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.indexable ? [] : [meta('name', 'robots', 'noindex')]),
    ...(head.canonical ? [link({ rel: 'canonical', href: head.canonical })] : []),
    ...head.alternates.map((alternate) =>
      link({ rel: 'alternate', hreflang: alternate.lang, href: alternate.href }),
    ),
    ...(head.defaultAlternate
      ? [link({ rel: 'alternate', hreflang: 'x-default', href: head.defaultAlternate })]
      : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    meta('property', 'og:locale', OG_LOCALES[head.lang]),
    ...(head.image
      ? [meta('property', 'og:image', head.image), meta('name', 'twitter:card', 'summary_large_image')]
      : [meta('name', 'twitter:card', 'summary')]),
    ...head.structuredData.map(
      (data) => `<script type="application/ld+json">${jsonLdScriptText(data)}</script>`,
    ),
  ].join('\n    ');
}

/**
 * The app's index.html with the page's language and head: `<html lang>` set, and its `<title>`
 * replaced by the page's elements (put first in the head, or first of all, when it has none).
 */
export function withHead(indexHtml: string, head: PageHead): string {
  const elements = headElements(head);
  const withLang = indexHtml.replace(/<html\b[^>]*>/, `<html lang="${head.lang}">`);
  const titleTag = /<title>[^<]*<\/title>/;
  if (titleTag.test(withLang)) return withLang.replace(titleTag, () => elements);
  const headTag = /<head\b[^>]*>/;
  return headTag.test(withLang)
    ? withLang.replace(headTag, (tag) => `${tag}${elements}`)
    : `${elements}${withLang}`;
}

/** Plain text of a museum's HTML text, for a description: tags dropped, entities read, spaces joined. */
export function plainText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (entity, name: string) => {
      if (!name.startsWith('#')) return entities[name.toLowerCase()] ?? entity;
      const code = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      // A number past Unicode's last code point is no character: it stays as it was written.
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word and ended with an ellipsis when cut (a description's length). */
export function shortened(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
