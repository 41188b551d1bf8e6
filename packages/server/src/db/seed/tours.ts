import { addDays } from '../../lib/dates.ts';
import type { Db } from '../database.ts';
import { tourCategories, tourPrices, tourQuestions, tourSlots, tours, tourTickets } from '../schema/tours.ts';
import { type DemoRefs, demoToday, PRICE_NAMES, tr } from './catalog.ts';
import { seedSales } from './reservations.ts';
import {
  DEMO_BOOKABLE_DAYS,
  DEMO_TOUR_IMAGES,
  DEMO_TOUR_PARTICIPANTS,
  DEMO_TOUR_SCHEDULES,
  demoTourSlotsOn,
} from './schedule.ts';

const VAT_TOURS = 19;
const VAT_ADMISSION = 7;

/**
 * Five guided tours: a public highlights tour in English (single ticketing), a school and group
 * tour in German booked only as a whole tour with mandatory questions, a lantern tour in French
 * without admission tickets, an Italian family tour and a Dutch observatory tour. Slots run for
 * the next 60 days; some are nearly full and some days sold out.
 */
export async function seedTours(db: Db, shopId: number, refs: DemoRefs, now = new Date()): Promise<void> {
  const today = demoToday(now);
  const [highlights, groups, evening, families] = (
    await db
      .insert(tourCategories)
      .values([
        {
          shopId,
          sequenceNo: 1,
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
          shopId,
          sequenceNo: 2,
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
          shopId,
          sequenceNo: 3,
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
          shopId,
          sequenceNo: 4,
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
      ])
      .returning({ id: tourCategories.id })
  ).map((row) => row.id) as [number, number, number, number];

  const tourRows = await db
    .insert(tours)
    .values([
      {
        shopId,
        venueId: refs.venues.mainHouse,
        categoryId: highlights,
        language: 'en',
        sequenceNo: 1,
        image: DEMO_TOUR_IMAGES.highlights,
        durationMinutes: 60,
        maxParticipants: DEMO_TOUR_PARTICIPANTS.highlights,
        schedule: DEMO_TOUR_SCHEDULES.highlights,
        slotsMadeUntil: addDays(today, DEMO_BOOKABLE_DAYS),
        singleTicketing: true,
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
        eventName: tr(
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
      },
      {
        shopId,
        venueId: refs.venues.mainHouse,
        categoryId: groups,
        language: 'de',
        sequenceNo: 2,
        image: DEMO_TOUR_IMAGES.groups,
        durationMinutes: 90,
        maxParticipants: DEMO_TOUR_PARTICIPANTS.groups,
        schedule: DEMO_TOUR_SCHEDULES.groups,
        slotsMadeUntil: addDays(today, DEMO_BOOKABLE_DAYS),
        bookCompleteTour: true,
        customGroupIds: [refs.groups.family],
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
        eventName: tr(
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
      },
      {
        shopId,
        venueId: refs.venues.mainHouse,
        categoryId: evening,
        language: 'fr',
        sequenceNo: 3,
        image: DEMO_TOUR_IMAGES.lantern,
        durationMinutes: 75,
        maxParticipants: DEMO_TOUR_PARTICIPANTS.lantern,
        schedule: DEMO_TOUR_SCHEDULES.lantern,
        slotsMadeUntil: addDays(today, DEMO_BOOKABLE_DAYS),
        bookingWithoutTickets: true,
        customGroupIds: [refs.groups.evening],
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
        eventName: tr(
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
      },
      {
        shopId,
        venueId: refs.venues.mainHouse,
        categoryId: families,
        language: 'it',
        sequenceNo: 4,
        image: DEMO_TOUR_IMAGES.family,
        durationMinutes: 45,
        maxParticipants: DEMO_TOUR_PARTICIPANTS.family,
        schedule: DEMO_TOUR_SCHEDULES.family,
        slotsMadeUntil: addDays(today, DEMO_BOOKABLE_DAYS),
        customGroupIds: [refs.groups.family],
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
        eventName: tr(
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
      },
      {
        shopId,
        venueId: refs.venues.observatory,
        categoryId: highlights,
        language: 'nl',
        sequenceNo: 5,
        image: DEMO_TOUR_IMAGES.observatory,
        durationMinutes: 60,
        maxParticipants: DEMO_TOUR_PARTICIPANTS.observatory,
        schedule: DEMO_TOUR_SCHEDULES.observatory,
        slotsMadeUntil: addDays(today, DEMO_BOOKABLE_DAYS),
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
        eventName: tr(
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
      },
    ])
    .returning({ id: tours.id });
  const [highlightsTour, groupTour, lanternTour, familyTour, observatoryTour] = tourRows.map(
    (row) => row.id,
  ) as [number, number, number, number, number];

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
  await db.insert(tourPrices).values([
    // sequence_no, not id, orders the list: the reduced price is inserted first but listed second.
    { tourId: highlightsTour, name: reduced, price: 600, vatValue: VAT_TOURS, sequenceNo: 2 },
    { tourId: highlightsTour, name: adult, price: 900, vatValue: VAT_TOURS, sequenceNo: 1 },
    {
      tourId: groupTour,
      name: tr(
        'Tour for one group (up to 30 people)',
        'Führung für eine Gruppe (bis 30 Personen)',
        'Visite pour un groupe (jusqu’à 30 personnes)',
        'Visita per un gruppo (fino a 30 persone)',
        'Rondleiding voor één groep (tot 30 personen)',
        'Visita para un grupo (hasta 30 personas)',
        'Visning för en grupp (upp till 30 personer)',
        'Omvisning for én gruppe (op til 30 personer)',
      ),
      price: 9500,
      vatValue: VAT_TOURS,
      sequenceNo: 1,
    },
    { tourId: lanternTour, name: adult, price: 2200, vatValue: VAT_TOURS, sequenceNo: 1 },
    { tourId: lanternTour, name: reduced, price: 1600, vatValue: VAT_TOURS, sequenceNo: 2 },
    { tourId: familyTour, name: adult, price: 500, vatValue: VAT_TOURS, sequenceNo: 1 },
    { tourId: familyTour, name: child, price: 300, vatValue: VAT_TOURS, sequenceNo: 2 },
    { tourId: observatoryTour, name: adult, price: 800, vatValue: VAT_TOURS, sequenceNo: 1 },
  ]);

  const admission = (what: ReturnType<typeof tr>, price: number, sequenceNo: number, tourId: number) => ({
    tourId,
    name: what,
    price,
    vatValue: VAT_ADMISSION,
    sequenceNo,
  });
  await db
    .insert(tourTickets)
    .values([
      admission(adult, 1400, 1, highlightsTour),
      admission(reduced, 900, 2, highlightsTour),
      admission(adult, 1400, 1, familyTour),
      admission(child, 0, 2, familyTour),
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
        1,
        groupTour,
      ),
      admission(adult, 1400, 1, observatoryTour),
    ]);
  // The family tour also sells a family admission whose components are sub-tickets.
  const [familyAdmission] = await db
    .insert(tourTickets)
    .values(
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
        3,
        familyTour,
      ),
    )
    .returning({ id: tourTickets.id });
  if (familyAdmission)
    await db.insert(tourTickets).values([
      { ...admission(adult, 1100, 1, familyTour), parentId: familyAdmission.id },
      { ...admission(child, 500, 2, familyTour), parentId: familyAdmission.id },
    ]);

  const option = (value: string, label: ReturnType<typeof tr>) => ({ value, label });
  await db.insert(tourQuestions).values([
    {
      tourId: groupTour,
      sequenceNo: 1,
      type: 'radio',
      mandatory: true,
      question: tr(
        'What kind of group are you?',
        'Was für eine Gruppe sind Sie?',
        'Quel type de groupe êtes-vous ?',
        'Che tipo di gruppo è il tuo?',
        'Wat voor groep is het?',
        '¿Qué tipo de grupo es el tuyo?',
        'Vilken sorts grupp är din grupp?',
        'Hvilken slags gruppe er din gruppe?',
      ),
      options: [
        option(
          'school',
          tr(
            'School class',
            'Schulklasse',
            'Classe',
            'Classe scolastica',
            'Schoolklas',
            'Clase escolar',
            'Skolklass',
            'Skoleklasse',
          ),
        ),
        option(
          'adults',
          tr(
            'Adult group',
            'Erwachsenengruppe',
            'Groupe d’adultes',
            'Gruppo di adulti',
            'Groep volwassenen',
            'Grupo de adultos',
            'Vuxengrupp',
            'Voksengruppe',
          ),
        ),
        option(
          'seniors',
          tr(
            'Senior citizens',
            'Seniorengruppe',
            'Groupe de seniors',
            'Gruppo di anziani',
            'Seniorengroep',
            'Grupo de mayores',
            'Pensionärsgrupp',
            'Seniorgruppe',
          ),
        ),
      ],
    },
    {
      tourId: groupTour,
      sequenceNo: 2,
      type: 'select',
      mandatory: true,
      question: tr(
        'Age of the participants',
        'Alter der Teilnehmenden',
        'Âge des participants',
        'Età dei partecipanti',
        'Leeftijd van de deelnemers',
        'Edad de los participantes',
        'Deltagarnas ålder',
        'Deltagernes alder',
      ),
      options: [
        option(
          '6-10',
          tr(
            '6 to 10 years',
            '6 bis 10 Jahre',
            '6 à 10 ans',
            'Da 6 a 10 anni',
            '6 tot 10 jaar',
            'De 6 a 10 años',
            '6 till 10 år',
            '6 til 10 år',
          ),
        ),
        option(
          '11-14',
          tr(
            '11 to 14 years',
            '11 bis 14 Jahre',
            '11 à 14 ans',
            'Da 11 a 14 anni',
            '11 tot 14 jaar',
            'De 11 a 14 años',
            '11 till 14 år',
            '11 til 14 år',
          ),
        ),
        option(
          '15+',
          tr(
            '15 years and older',
            '15 Jahre und älter',
            '15 ans et plus',
            '15 anni e oltre',
            '15 jaar en ouder',
            '15 años o más',
            '15 år och äldre',
            '15 år og derover',
          ),
        ),
      ],
    },
    {
      tourId: groupTour,
      sequenceNo: 3,
      type: 'checkbox',
      mandatory: false,
      question: tr(
        'Does your group need any of these?',
        'Braucht Ihre Gruppe etwas davon?',
        'Votre groupe a-t-il besoin de l’un de ces services ?',
        'Il tuo gruppo ha bisogno di qualcuno di questi servizi?',
        'Heeft je groep iets hiervan nodig?',
        '¿Necesita tu grupo alguno de estos servicios?',
        'Behöver din grupp något av detta?',
        'Har din gruppe brug for noget af dette?',
      ),
      options: [
        option(
          'wheelchair',
          tr(
            'Step-free route',
            'Stufenloser Weg',
            'Parcours sans marches',
            'Percorso senza gradini',
            'Route zonder trappen',
            'Recorrido sin escalones',
            'Väg utan trappsteg',
            'Rute uden trin',
          ),
        ),
        option(
          'hearing-loop',
          tr(
            'Hearing loop',
            'Induktionsschleife',
            'Boucle magnétique',
            'Anello a induzione',
            'Ringleiding',
            'Bucle magnético',
            'Hörslinga',
            'Teleslynge',
          ),
        ),
        option(
          'stools',
          tr(
            'Folding stools',
            'Klapphocker',
            'Sièges pliants',
            'Sgabelli pieghevoli',
            'Klapkrukjes',
            'Taburetes plegables',
            'Fällpallar',
            'Klapstole',
          ),
        ),
      ],
    },
    {
      tourId: groupTour,
      sequenceNo: 4,
      type: 'text',
      mandatory: true,
      question: tr(
        'Name of the group leader',
        'Name der Gruppenleitung',
        'Nom du responsable du groupe',
        'Nome del capogruppo',
        'Naam van de groepsleider',
        'Nombre del responsable del grupo',
        'Gruppledarens namn',
        'Gruppelederens navn',
      ),
      options: [],
    },
    {
      tourId: groupTour,
      sequenceNo: 5,
      type: 'number',
      mandatory: true,
      question: tr(
        'Number of accompanying adults',
        'Anzahl der Begleitpersonen',
        'Nombre d’accompagnateurs',
        'Numero di accompagnatori',
        'Aantal begeleiders',
        'Número de acompañantes',
        'Antal medföljande vuxna',
        'Antal voksne ledsagere',
      ),
      options: [],
    },
    {
      tourId: groupTour,
      sequenceNo: 6,
      type: 'textarea',
      mandatory: false,
      question: tr(
        'Anything else our guide should know?',
        'Sollte unser Guide sonst noch etwas wissen?',
        'Autre chose que notre guide devrait savoir ?',
        'C’è altro che la nostra guida dovrebbe sapere?',
        'Is er nog iets dat onze gids moet weten?',
        '¿Algo más que deba saber nuestro guía?',
        'Något mer som vår guide bör veta?',
        'Er der andet, vores guide bør vide?',
      ),
      options: [],
    },
  ]);

  // Yesterday and the days up to the demo's horizon, so past slots exist too; the slot job makes the later ones.
  const ids = {
    highlights: highlightsTour,
    groups: groupTour,
    lantern: lanternTour,
    family: familyTour,
    observatory: observatoryTour,
  };
  const slots = Array.from({ length: DEMO_BOOKABLE_DAYS + 2 }, (_, day) =>
    demoTourSlotsOn(ids, addDays(today, day - 1)),
  ).flat();
  const slotRows = await db
    .insert(tourSlots)
    .values(slots)
    .returning({ id: tourSlots.id, tourId: tourSlots.tourId, date: tourSlots.date, time: tourSlots.time });
  const slotId = (tourId: number, date: string, time?: string) =>
    slotRows.filter(
      (slot) => slot.tourId === tourId && slot.date === date && (time === undefined || slot.time === time),
    );

  const sales: Parameters<typeof seedSales>[2] = [];
  // Highlights: nearly full tomorrow afternoon, sold out the day after tomorrow.
  for (const slot of slotId(highlightsTour, addDays(today, 1), '15:00'))
    sales.push({ tourSlotId: slot.id, places: 23 });
  for (const slot of slotId(highlightsTour, addDays(today, 2)))
    sales.push({ tourSlotId: slot.id, places: 25 });
  // Lantern tour: the next two evenings it runs are nearly full and sold out.
  const lanternSlots = slotRows.filter((slot) => slot.tourId === lanternTour && slot.date >= today);
  if (lanternSlots[0]) sales.push({ tourSlotId: lanternSlots[0].id, places: 13 });
  if (lanternSlots[1]) sales.push({ tourSlotId: lanternSlots[1].id, places: 15 });
  // Group tour: both guides of the next morning slot are booked (whole tours sell out before places).
  const groupSlots = slotRows.filter(
    (slot) => slot.tourId === groupTour && slot.date > today && slot.time === '09:30',
  );
  if (groupSlots[0]) sales.push({ tourSlotId: groupSlots[0].id, places: 48, tours: 2 });
  await seedSales(db, shopId, sales);
}
