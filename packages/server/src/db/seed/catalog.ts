import { LANGUAGES, type Translations } from '@museum-shop/contract';
import { localDateTime } from '../../lib/dates.ts';
import type { Db } from '../database.ts';
import { customGroups, venues } from '../schema/catalog.ts';
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

export interface DemoRefs {
  venues: { mainHouse: number; observatory: number };
  groups: {
    books: number;
    prints: number;
    lightAndHome: number;
    passes: number;
    family: number;
    evening: number;
  };
}

/** Venues and custom groups shared by tours, events and merchandise. */
export async function seedCatalogRefs(db: Db, shopId: number): Promise<DemoRefs> {
  const [mainHouse, observatory] = await db
    .insert(venues)
    .values([
      {
        shopId,
        sequenceNo: 1,
        address: 'Am Lichthof 1, 10117 Berlin',
        name: tr(
          'Main House',
          'Haupthaus',
          'Bâtiment principal',
          'Sede principale',
          'Hoofdgebouw',
          'Edificio principal',
          'Huvudbyggnaden',
          'Hovedbygningen',
        ),
      },
      {
        shopId,
        sequenceNo: 2,
        address: 'Sternwartenweg 4, 10117 Berlin',
        name: tr(
          'Observatory',
          'Sternwarte',
          'Observatoire',
          'Osservatorio',
          'Sterrenwacht',
          'Observatorio',
          'Observatoriet',
          'Observatoriet',
        ),
      },
    ])
    .returning({ id: venues.id });
  const groupRows = await db
    .insert(customGroups)
    .values([
      {
        shopId,
        sequenceNo: 1,
        name: tr('Books', 'Bücher', 'Livres', 'Libri', 'Boeken', 'Libros', 'Böcker', 'Bøger'),
      },
      {
        shopId,
        sequenceNo: 2,
        name: tr(
          'Prints and posters',
          'Drucke und Poster',
          'Affiches et tirages',
          'Stampe e poster',
          'Prints en posters',
          'Láminas y pósteres',
          'Tryck och affischer',
          'Tryk og plakater',
        ),
      },
      {
        shopId,
        sequenceNo: 3,
        name: tr(
          'Light and home',
          'Licht und Wohnen',
          'Lumière et maison',
          'Luce e casa',
          'Licht en wonen',
          'Luz y hogar',
          'Ljus och hem',
          'Lys og bolig',
        ),
      },
      {
        shopId,
        sequenceNo: 4,
        name: tr(
          'Annual passes',
          'Jahreskarten',
          'Abonnements annuels',
          'Abbonamenti annuali',
          'Jaarkaarten',
          'Pases anuales',
          'Årskort',
          'Årskort',
        ),
      },
      {
        shopId,
        sequenceNo: 5,
        name: tr(
          'For families',
          'Für Familien',
          'En famille',
          'Per famiglie',
          'Voor gezinnen',
          'En familia',
          'För familjer',
          'For familier',
        ),
      },
      {
        shopId,
        sequenceNo: 6,
        name: tr(
          'Evenings',
          'Abends',
          'En soirée',
          'Di sera',
          "'s Avonds",
          'Por la noche',
          'Kvällar',
          'Om aftenen',
        ),
      },
    ])
    .returning({ id: customGroups.id });
  const [books, prints, lightAndHome, passes, family, evening] = groupRows.map((row) => row.id) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!mainHouse || !observatory) throw new Error('the venues were not created');
  return {
    venues: { mainHouse: mainHouse.id, observatory: observatory.id },
    groups: { books, prints, lightAndHome, passes, family, evening },
  };
}
