import type { OpeningRule, OpeningSchedule, Weekday } from '@museum-shop/contract';

/**
 * The demo makes its slots this many days ahead (its slot horizon): the slot job keeps them made on
 * every day the server runs (issue 11), from the opening hours below.
 */
export const DEMO_BOOKABLE_DAYS = 60;

/**
 * The pictures of the demo's tours and events that run on a weekly schedule; tests find an item by
 * its picture, as each picture belongs to one item.
 */
export const DEMO_TOUR_IMAGES = {
  highlights: '/static/demo/tour-highlights.svg',
  groups: '/static/demo/tour-groups.svg',
  lantern: '/static/demo/tour-lantern.svg',
  family: '/static/demo/tour-family.svg',
  observatory: '/static/demo/tour-observatory.svg',
} as const;

export const DEMO_EVENT_IMAGES = {
  exhibition: '/static/demo/exhibition-neon.svg',
  dayTicket: '/static/demo/day-ticket.svg',
  observatoryNight: '/static/demo/observatory-night.svg',
} as const;

/** How many days after the seeding day each scheduled event runs. */
export const DEMO_EVENT_RUN_DAYS: Record<keyof typeof DEMO_EVENT_IMAGES, number> = {
  exhibition: 75,
  dayTicket: 365,
  observatoryNight: 45,
};

/** How many people one guide of each demo tour takes. */
export const DEMO_TOUR_PARTICIPANTS: Record<keyof typeof DEMO_TOUR_IMAGES, number> = {
  highlights: 25,
  groups: 30,
  lantern: 15,
  family: 20,
  observatory: 12,
};

/** A weekly rule of a demo tour: its starts, `guides` tours at each, from its first day on. */
const tourRule = (weekdays: Weekday[], times: string[], duration: number, guides = 1): OpeningRule => ({
  weekdays,
  from: '2000-01-01',
  until: null,
  times: { kind: 'list', times },
  duration,
  capacity: guides,
});
const EVERY_DAY: Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/**
 * The demo tours' opening hours (issue 35): public tours daily, group tours on weekdays (two guides
 * in the morning), lanterns on Friday and Saturday nights, families at weekends. In a tour's
 * schedule a rule's capacity is its number of guides; each takes DEMO_TOUR_PARTICIPANTS people.
 */
export const DEMO_TOUR_SCHEDULES: Record<keyof typeof DEMO_TOUR_IMAGES, OpeningSchedule> = {
  highlights: { rules: [tourRule(EVERY_DAY, ['11:00', '15:00'], 60)], closed: [], specials: [] },
  observatory: { rules: [tourRule(EVERY_DAY, ['13:00'], 60)], closed: [], specials: [] },
  groups: {
    rules: [tourRule([1, 2, 3, 4, 5], ['09:30'], 90, 2), tourRule([1, 2, 3, 4, 5], ['13:30'], 90)],
    closed: [],
    specials: [],
  },
  lantern: { rules: [tourRule([5, 6], ['20:00'], 75)], closed: [], specials: [] },
  family: { rules: [tourRule([6, 7], ['14:00'], 45)], closed: [], specials: [] },
};

/**
 * The opening hours of the demo's scheduled events (issue 35): the museum is closed on Mondays, the
 * exhibition lets visitors in every hour from 10:00 to 17:00, the day ticket is for 10:00–18:00,
 * the observatory opens on Friday and Saturday nights. The editor shows and changes these rules.
 */
export const DEMO_EVENT_SCHEDULES: Record<keyof typeof DEMO_EVENT_IMAGES, OpeningSchedule> = {
  exhibition: {
    rules: [
      {
        weekdays: [2, 3, 4, 5, 6, 7],
        from: '2000-01-01',
        until: null,
        times: { kind: 'every', first: '10:00', last: '17:00', minutes: 60 },
        duration: 59,
        capacity: 30,
      },
    ],
    closed: [],
    specials: [],
  },
  dayTicket: {
    rules: [
      {
        weekdays: [2, 3, 4, 5, 6, 7],
        from: '2000-01-01',
        until: null,
        times: { kind: 'list', times: ['10:00'] },
        duration: 480,
        capacity: 400,
      },
    ],
    closed: [],
    specials: [],
  },
  observatoryNight: {
    rules: [
      {
        weekdays: [5, 6],
        from: '2000-01-01',
        until: null,
        times: { kind: 'list', times: ['21:00'] },
        duration: 150,
        capacity: 20,
      },
    ],
    closed: [],
    specials: [],
  },
};
