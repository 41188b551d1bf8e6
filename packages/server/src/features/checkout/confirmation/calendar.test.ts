import type { Order } from '@museum-shop/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CalendarInput, calendarEntries, vtimezone } from './calendar.ts';
import { museumFixture, orderFixture, REVIEW_URL } from './order-mail.fixture.ts';

const input = (changes: Partial<CalendarInput> = {}): CalendarInput => ({
  order: orderFixture,
  lang: 'de',
  timeZone: 'Europe/Berlin',
  reviewUrl: REVIEW_URL,
  museumName: museumFixture.name,
  ...changes,
});

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}
interface Component {
  type: string;
  properties: Property[];
  children: Component[];
}

/** Reads iCalendar text (RFC 5545): unfolds its lines and nests its components. */
function parseIcs(text: string): Component {
  const lines = text.split('\r\n').reduce<string[]>((all, line) => {
    if (line.startsWith(' ') && all.length > 0) all[all.length - 1] += line.slice(1);
    else if (line !== '') all.push(line);
    return all;
  }, []);
  const root: Component = { type: 'ROOT', properties: [], children: [] };
  const stack = [root];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const [name = '', ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    const current = stack.at(-1) as Component;
    if (name === 'BEGIN') {
      const child: Component = { type: value, properties: [], children: [] };
      current.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(current.type).toBe(value);
      stack.pop();
    } else {
      const entries = params.map((param) => param.split('=') as [string, string]);
      current.properties.push({ name, params: Object.fromEntries(entries), value });
    }
  }
  expect(stack).toHaveLength(1);
  return root;
}

const prop = (component: Component | undefined, name: string) =>
  component?.properties.find((property) => property.name === name);

/** The UTC offset (minutes) a parsed VTIMEZONE gives a local time: its last observance begun by then. */
function offsetFromVtimezone(zone: Component, local: string): number {
  const minutes = (offset: string) =>
    (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5)));
  const begun = zone.children
    .map((observance) => ({
      start: prop(observance, 'DTSTART')?.value ?? '',
      to: minutes(prop(observance, 'TZOFFSETTO')?.value ?? ''),
    }))
    .filter((observance) => observance.start <= local)
    .sort((a, b) => a.start.localeCompare(b.start));
  const last = begun.at(-1);
  if (!last) throw new Error(`no observance for ${local}`);
  return last.to;
}

/** The instant of a DTSTART/DTEND with a TZID, as a calendar application reads it. */
function instantOf(calendar: Component, property: Property | undefined): string {
  if (!property) throw new Error('no such property');
  const zone = calendar.children.find(
    (child) => child.type === 'VTIMEZONE' && prop(child, 'TZID')?.value === property.params.TZID,
  );
  if (!zone) throw new Error(`no VTIMEZONE for ${property.params.TZID}`);
  const v = property.value;
  const wall = Date.UTC(
    +v.slice(0, 4),
    +v.slice(4, 6) - 1,
    +v.slice(6, 8),
    +v.slice(9, 11),
    +v.slice(11, 13),
  );
  return new Date(wall - offsetFromVtimezone(zone, v) * 60_000).toISOString();
}

describe('calendarEntries', () => {
  // The test files of a worker share its process (isolate: false): TZ goes back as it was, or
  // away where it was not set (assigning undefined would set it to "undefined").
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes one VEVENT per timed visit, in the museum time zone, right on both sides of summer time', () => {
    const file = calendarEntries(input());
    expect(file?.filename).toBe('museumsbesuch-2026-00042.ics');
    const root = parseIcs(file?.content ?? '');
    const [calendar, ...more] = root.children;
    expect(more).toEqual([]);
    expect(calendar?.type).toBe('VCALENDAR');
    expect(prop(calendar, 'METHOD')?.value).toBe('PUBLISH');
    expect(prop(calendar, 'VERSION')?.value).toBe('2.0');
    const events = calendar?.children.filter((child) => child.type === 'VEVENT') ?? [];
    // Ticket, guided tour and day ticket; the pass, the catalogue and the voucher have no time.
    expect(events.map((event) => prop(event, 'SUMMARY')?.value)).toEqual([
      'Exhibition "Light & Shadow"',
      'Guided tour <script>alert("tour")</script>',
      'Day ticket',
    ]);
    const [ticket, tour, day] = events;
    const line = (event: Component | undefined, name: string) => {
      const property = prop(event, name);
      return `${name};${Object.entries(property?.params ?? {})
        .map(([key, value]) => `${key}=${value}`)
        .join(';')}:${property?.value}`;
    };
    expect(line(ticket, 'DTSTART')).toBe('DTSTART;TZID=Europe/Berlin:20261128T100000');
    expect(line(ticket, 'DTEND')).toBe('DTEND;TZID=Europe/Berlin:20261128T103000');
    expect(line(tour, 'DTSTART')).toBe('DTSTART;TZID=Europe/Berlin:20260715T140000');
    expect(line(day, 'DTSTART')).toBe('DTSTART;TZID=Europe/Berlin:20260329T100000');
    // Read through the VTIMEZONE as a calendar application does: winter +1, summer +2, and the
    // day the clocks go forward is summer time by ten in the morning.
    const c = calendar as Component;
    expect(instantOf(c, prop(ticket, 'DTSTART'))).toBe('2026-11-28T09:00:00.000Z');
    expect(instantOf(c, prop(tour, 'DTSTART'))).toBe('2026-07-15T12:00:00.000Z');
    expect(instantOf(c, prop(tour, 'DTEND'))).toBe('2026-07-15T13:00:00.000Z');
    expect(instantOf(c, prop(day, 'DTSTART'))).toBe('2026-03-29T08:00:00.000Z');
    expect(instantOf(c, prop(day, 'DTEND'))).toBe('2026-03-29T16:00:00.000Z');
    // DTSTAMP is UTC, as RFC 5545 requires: the order's time.
    expect(prop(ticket, 'DTSTAMP')?.value).toBe('20261127T233000Z');
    expect(prop(ticket, 'LOCATION')?.value).toBe('Main building\\, Lichtstraße 1\\, 10115 Berlin');
    expect(prop(tour, 'DESCRIPTION')?.value).toBe(
      `Bestellnummer 2026-00042\\nBestellung ansehen: ${REVIEW_URL}`,
    );
    // A stable UID per order line.
    expect(events.map((event) => prop(event, 'UID')?.value)).toEqual([
      'order-2026-00042-line-1@shop.museum.example',
      'order-2026-00042-line-2@shop.museum.example',
      'order-2026-00042-line-3@shop.museum.example',
    ]);
    expect(calendarEntries(input())?.content).toBe(file?.content);
  });

  it("writes the museum's wall clock whatever time zone the server process runs in", () => {
    vi.stubEnv('TZ', 'UTC');
    const inUtc = calendarEntries(input())?.content;
    vi.stubEnv('TZ', 'America/New_York');
    expect(new Date(Date.UTC(2026, 6, 15, 12)).getHours()).toBe(8);
    expect(calendarEntries(input())?.content).toBe(inUtc);
    vi.stubEnv('TZ', 'Asia/Kolkata');
    expect(calendarEntries(input())?.content).toBe(inUtc);
  });

  it('ends an entry without an end an hour later in real time, across the autumn clock change', () => {
    // 01:30 summer time on 25.10.2026; an hour later it is 02:30, still summer time (the clocks go
    // back at 03:00): the end is an hour of real time, read through the zone, not wall-clock arithmetic.
    const order: Order = {
      ...orderFixture,
      lines: [
        { ...(orderFixture.lines[1] as Order['lines'][number]), datetime: '2026-10-25 01:30', ends: null },
      ],
    };
    const root = parseIcs(calendarEntries(input({ order }))?.content ?? '');
    const calendar = root.children[0] as Component;
    const event = calendar.children.find((child) => child.type === 'VEVENT');
    expect(prop(event, 'DTSTART')?.value).toBe('20261025T013000');
    expect(prop(event, 'DTEND')?.value).toBe('20261025T023000');
    expect(instantOf(calendar, prop(event, 'DTSTART'))).toBe('2026-10-24T23:30:00.000Z');
  });

  it('makes a day ticket without a time an all-day entry', () => {
    const order: Order = {
      ...orderFixture,
      lines: [
        { ...(orderFixture.lines[2] as Order['lines'][number]), datetime: '2026-12-31 00:00', ends: null },
      ],
    };
    const root = parseIcs(calendarEntries(input({ order }))?.content ?? '');
    const event = root.children[0]?.children.find((child) => child.type === 'VEVENT');
    expect(prop(event, 'DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20261231' });
    expect(prop(event, 'DTEND')).toEqual({ name: 'DTEND', params: { VALUE: 'DATE' }, value: '20270101' });
  });

  it('is null for an order without a timed visit', () => {
    const order: Order = { ...orderFixture, lines: orderFixture.lines.slice(3) };
    expect(calendarEntries(input({ order }))).toBeNull();
  });

  it('describes a zone without summer time with its one offset', () => {
    const zone = parseIcs(vtimezone('Asia/Tokyo', 2026, 2026)).children[0] as Component;
    expect(zone.children.map((child) => [child.type, prop(child, 'TZOFFSETTO')?.value])).toEqual([
      ['STANDARD', '+0900'],
    ]);
    const berlin = parseIcs(vtimezone('Europe/Berlin', 2026, 2026)).children[0] as Component;
    expect(
      berlin.children
        .filter((child) => prop(child, 'DTSTART')?.value.startsWith('2026'))
        .map((child) => [
          child.type,
          prop(child, 'DTSTART')?.value,
          prop(child, 'TZOFFSETFROM')?.value,
          prop(child, 'TZOFFSETTO')?.value,
        ]),
    ).toEqual([
      ['DAYLIGHT', '20260329T020000', '+0100', '+0200'],
      ['STANDARD', '20261025T030000', '+0200', '+0100'],
    ]);
  });
});
