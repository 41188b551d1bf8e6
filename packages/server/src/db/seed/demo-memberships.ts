import type { CatalogDocument, MembershipBenefit } from '@museum-shop/contract';
import { tr } from './catalog.ts';
import { DEMO_CUSTOM_GROUPS } from './demo-lists.ts';

// The demo museum's two annual passes as its catalog document holds them (decision 0033): the
// single pass for one person, the family's for six, both twelve months from purchase and free
// entry to every event, the family's with a tenth of each slot kept for members until the day
// before. Listed under "Annual passes" (and the family's under "For families") by the document's
// list ids.

type DemoMemberships = NonNullable<CatalogDocument['memberships']>;

// No share of the demo's slots is kept for members: the demo's places stay what its calendar and
// the tests built on it count. A museum sets a share per type.
const freeEntry = (persons: number): MembershipBenefit => ({
  event_ids: null,
  discount_percent: 100,
  per_booking: persons,
  per_day: persons,
  member_share_percent: 0,
  member_share_until_hours: 0,
});

export function demoMemberships(): DemoMemberships {
  return [
    {
      status: 'published',
      custom_group_ids: [DEMO_CUSTOM_GROUPS.passes],
      document: {
        name: tr(
          'Annual pass',
          'Jahreskarte',
          'Abonnement annuel',
          'Abbonamento annuale',
          'Jaarkaart',
          'Pase anual',
          'Årskort',
          'Årskort',
        ),
        description: tr(
          'A year of free entry to the museum, the observatory and every special exhibition.',
          'Ein Jahr freier Eintritt ins Museum, in die Sternwarte und in alle Sonderausstellungen.',
          'Un an d’entrée libre au musée, à l’observatoire et à toutes les expositions temporaires.',
          'Un anno di ingresso libero al museo, all’osservatorio e a tutte le mostre temporanee.',
          'Een jaar gratis toegang tot het museum, de sterrenwacht en alle tijdelijke tentoonstellingen.',
          'Un año de entrada libre al museo, al observatorio y a todas las exposiciones temporales.',
          'Ett år med fri entré till museet, observatoriet och alla tillfälliga utställningar.',
          'Et års fri adgang til museet, observatoriet og alle særudstillinger.',
        ),
        images: ['/static/demo/pass.svg'],
        price: 4500,
        vat_value: 0,
        sequence_no: 1,
        validity: 'months_from_purchase',
        persons: 1,
        benefits: [freeEntry(1)],
      },
    },
    {
      status: 'published',
      custom_group_ids: [DEMO_CUSTOM_GROUPS.passes, DEMO_CUSTOM_GROUPS.family],
      document: {
        name: tr(
          'Family annual pass',
          'Familien-Jahreskarte',
          'Abonnement annuel famille',
          'Abbonamento annuale famiglia',
          'Gezinsjaarkaart',
          'Pase anual familiar',
          'Årskort för familjen',
          'Familieårskort',
        ),
        description: tr(
          'Two adults and all their children under 18, for a whole year.',
          'Zwei Erwachsene und alle ihre Kinder unter 18, ein ganzes Jahr lang.',
          'Deux adultes et tous leurs enfants de moins de 18 ans, pendant toute une année.',
          'Due adulti e tutti i loro figli sotto i 18 anni, per un anno intero.',
          'Twee volwassenen en al hun kinderen onder de 18, een heel jaar lang.',
          'Dos adultos y todos sus hijos menores de 18 años, durante un año entero.',
          'Två vuxna och alla deras barn under 18 år, ett helt år.',
          'To voksne og alle deres børn under 18 år i et helt år.',
        ),
        images: ['/static/demo/pass-family.svg'],
        price: 7900,
        vat_value: 0,
        sequence_no: 2,
        validity: 'months_from_purchase',
        persons: 6,
        benefits: [freeEntry(6)],
      },
    },
  ];
}
