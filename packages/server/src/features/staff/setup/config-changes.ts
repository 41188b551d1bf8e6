import {
  type AppConfig,
  defaultLanguageFirst,
  LANGUAGES,
  type Language,
  mainSiteUrlsOf,
  type SectionFlags,
  type ShopDisplay,
  type ShopIdentityInput,
} from '@museum-shop/contract';

/**
 * What the setup forms that live in the shop's configuration make of it, as pure changes: a save
 * writes them (with its audit entry), and "View as visitor" shows them unsaved (preview drafts).
 * Each takes input its contract rule has accepted.
 */
export type ConfigChange = (config: AppConfig) => AppConfig;

/** The museum's name in its languages, the languages (the default first), time zone and support address. */
export function identityChange(input: ShopIdentityInput): ConfigChange {
  const languages = LANGUAGES.filter((lang) => input.languages.includes(lang));
  const names: Partial<Record<Language, string>> = {};
  for (const lang of languages) {
    const name = input.site_name_translations[lang]?.trim();
    if (name) names[lang] = name;
  }
  const ordered = defaultLanguageFirst(languages, input.default_language);
  return (config) => ({
    ...config,
    site_name: names[input.default_language] ?? config.site_name,
    site_name_translations: names,
    languages: ordered,
    // A tour language or preferred language the shop no longer offers falls back to the default.
    guided_tour_default_language: ordered.includes(config.guided_tour_default_language as Language)
      ? config.guided_tour_default_language
      : input.default_language,
    prefered_language:
      config.prefered_language && ordered.includes(config.prefered_language)
        ? config.prefered_language
        : null,
    time_zone: input.time_zone.trim(),
    support_email: input.support_email.trim(),
  });
}

/** The sections and registration flags. */
export const sectionsChange =
  (flags: SectionFlags): ConfigChange =>
  (config) => ({ ...config, ...flags });

/** The progress bar, the home screen, header and footer (module mode), and the main site per language. */
export function displayChange(input: ShopDisplay): ConfigChange {
  const urls = mainSiteUrlsOf(input);
  return (config) => ({
    ...config,
    show_progress_bar: input.show_progress_bar,
    home_view: input.home_view,
    showHeader: input.show_header,
    showFooter: input.show_footer,
    // The default language's address is the main one; the others are per language (spec §3).
    extern_museum_main_url: urls[config.languages[0] ?? 'en'] ?? Object.values(urls)[0] ?? null,
    museum_per_language_urls: urls,
    logo_links_to_main_site: input.logo_links_to_main_site,
  });
}
