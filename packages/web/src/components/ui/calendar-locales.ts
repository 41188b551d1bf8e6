import type { Language } from '@museum-shop/contract';
import type { DayPickerLocale } from 'react-day-picker';
import { trackedLoads } from '../../lib/tracked-load.ts';

/**
 * The calendar's month and day names, one language's file at a time: all eight in the booking
 * screens' script cost every visitor about 20 KB of brotli for the one they read (issue 37).
 */
const LOADERS: Record<Language, () => Promise<DayPickerLocale>> = {
  en: () => import('react-day-picker/locale/en-GB').then((module) => module.enGB),
  de: () => import('react-day-picker/locale/de').then((module) => module.de),
  fr: () => import('react-day-picker/locale/fr').then((module) => module.fr),
  it: () => import('react-day-picker/locale/it').then((module) => module.it),
  nl: () => import('react-day-picker/locale/nl').then((module) => module.nl),
  es: () => import('react-day-picker/locale/es').then((module) => module.es),
  sv: () => import('react-day-picker/locale/sv').then((module) => module.sv),
  da: () => import('react-day-picker/locale/da').then((module) => module.da),
};

/** The calendar's names in `lang`, loaded once. */
export const calendarLocale = trackedLoads((lang: Language) => LOADERS[lang]());
