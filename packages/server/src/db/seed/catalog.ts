import { LANGUAGES, type Translations } from '@museum-shop/contract';
import { localDateTime } from '../../lib/dates.ts';
import { demoConfig } from './shop.ts';

/** A text in the eight languages, in the order of LANGUAGES: en, de, fr, it, nl, es, sv, da. */
export function tr(...texts: [string, string, string, string, string, string, string, string]): Translations {
  return Object.fromEntries(LANGUAGES.map((lang, index) => [lang, texts[index]]));
}

/** Price names that tours and events share. */
export const PRICE_NAMES = {
  adult: tr('Adult', 'Erwachsene', 'Adulte', 'Adulto', 'Volwassene', 'Adulto', 'Vuxen', 'Voksen'),
  reduced: tr(
    'Reduced',
    'Ermäßigt',
    'Tarif réduit',
    'Ridotto',
    'Korting',
    'Reducida',
    'Rabatterad',
    'Nedsat pris',
  ),
};

/** The museum's date today; the demo's dates count from it so it never goes stale. */
export function demoToday(now = new Date()): string {
  return localDateTime(now, demoConfig.time_zone).slice(0, 10);
}
