import { type OpeningSchedule, slotsOfSchedule, type TicketMode, weekdayOf } from '@museum-shop/contract';
import { addDays } from '../../lib/dates.ts';
import type { Db } from '../database.ts';
import { eventSlots, events, ticketGroups, ticketTypes } from '../schema/events.ts';
import { type DemoRefs, demoToday, PRICE_NAMES, tr } from './catalog.ts';
import { seedSales } from './reservations.ts';
import {
  DEMO_BOOKABLE_DAYS,
  DEMO_EVENT_IMAGES,
  DEMO_EVENT_RUN_DAYS,
  DEMO_EVENT_SCHEDULES,
  demoEventSlotsOn,
} from './schedule.ts';

const VAT = 7;

/**
 * Four events: a timed exhibition with hourly slots and a family ticket, the museum day ticket,
 * an observatory night, and a winter exhibition that has already ended.
 */
/** A demo event's opening hours, from its first day. */
const demoSchedule = (key: keyof typeof DEMO_EVENT_SCHEDULES, firstDay: string): OpeningSchedule => {
  const schedule = DEMO_EVENT_SCHEDULES[key];
  return { ...schedule, rules: schedule.rules.map((rule) => ({ ...rule, from: firstDay })) };
};

/** Slots are made up to the event's end or the demo's horizon, whichever comes first. */
const madeUntil = (today: string, runDays: number) => addDays(today, Math.min(runDays, DEMO_BOOKABLE_DAYS));

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

export async function seedEvents(db: Db, shopId: number, refs: DemoRefs, now = new Date()): Promise<void> {
  const today = demoToday(now);
  const [admissionGroup, extrasGroup] = (
    await db
      .insert(ticketGroups)
      .values([
        {
          shopId,
          name: tr('Admission', 'Eintritt', 'Entrée', 'Ingresso', 'Toegang', 'Entrada', 'Entré', 'Entré'),
        },
        {
          shopId,
          name: tr('Extras', 'Extras', 'En plus', 'Extra', 'Extra’s', 'Extras', 'Tillval', 'Tilvalg'),
        },
      ])
      .returning({ id: ticketGroups.id })
  ).map((row) => row.id) as [number, number];

  const [exhibition, dayTicket, observatoryNight, winter] = (
    await db
      .insert(events)
      .values([
        {
          shopId,
          venueId: refs.venues.mainHouse,
          sequenceNo: 1,
          sortingDatetime: `${addDays(today, -20)} 10:00`,
          endDate: addDays(today, DEMO_EVENT_RUN_DAYS.exhibition),
          schedule: demoSchedule('exhibition', addDays(today, -20)),
          slotsMadeUntil: madeUntil(today, DEMO_EVENT_RUN_DAYS.exhibition),
          image: DEMO_EVENT_IMAGES.exhibition,
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
        },
        {
          shopId,
          venueId: refs.venues.mainHouse,
          sequenceNo: 0,
          sortingDatetime: `${addDays(today, -400)} 10:00`,
          endDate: addDays(today, DEMO_EVENT_RUN_DAYS.dayTicket),
          schedule: demoSchedule('dayTicket', addDays(today, -400)),
          slotsMadeUntil: madeUntil(today, DEMO_EVENT_RUN_DAYS.dayTicket),
          image: DEMO_EVENT_IMAGES.dayTicket,
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
        },
        {
          shopId,
          venueId: refs.venues.observatory,
          sequenceNo: 2,
          sortingDatetime: `${addDays(today, 3)} 21:00`,
          endDate: addDays(today, DEMO_EVENT_RUN_DAYS.observatoryNight),
          schedule: demoSchedule('observatoryNight', addDays(today, 3)),
          slotsMadeUntil: madeUntil(today, DEMO_EVENT_RUN_DAYS.observatoryNight),
          image: DEMO_EVENT_IMAGES.observatoryNight,
          customGroupIds: [refs.groups.evening],
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
        },
        {
          shopId,
          venueId: refs.venues.mainHouse,
          sequenceNo: 0,
          sortingDatetime: `${addDays(today, -120)} 10:00`,
          endDate: addDays(today, -30),
          schedule: winterSchedule(today),
          slotsMadeUntil: addDays(today, -30),
          image: '/static/demo/winter-lights.svg',
          customGroupIds: [refs.groups.family],
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
        },
      ])
      .returning({ id: events.id })
  ).map((row) => row.id) as [number, number, number, number];

  const { adult, reduced } = PRICE_NAMES;
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
  const ticket = (
    eventId: number,
    mode: TicketMode,
    name: ReturnType<typeof tr>,
    price: number,
    sequenceNo: number,
  ) => ({
    eventId,
    mode,
    name,
    price,
    vatValue: VAT,
    sequenceNo,
    groupId: admissionGroup,
  });
  await db.insert(ticketTypes).values([
    ticket(exhibition, 1, adult, 1600, 1),
    ticket(exhibition, 1, reduced, 1100, 2),
    {
      ...ticket(
        exhibition,
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
        4,
      ),
      groupId: extrasGroup,
      bookWithCost: true,
    },
    ticket(dayTicket, 3, adult, 1200, 1),
    ticket(dayTicket, 3, reduced, 700, 2),
    { ...ticket(dayTicket, 3, child, 0, 3), bookWithCostWarn: true },
    {
      ...ticket(observatoryNight, 1, adult, 1800, 1),
      printSeparately: true,
      uniqueBarcode: true,
      scanSeparately: true,
    },
    ticket(winter, 1, adult, 1000, 1),
  ]);
  // The exhibition's family ticket: one price for one or two adults with one to three children.
  const [family] = await db
    .insert(ticketTypes)
    .values({
      ...ticket(
        exhibition,
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
        3,
      ),
      family: true,
    })
    .returning({ id: ticketTypes.id });
  if (family)
    await db.insert(ticketTypes).values([
      { ...ticket(exhibition, 1, adult, 0, 1), parentId: family.id, minQuantity: 1, maxQuantity: 2 },
      { ...ticket(exhibition, 1, child, 0, 2), parentId: family.id, minQuantity: 1, maxQuantity: 3 },
    ]);

  const slots: (typeof eventSlots.$inferInsert)[] = [];
  for (let offset = -2; offset <= DEMO_BOOKABLE_DAYS; offset++) {
    const date = addDays(today, offset);
    slots.push(
      ...demoEventSlotsOn('exhibition', exhibition, date),
      ...demoEventSlotsOn('dayTicket', dayTicket, date),
    );
    // The observatory nights start in three days and end with the event.
    if (offset >= 3 && offset <= DEMO_EVENT_RUN_DAYS.observatoryNight)
      slots.push(...demoEventSlotsOn('observatoryNight', observatoryNight, date));
  }
  for (const slot of slotsOfSchedule(winterSchedule(today), addDays(today, -120), addDays(today, -30)))
    slots.push({
      eventId: winter,
      date: slot.date,
      time: slot.time,
      endTime: slot.end_time,
      capacity: slot.capacity,
    });
  const slotRows = await db.insert(eventSlots).values(slots).returning({
    id: eventSlots.id,
    eventId: eventSlots.eventId,
    date: eventSlots.date,
    time: eventSlots.time,
  });

  // The exhibition: the next open day's 10:00 is sold out and 11:00 nearly full; three open days on, every slot is gone.
  const openDays = [
    ...new Set(slotRows.filter((s) => s.eventId === exhibition && s.date > today).map((s) => s.date)),
  ];
  const sales: Parameters<typeof seedSales>[2] = [];
  for (const slot of slotRows) {
    if (slot.eventId === exhibition && slot.date === openDays[0] && slot.time === '10:00')
      sales.push({ eventSlotId: slot.id, places: 30 });
    if (slot.eventId === exhibition && slot.date === openDays[0] && slot.time === '11:00')
      sales.push({ eventSlotId: slot.id, places: 27 });
    if (slot.eventId === exhibition && slot.date === openDays[2])
      sales.push({ eventSlotId: slot.id, places: 30 });
    if (slot.eventId === dayTicket && slot.date === openDays[1])
      sales.push({ eventSlotId: slot.id, places: 385 });
  }
  const nights = slotRows.filter((slot) => slot.eventId === observatoryNight);
  if (nights[0]) sales.push({ eventSlotId: nights[0].id, places: 20 });
  await seedSales(db, shopId, sales);
}
