import { type AppConfig, isOn, type Language, NAV_KEYS } from '@museum-shop/contract';

export type SectionKey = (typeof NAV_KEYS)[number];

const SECTION_FLAGS: Record<
  SectionKey,
  'has_tickets' | 'has_guided_tours' | 'has_merchandise' | 'has_memcard' | 'has_vouchers'
> = {
  tickets: 'has_tickets',
  guided_tours: 'has_guided_tours',
  merchandise: 'has_merchandise',
  passes: 'has_memcard',
  vouchers: 'has_vouchers',
};

export function sectionEnabled(config: AppConfig, section: SectionKey): boolean {
  return isOn(config[SECTION_FLAGS[section]]);
}

/** The sections the configuration switches on, in navigation order. */
export function enabledSections(config: AppConfig): SectionKey[] {
  return NAV_KEYS.filter((section) => sectionEnabled(config, section));
}

/** The museum's own label for a section in `lang`, if it set one (nav_translations). */
export function customSectionLabel(
  config: AppConfig,
  lang: Language,
  section: SectionKey,
): string | undefined {
  return config.nav_translations[lang]?.[section];
}

export const userRegistrationEnabled = (config: AppConfig) => isOn(config.user_registration);

/** Module mode: a shop embedded in the museum's site may hide header and footer. */
export const showsHeader = (config: AppConfig) => isOn(config.showHeader);
export const showsFooter = (config: AppConfig) => isOn(config.showFooter);
export const showsProgressBar = (config: AppConfig) => isOn(config.show_progress_bar);

/** Where the brand link goes: the museum's main site (per language, new tab) when configured, else the shop's home. */
export function brandTarget(config: AppConfig, lang: Language): { external: string } | { home: true } {
  const mainSite = config.museum_per_language_urls[lang] ?? config.extern_museum_main_url;
  return isOn(config.logo_links_to_main_site) && mainSite ? { external: mainSite } : { home: true };
}

/** The museum's main site in `lang`, for the first breadcrumb. */
export function mainSiteUrl(config: AppConfig, lang: Language): string | null {
  return config.museum_per_language_urls[lang] ?? config.extern_museum_main_url;
}

/** Payments take no real money (the payment sandbox, a provider's test keys); absent means real ones. */
export const isTestMode = (config: AppConfig) => config.test_mode === true;
