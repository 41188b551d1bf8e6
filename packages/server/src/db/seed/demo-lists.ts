import type { CatalogLists } from '@museum-shop/contract';
import { tr } from './catalog.ts';

/**
 * The demo document's ids of its list rows: a row's place in its list (decision 0029). Events,
 * tours and merchandise name venues, groups and categories by these.
 */
export const DEMO_VENUES = { mainHouse: 1, observatory: 2 } as const;
export const DEMO_CUSTOM_GROUPS = {
  books: 1,
  prints: 2,
  lightAndHome: 3,
  passes: 4,
  family: 5,
  evening: 6,
} as const;
export const DEMO_TICKET_GROUPS = { admission: 1, extras: 2 } as const;
export const DEMO_TOUR_CATEGORIES = { highlights: 1, groups: 2, evening: 3, families: 4 } as const;

/** The database's id of each demo custom group, for the merchandise the seed writes beside the catalog. */
export type DemoCustomGroupIds = Record<keyof typeof DEMO_CUSTOM_GROUPS, number>;

/** Venues, custom groups (the merchandise's categories too), ticket groups and tour categories. */
export const DEMO_LISTS: CatalogLists = {
  venues: [
    {
      id: DEMO_VENUES.mainHouse,
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
      id: DEMO_VENUES.observatory,
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
  ],
  custom_groups: [
    {
      id: DEMO_CUSTOM_GROUPS.books,
      name: tr('Books', 'Bücher', 'Livres', 'Libri', 'Boeken', 'Libros', 'Böcker', 'Bøger'),
    },
    {
      id: DEMO_CUSTOM_GROUPS.prints,
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
      id: DEMO_CUSTOM_GROUPS.lightAndHome,
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
      id: DEMO_CUSTOM_GROUPS.passes,
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
      id: DEMO_CUSTOM_GROUPS.family,
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
      id: DEMO_CUSTOM_GROUPS.evening,
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
  ],
  ticket_groups: [
    {
      id: DEMO_TICKET_GROUPS.admission,
      name: tr('Admission', 'Eintritt', 'Entrée', 'Ingresso', 'Toegang', 'Entrada', 'Entré', 'Entré'),
    },
    {
      id: DEMO_TICKET_GROUPS.extras,
      name: tr('Extras', 'Extras', 'En plus', 'Extra', 'Extra’s', 'Extras', 'Tillval', 'Tilvalg'),
    },
  ],
  tour_categories: [
    {
      id: DEMO_TOUR_CATEGORIES.highlights,
      name: tr(
        'Highlights',
        'Highlights',
        'Incontournables',
        'Da non perdere',
        'Hoogtepunten',
        'Imprescindibles',
        'Höjdpunkter',
        'Højdepunkter',
      ),
    },
    {
      id: DEMO_TOUR_CATEGORIES.groups,
      name: tr(
        'Schools and groups',
        'Schulen und Gruppen',
        'Scolaires et groupes',
        'Scuole e gruppi',
        'Scholen en groepen',
        'Colegios y grupos',
        'Skolor och grupper',
        'Skoler og grupper',
      ),
    },
    {
      id: DEMO_TOUR_CATEGORIES.evening,
      name: tr(
        'Evening tours',
        'Abendführungen',
        'Visites en soirée',
        'Visite serali',
        'Avondrondleidingen',
        'Visitas nocturnas',
        'Kvällsvisningar',
        'Aftenomvisninger',
      ),
    },
    {
      id: DEMO_TOUR_CATEGORIES.families,
      name: tr(
        'Families',
        'Familien',
        'Familles',
        'Famiglie',
        'Gezinnen',
        'Familias',
        'Familjer',
        'Familier',
      ),
    },
  ],
};
