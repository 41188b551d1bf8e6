import { isLanguage, type Language } from '@museum-shop/contract';

/** The language prefix of an address's path (spec §2: `/{lang}/…`, any case), if it has one. */
export function pathLanguage(pathname: string): Language | undefined {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  return isLanguage(first) ? first : undefined;
}
