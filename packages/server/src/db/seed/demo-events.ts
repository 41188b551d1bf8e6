import {
  type CatalogDocument,
  type EventDocument,
  type OpeningSchedule,
  type TicketMode,
  type TicketTypeDraft,
  type Translations,
  weekdayOf,
} from '@museum-shop/contract';
import { addDays } from '../../lib/dates.ts';
import { PRICE_NAMES, tr } from './catalog.ts';
import { DEMO_CUSTOM_GROUPS, DEMO_TICKET_GROUPS, DEMO_VENUES } from './demo-lists.ts';
import { DEMO_EVENT_IMAGES, DEMO_EVENT_RUN_DAYS, DEMO_EVENT_SCHEDULES } from './schedule.ts';

const VAT = 7;

/** The demo's events in the order they are written: their ids (1 … 4) follow it. */
export const DEMO_EVENT_ORDER = ['exhibition', 'dayTicket', 'observatoryNight', 'winter'] as const;
export type DemoEvent = (typeof DEMO_EVENT_ORDER)[number];

/** A demo event's opening hours, from its first day. */
const demoSchedule = (key: keyof typeof DEMO_EVENT_SCHEDULES, firstDay: string): OpeningSchedule => {
  const schedule = DEMO_EVENT_SCHEDULES[key];
  return { ...schedule, rules: schedule.rules.map((rule) => ({ ...rule, from: firstDay })) };
};

/** The ended winter exhibition's opening hours: one evening a week, in the weeks it ran. */
const winterSchedule = (today: string): OpeningSchedule => ({
  rules: [
    {
      weekdays: [weekdayOf(addDays(today, -120))],
      from: addDays(today, -120),
      until: addDays(today, -30),
      times: { kind: 'list', times: ['17:00'] },
      duration: 180,
      capacity: 50,
    },
  ],
  closed: [],
  specials: [],
});

/** A ticket type of the Admission group with nothing special about it. */
const ticket = (
  mode: TicketMode,
  name: Translations,
  price: number,
  special: Partial<TicketTypeDraft> = {},
): TicketTypeDraft => ({
  id: null,
  name,
  mode,
  price,
  vat_value: VAT,
  group_id: DEMO_TICKET_GROUPS.admission,
  family: false,
  subtickets: [],
  book_with_cost: false,
  book_with_cost_warn: false,
  print_separately: false,
  unique_barcode: false,
  scan_separately: false,
  sale_from: null,
  sale_until_minutes_before: null,
  ...special,
});

const subticket = (name: Translations, min: number, max: number): TicketTypeDraft['subtickets'][number] => ({
  id: null,
  name,
  price: 0,
  vat_value: VAT,
  min_quantity: min,
  max_quantity: max,
});

const child = tr(
  'Child (6–17)',
  'Kind (6–17)',
  'Enfant (6-17 ans)',
  'Bambino (6-17)',
  'Kind (6-17)',
  'Niño (6-17)',
  'Barn (6–17)',
  'Barn (6-17)',
);

/**
 * Neon Nights, the timed exhibition: hourly slots, an audio guide of mode 5, and a family ticket
 * (one price for one or two adults with one to three children). The audio guide comes before the
 * family ticket, so ticket types 1–3 stay what they were before the demo was a document.
 */
const exhibition = (today: string): EventDocument => ({
  name: tr(
    'Neon Nights: 100 years of glowing signs',
    'Neon Nights: 100 Jahre Leuchtreklame',
    'Neon Nights : 100 ans d’enseignes lumineuses',
    'Neon Nights: 100 anni di insegne luminose',
    'Neon Nights: 100 jaar lichtreclame',
    'Neon Nights: 100 años de rótulos luminosos',
    'Neon Nights: 100 år av neonskyltar',
    'Neon Nights: 100 års lysreklamer',
  ),
  description: tr(
    'Our special exhibition with timed entry: from the first neon tube of 1923 to the signs of the city at night.',
    'Unsere Sonderausstellung mit Zeitfenstern: von der ersten Neonröhre 1923 bis zu den Leuchtschriften der nächtlichen Stadt.',
    'Notre exposition temporaire avec entrée à heure fixe : du premier tube néon de 1923 aux enseignes de la ville la nuit.',
    'La nostra mostra temporanea con ingresso a orario: dal primo tubo al neon del 1923 alle insegne della città di notte.',
    'Onze tijdelijke tentoonstelling met tijdsloten: van de eerste neonbuis uit 1923 tot de lichtreclames van de stad bij nacht.',
    'Nuestra exposición temporal con entrada por franjas horarias: del primer tubo de neón de 1923 a los rótulos de la ciudad de noche.',
    'Vår tillfälliga utställning med tidsbokad entré: från det första neonröret 1923 till stadens skyltar om natten.',
    'Vores særudstilling med tidsbestemt adgang: fra det første neonrør i 1923 til byens lysskilte om natten.',
  ),
  image: DEMO_EVENT_IMAGES.exhibition,
  venue_id: DEMO_VENUES.mainHouse,
  custom_group_ids: [],
  sequence_no: 1,
  sorting_datetime: `${addDays(today, -20)} 10:00`,
  end: addDays(today, DEMO_EVENT_RUN_DAYS.exhibition),
  schedule: demoSchedule('exhibition', addDays(today, -20)),
  tickets: [
    ticket(1, PRICE_NAMES.adult, 1600),
    ticket(1, PRICE_NAMES.reduced, 1100),
    ticket(
      5,
      tr(
        'Audio guide (with an admission ticket)',
        'Audioguide (zu einem Eintrittsticket)',
        'Audioguide (avec un billet d’entrée)',
        'Audioguida (con un biglietto d’ingresso)',
        'Audiotour (bij een toegangskaartje)',
        'Audioguía (con una entrada)',
        'Audioguide (till en entrébiljett)',
        'Audioguide (til en entrébillet)',
      ),
      400,
      { group_id: DEMO_TICKET_GROUPS.extras, book_with_cost: true },
    ),
    ticket(
      1,
      tr(
        'Family ticket',
        'Familienticket',
        'Billet famille',
        'Biglietto famiglia',
        'Gezinsticket',
        'Entrada familiar',
        'Familjebiljett',
        'Familiebillet',
      ),
      3600,
      { family: true, subtickets: [subticket(PRICE_NAMES.adult, 1, 2), subticket(child, 1, 3)] },
    ),
  ],
});

/** The museum day ticket: mode 3, one slot a day, a free child's ticket that warns when bought alone. */
const dayTicket = (today: string): EventDocument => ({
  name: tr(
    'Museum day ticket',
    'Tageskarte Museum',
    'Billet journée',
    'Biglietto giornaliero',
    'Dagkaart museum',
    'Entrada de día',
    'Dagsbiljett',
    'Dagsbillet',
  ),
  description: tr(
    'Entry to the permanent collection at any time on the day you choose.',
    'Eintritt in die Dauerausstellung zu jeder Uhrzeit am gewählten Tag.',
    'Accès à la collection permanente à toute heure le jour de votre choix.',
    'Ingresso alla collezione permanente a qualsiasi ora nel giorno scelto.',
    'Toegang tot de vaste collectie op elk moment van de gekozen dag.',
    'Acceso a la colección permanente a cualquier hora del día que elijas.',
    'Entré till den permanenta samlingen när som helst under den dag du väljer.',
    'Adgang til den faste samling på et hvilket som helst tidspunkt den dag, du vælger.',
  ),
  image: DEMO_EVENT_IMAGES.dayTicket,
  venue_id: DEMO_VENUES.mainHouse,
  custom_group_ids: [],
  sequence_no: 0,
  sorting_datetime: `${addDays(today, -400)} 10:00`,
  end: addDays(today, DEMO_EVENT_RUN_DAYS.dayTicket),
  schedule: demoSchedule('dayTicket', addDays(today, -400)),
  tickets: [
    ticket(3, PRICE_NAMES.adult, 1200),
    ticket(3, PRICE_NAMES.reduced, 700),
    ticket(3, child, 0, { book_with_cost_warn: true }),
  ],
});

/** The observatory's nights, from three days after the seeding day; each ticket printed and scanned on its own. */
const observatoryNight = (today: string): EventDocument => ({
  name: tr(
    'A night at the observatory',
    'Eine Nacht in der Sternwarte',
    'Une nuit à l’observatoire',
    'Una notte all’osservatorio',
    'Een nacht in de sterrenwacht',
    'Una noche en el observatorio',
    'En natt på observatoriet',
    'En nat i observatoriet',
  ),
  description: tr(
    'Look at the moon, the planets and distant star clusters through the great refractor, with an astronomer at your side.',
    'Mond, Planeten und ferne Sternhaufen durch den großen Refraktor betrachten, mit einer Astronomin an Ihrer Seite.',
    'Observez la Lune, les planètes et des amas d’étoiles lointains à travers la grande lunette, accompagnés d’une astronome.',
    'Osserva la Luna, i pianeti e lontani ammassi stellari attraverso il grande rifrattore, con un’astronoma al tuo fianco.',
    'Bekijk de maan, de planeten en verre sterrenhopen door de grote refractor, met een sterrenkundige naast je.',
    'Observa la Luna, los planetas y lejanos cúmulos de estrellas con el gran refractor, junto a una astrónoma.',
    'Se månen, planeterna och avlägsna stjärnhopar genom den stora refraktorn, med en astronom vid din sida.',
    'Se månen, planeterne og fjerne stjernehobe gennem den store refraktor med en astronom ved din side.',
  ),
  image: DEMO_EVENT_IMAGES.observatoryNight,
  venue_id: DEMO_VENUES.observatory,
  custom_group_ids: [DEMO_CUSTOM_GROUPS.evening],
  sequence_no: 2,
  sorting_datetime: `${addDays(today, 3)} 21:00`,
  end: addDays(today, DEMO_EVENT_RUN_DAYS.observatoryNight),
  schedule: demoSchedule('observatoryNight', addDays(today, 3)),
  tickets: [
    ticket(1, PRICE_NAMES.adult, 1800, {
      print_separately: true,
      unique_barcode: true,
      scan_separately: true,
    }),
  ],
});

/** Winter Lights, an exhibition that ended 30 days before the seeding day. */
const winter = (today: string): EventDocument => ({
  name: tr(
    'Winter Lights',
    'Winterlichter',
    'Lumières d’hiver',
    'Luci d’inverno',
    'Winterlichtjes',
    'Luces de invierno',
    'Vinterljus',
    'Vinterlys',
  ),
  description: tr(
    'Candles, lanterns and the first electric Christmas lights: our winter exhibition has ended.',
    'Kerzen, Laternen und die ersten elektrischen Lichterketten: Unsere Winterausstellung ist vorbei.',
    'Bougies, lanternes et premières guirlandes électriques : notre exposition d’hiver est terminée.',
    'Candele, lanterne e le prime luci di Natale elettriche: la nostra mostra invernale si è conclusa.',
    'Kaarsen, lantaarns en de eerste elektrische kerstverlichting: onze wintertentoonstelling is afgelopen.',
    'Velas, faroles y las primeras luces de Navidad eléctricas: nuestra exposición de invierno ha terminado.',
    'Ljus, lyktor och de första elektriska juleljusen: vår vinterutställning är slut.',
    'Stearinlys, lygter og de første elektriske julelys: vores vinterudstilling er slut.',
  ),
  image: '/static/demo/winter-lights.svg',
  venue_id: DEMO_VENUES.mainHouse,
  custom_group_ids: [DEMO_CUSTOM_GROUPS.family],
  sequence_no: 0,
  sorting_datetime: `${addDays(today, -120)} 10:00`,
  end: addDays(today, -30),
  schedule: winterSchedule(today),
  tickets: [ticket(1, PRICE_NAMES.adult, 1000)],
});

const DEMO_EVENTS: Record<DemoEvent, (today: string) => EventDocument> = {
  exhibition,
  dayTicket,
  observatoryNight,
  winter,
};

/**
 * The demo's four events as of the seeding day: a timed exhibition with hourly slots and a family
 * ticket, the museum day ticket, an observatory night, and a winter exhibition that has ended.
 */
export function demoEvents(today: string): CatalogDocument['events'] {
  return DEMO_EVENT_ORDER.map((event) => ({ status: 'published', document: DEMO_EVENTS[event](today) }));
}
