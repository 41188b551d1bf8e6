import type { Language } from '@museum-shop/contract';

/** Each language named in itself, as language selectors do, so a visitor finds their own. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  es: 'Español',
  sv: 'Svenska',
  da: 'Dansk',
};
