import type { CatalogDocument, TourDocument, Translations } from '@museum-shop/contract';
import { PRICE_NAMES, tr } from './catalog.ts';
import { DEMO_CUSTOM_GROUPS, DEMO_TOUR_CATEGORIES, DEMO_VENUES } from './demo-lists.ts';
import { DEMO_GROUP_QUESTIONS } from './demo-tour-questions.ts';
import { DEMO_TOUR_IMAGES, DEMO_TOUR_PARTICIPANTS, DEMO_TOUR_SCHEDULES } from './schedule.ts';

const VAT_TOURS = 19;
const VAT_ADMISSION = 7;

/** The demo's tours in the order they are written: their ids (1 … 5) follow it. */
export const DEMO_TOUR_ORDER = ['highlights', 'groups', 'lantern', 'family', 'observatory'] as const;
export type DemoTour = (typeof DEMO_TOUR_ORDER)[number];

const { adult, reduced } = PRICE_NAMES;
const child = tr(
  'Child (5–15)',
  'Kind (5–15)',
  'Enfant (5-15 ans)',
  'Bambino (5-15)',
  'Kind (5-15)',
  'Niño (5-15)',
  'Barn (5–15)',
  'Barn (5-15)',
);

/** A place on a tour (or the whole tour), at the tours' VAT. */
const price = (name: Translations, cents: number): TourDocument['prices'][number] => ({
  id: null,
  name,
  price: cents,
  vat_value: VAT_TOURS,
});

/** An admission ticket booked with a tour, at the admission's VAT; its sub-tickets share it. */
const admission = (
  name: Translations,
  cents: number,
  subtickets: { name: Translations; price: number }[] = [],
): TourDocument['tickets'][number] => ({
  id: null,
  name,
  price: cents,
  vat_value: VAT_ADMISSION,
  subtickets: subtickets.map((sub) => ({ id: null, ...sub })),
});

/** What a tour has unless it says otherwise: no custom groups, questions or special booking. */
const plain = (tour: DemoTour) => ({
  image: DEMO_TOUR_IMAGES[tour],
  max_participants: DEMO_TOUR_PARTICIPANTS[tour],
  schedule: DEMO_TOUR_SCHEDULES[tour],
  custom_group_ids: [],
  single_ticketing: false,
  book_complete_tour: false,
  booking_without_tickets: false,
  questions: [],
});

/** The public highlights tour in English, booked per person (single ticketing). */
const highlights: TourDocument = {
  name: tr(
    'Highlights of the Museum of Light',
    'Highlights des Museums des Lichts',
    'Les incontournables du Musée de la Lumière',
    'I capolavori del Museo della Luce',
    'Hoogtepunten van het Museum van het Licht',
    'Lo esencial del Museo de la Luz',
    'Höjdpunkter i Ljusets museum',
    'Højdepunkter i Lysets Museum',
  ),
  event_name: tr(
    'Public tour',
    'Öffentliche Führung',
    'Visite publique',
    'Visita pubblica',
    'Openbare rondleiding',
    'Visita abierta',
    'Öppen visning',
    'Offentlig omvisning',
  ),
  description: tr(
    'An hour with our guides from the first oil lamp to the laser: the ten pieces no visitor should miss.',
    'Eine Stunde mit unseren Guides von der ersten Öllampe bis zum Laser: die zehn Stücke, die niemand verpassen sollte.',
    'Une heure avec nos guides, de la première lampe à huile au laser : les dix pièces à ne pas manquer.',
    'Un’ora con le nostre guide, dalla prima lampada a olio al laser: i dieci pezzi da non perdere.',
    'Een uur met onze gidsen, van de eerste olielamp tot de laser: de tien stukken die je niet mag missen.',
    'Una hora con nuestros guías, de la primera lámpara de aceite al láser: las diez piezas que no hay que perderse.',
    'En timme med våra guider från den första oljelampan till lasern: de tio föremål ingen bör missa.',
    'En time med vores guider fra den første olielampe til laseren: de ti genstande, ingen bør gå glip af.',
  ),
  ...plain('highlights'),
  venue_id: DEMO_VENUES.mainHouse,
  category_id: DEMO_TOUR_CATEGORIES.highlights,
  language: 'en',
  sequence_no: 1,
  duration_minutes: 60,
  single_ticketing: true,
  prices: [price(adult, 900), price(reduced, 600)],
  tickets: [admission(adult, 1400), admission(reduced, 900)],
};

/** The German tour for schools and groups: booked only whole, with a question of every type. */
const groups: TourDocument = {
  name: tr(
    'Colours of Light: a tour for schools and groups',
    'Farben des Lichts: Führung für Schulen und Gruppen',
    'Les couleurs de la lumière : visite pour scolaires et groupes',
    'I colori della luce: visita per scuole e gruppi',
    'De kleuren van het licht: rondleiding voor scholen en groepen',
    'Los colores de la luz: visita para colegios y grupos',
    'Ljusets färger: visning för skolor och grupper',
    'Lysets farver: omvisning for skoler og grupper',
  ),
  event_name: tr(
    'Group tour',
    'Gruppenführung',
    'Visite de groupe',
    'Visita di gruppo',
    'Groepsrondleiding',
    'Visita de grupo',
    'Gruppvisning',
    'Gruppeomvisning',
  ),
  description: tr(
    'Prisms, rainbows and experiments to try: your group has its own guide for 90 minutes. Booked as a whole tour for up to 30 people.',
    'Prismen, Regenbögen und Experimente zum Mitmachen: Ihre Gruppe hat 90 Minuten lang einen eigenen Guide. Buchbar als ganze Führung für bis zu 30 Personen.',
    'Prismes, arcs-en-ciel et expériences à faire soi-même : votre groupe a son propre guide pendant 90 minutes. Réservable uniquement en visite complète, jusqu’à 30 personnes.',
    'Prismi, arcobaleni ed esperimenti da provare: il tuo gruppo ha una guida tutta per sé per 90 minuti. Si prenota come visita intera, fino a 30 persone.',
    'Prisma’s, regenbogen en proefjes om zelf te doen: je groep heeft 90 minuten een eigen gids. Alleen te boeken als hele rondleiding, tot 30 personen.',
    'Prismas, arcoíris y experimentos para hacer: tu grupo tiene su propio guía durante 90 minutos. Se reserva como visita completa, hasta 30 personas.',
    'Prismor, regnbågar och experiment att prova själv: din grupp har en egen guide i 90 minuter. Bokas som hel visning för upp till 30 personer.',
    'Prismer, regnbuer og forsøg, man selv kan prøve: din gruppe har sin egen guide i 90 minutter. Bookes som hel omvisning for op til 30 personer.',
  ),
  ...plain('groups'),
  venue_id: DEMO_VENUES.mainHouse,
  category_id: DEMO_TOUR_CATEGORIES.groups,
  language: 'de',
  sequence_no: 2,
  duration_minutes: 90,
  book_complete_tour: true,
  custom_group_ids: [DEMO_CUSTOM_GROUPS.family],
  prices: [
    price(
      tr(
        'Tour for one group (up to 30 people)',
        'Führung für eine Gruppe (bis 30 Personen)',
        'Visite pour un groupe (jusqu’à 30 personnes)',
        'Visita per un gruppo (fino a 30 persone)',
        'Rondleiding voor één groep (tot 30 personen)',
        'Visita para un grupo (hasta 30 personas)',
        'Visning för en grupp (upp till 30 personer)',
        'Omvisning for én gruppe (op til 30 personer)',
      ),
      9500,
    ),
  ],
  tickets: [
    admission(
      tr(
        'Pupil or group member',
        'Schüler/in oder Gruppenmitglied',
        'Élève ou membre du groupe',
        'Alunno o membro del gruppo',
        'Leerling of groepslid',
        'Alumno o miembro del grupo',
        'Elev eller gruppdeltagare',
        'Elev eller gruppedeltager',
      ),
      400,
    ),
  ],
  questions: DEMO_GROUP_QUESTIONS,
};

/** The French lantern tour after closing time, booked without admission tickets. */
const lantern: TourDocument = {
  name: tr(
    'Lantern tour after closing time',
    'Laternenführung nach Museumsschluss',
    'Visite à la lanterne après la fermeture',
    'Visita con le lanterne dopo la chiusura',
    'Lantaarnrondleiding na sluitingstijd',
    'Visita con farol tras el cierre',
    'Lyktvisning efter stängningsdags',
    'Lygteomvisning efter lukketid',
  ),
  event_name: tr(
    'Evening tour',
    'Abendführung',
    'Visite en soirée',
    'Visita serale',
    'Avondrondleiding',
    'Visita nocturna',
    'Kvällsvisning',
    'Aftenomvisning',
  ),
  description: tr(
    'The halls in darkness, a lantern in your hand: discover the collection as people saw it before electric light. Admission is included.',
    'Die Säle im Dunkeln, eine Laterne in der Hand: Entdecken Sie die Sammlung so, wie man sie vor dem elektrischen Licht sah. Der Eintritt ist inbegriffen.',
    'Les salles plongées dans le noir, une lanterne à la main : découvrez la collection telle qu’on la voyait avant l’électricité. Entrée comprise.',
    'Le sale al buio, una lanterna in mano: scoprite la collezione come la si vedeva prima della luce elettrica. L’ingresso è compreso.',
    'De zalen in het donker, een lantaarn in je hand: ontdek de collectie zoals men die zag vóór het elektrische licht. Toegang is inbegrepen.',
    'Las salas a oscuras y un farol en la mano: descubre la colección como se veía antes de la luz eléctrica. La entrada está incluida.',
    'Salarna i mörker, en lykta i handen: upptäck samlingen som man såg den före det elektriska ljuset. Entrén ingår.',
    'Salene i mørke og en lygte i hånden: oplev samlingen, som man så den før det elektriske lys. Entré er inkluderet.',
  ),
  ...plain('lantern'),
  venue_id: DEMO_VENUES.mainHouse,
  category_id: DEMO_TOUR_CATEGORIES.evening,
  language: 'fr',
  sequence_no: 3,
  duration_minutes: 75,
  booking_without_tickets: true,
  custom_group_ids: [DEMO_CUSTOM_GROUPS.evening],
  prices: [price(adult, 2200), price(reduced, 1600)],
  tickets: [],
};

/** The Italian family tour at weekends, with a family admission made of sub-tickets. */
const family: TourDocument = {
  name: tr(
    'Catch a rainbow: family tour',
    'Fang einen Regenbogen: Familienführung',
    'Attrape un arc-en-ciel : visite en famille',
    'Acchiappa l’arcobaleno: visita per famiglie',
    'Vang een regenboog: gezinsrondleiding',
    'Atrapa un arcoíris: visita en familia',
    'Fånga en regnbåge: familjevisning',
    'Fang en regnbue: familieomvisning',
  ),
  event_name: tr(
    'Family tour',
    'Familienführung',
    'Visite en famille',
    'Visita per famiglie',
    'Gezinsrondleiding',
    'Visita en familia',
    'Familjevisning',
    'Familieomvisning',
  ),
  description: tr(
    'For children from five and their grown-ups: we split light into colours and take a rainbow home.',
    'Für Kinder ab fünf und ihre Großen: Wir zerlegen Licht in Farben und nehmen einen Regenbogen mit nach Hause.',
    'Pour les enfants dès cinq ans et leurs parents : on décompose la lumière en couleurs et on rapporte un arc-en-ciel à la maison.',
    'Per bambini dai cinque anni e i loro adulti: scomponiamo la luce nei suoi colori e portiamo a casa un arcobaleno.',
    'Voor kinderen vanaf vijf jaar en hun volwassenen: we splitsen licht in kleuren en nemen een regenboog mee naar huis.',
    'Para niños a partir de cinco años y sus mayores: descomponemos la luz en colores y nos llevamos un arcoíris a casa.',
    'För barn från fem år och deras vuxna: vi delar upp ljuset i färger och tar med oss en regnbåge hem.',
    'For børn fra fem år og deres voksne: vi deler lyset op i farver og tager en regnbue med hjem.',
  ),
  ...plain('family'),
  venue_id: DEMO_VENUES.mainHouse,
  category_id: DEMO_TOUR_CATEGORIES.families,
  language: 'it',
  sequence_no: 4,
  duration_minutes: 45,
  custom_group_ids: [DEMO_CUSTOM_GROUPS.family],
  prices: [price(adult, 500), price(child, 300)],
  tickets: [
    admission(adult, 1400),
    admission(child, 0),
    admission(
      tr(
        'Family admission',
        'Familieneintritt',
        'Entrée famille',
        'Ingresso famiglia',
        'Gezinstoegang',
        'Entrada familiar',
        'Familjeentré',
        'Familieentré',
      ),
      3200,
      [
        { name: adult, price: 1100 },
        { name: child, price: 500 },
      ],
    ),
  ],
};

/** The Dutch tour of the observatory. */
const observatory: TourDocument = {
  name: tr(
    'Under the dome: the observatory',
    'Unter der Kuppel: die Sternwarte',
    'Sous la coupole : l’observatoire',
    'Sotto la cupola: l’osservatorio',
    'Onder de koepel: de sterrenwacht',
    'Bajo la cúpula: el observatorio',
    'Under kupolen: observatoriet',
    'Under kuplen: observatoriet',
  ),
  event_name: tr(
    'Observatory tour',
    'Sternwartenführung',
    'Visite de l’observatoire',
    'Visita all’osservatorio',
    'Rondleiding sterrenwacht',
    'Visita al observatorio',
    'Visning av observatoriet',
    'Omvisning i observatoriet',
  ),
  description: tr(
    'Climb up to the great refractor of 1891 and look at the sun safely through its filter.',
    'Steigen Sie hinauf zum großen Refraktor von 1891 und betrachten Sie die Sonne sicher durch seinen Filter.',
    'Montez jusqu’à la grande lunette de 1891 et observez le soleil en toute sécurité à travers son filtre.',
    'Sali fino al grande rifrattore del 1891 e osserva il sole in sicurezza attraverso il suo filtro.',
    'Klim naar de grote refractor uit 1891 en bekijk de zon veilig door het filter.',
    'Sube hasta el gran refractor de 1891 y observa el sol sin peligro a través de su filtro.',
    'Klättra upp till den stora refraktorn från 1891 och se solen säkert genom dess filter.',
    'Gå op til den store refraktor fra 1891, og se solen sikkert gennem dens filter.',
  ),
  ...plain('observatory'),
  venue_id: DEMO_VENUES.observatory,
  category_id: DEMO_TOUR_CATEGORIES.highlights,
  language: 'nl',
  sequence_no: 5,
  duration_minutes: 60,
  prices: [price(adult, 800)],
  tickets: [admission(adult, 1400)],
};

const DEMO_TOURS: Record<DemoTour, TourDocument> = { highlights, groups, lantern, family, observatory };

/**
 * The demo's five guided tours: a public highlights tour in English (single ticketing), a school
 * and group tour in German booked only as a whole tour with mandatory questions, a lantern tour in
 * French without admission tickets, an Italian family tour and a Dutch observatory tour. Their
 * opening hours run from long ago on, so they are the same on any seeding day.
 */
export function demoTours(): CatalogDocument['tours'] {
  return DEMO_TOUR_ORDER.map((tour) => ({ status: 'published', document: DEMO_TOURS[tour] }));
}
