import type { AppConfig, Language } from '@museum-shop/contract';

/** The site name in `lang`, else the untranslated site name. */
export function siteNameFor(config: AppConfig, lang: Language): string {
  return config.site_name_translations[lang] ?? config.site_name;
}
