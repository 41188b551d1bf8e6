import { type AppConfig, type Language, PAGE_IDS, type PageId } from '@museum-shop/contract';

export interface LegalLink {
  page: PageId;
  href: string;
  /** The museum's own title for a custom link; standard links use the translated page name. */
  title?: string;
  external: boolean;
}

/**
 * The footer's legal links (spec §2): the standard pages, or the museum's custom links for the
 * language where custom_terms_links names them (false, 'false' and '0' mean none); a custom link
 * without a title keeps the standard page name. Shipping only with merchandise.
 */
export function legalLinks(config: AppConfig, lang: Language, withShipping: boolean): LegalLink[] {
  const custom = typeof config.custom_terms_links === 'object' ? config.custom_terms_links[lang] : undefined;
  return PAGE_IDS.filter((page) => page !== 'shipping' || withShipping).map((page) => {
    const link = page === 'accessibility_statement' ? undefined : custom?.[page];
    return link
      ? { page, href: link.url, title: link.title || undefined, external: /^https?:\/\//i.test(link.url) }
      : { page, href: standardPagePath(lang, page), external: false };
  });
}

export function standardPagePath(lang: Language, page: PageId): string {
  return `/${lang}/page/${page}`;
}
