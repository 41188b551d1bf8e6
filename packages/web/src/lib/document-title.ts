/**
 * The document title: page title, separator, site name (spec §2); without a page title only the
 * site name.
 */
export function documentTitle(pageTitle: string | undefined, separator: '-' | '|', siteName: string): string {
  return pageTitle ? `${pageTitle} ${separator} ${siteName}` : siteName;
}
