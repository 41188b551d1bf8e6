import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import 'react-day-picker/style.css';
import { useSharedRender } from '../../lib/shared-render.ts';
import { loaded } from '../../lib/tracked-load.ts';
import styles from './Calendar.module.css';
import type { CalendarProps } from './Calendar.tsx';
import { calendarCode, calendarReady, SERVER_CALENDAR_ATTRIBUTE } from './calendar-code.ts';
import { addDays, monthEnd, monthStart } from './calendar-dates.ts';

/**
 * The booking screens' calendar (issue 37). On a page the server rendered, the browser keeps the
 * calendar's HTML as it came and does not load its code (a fifth of the booking screens' script)
 * until the visitor reaches for it: pointer over it, focus in it, a press, or a change of what it
 * shows. Until then it is not React's: a press on a day or a month button is kept, the calendar
 * shows that it is busy, and once its code has rendered the same calendar in its place, the focus
 * and the press are given to it. A screen opened in the browser renders the calendar at once.
 */
export function BookingCalendar(props: CalendarProps) {
  // A constant of each build: the browser's has no ServerCalendar, the server's no BrowserCalendar.
  return import.meta.env.SSR ? <ServerCalendar {...props} /> : <BrowserCalendar {...props} />;
}

/** The server's render: the calendar's HTML, marked for the browser to keep. */
function ServerCalendar(props: CalendarProps) {
  const { Calendar } = loaded(calendarCode());
  return (
    <div {...{ [SERVER_CALENDAR_ATTRIBUTE]: '' }}>
      <Calendar {...props} />
    </div>
  );
}

/** What a press or the focus was on: a day, or a month button. */
type Place = { day: string } | { nav: 'previous' | 'next' };
type Press = { place: Place } & ({ kind: 'click' } | { kind: 'key'; key: string; shiftKey: boolean });

/** The keys the calendar's grid moves by (react-day-picker); Enter and Space press a button. */
const GRID_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
]);
/** The calendar's HTML, which React hydrates without looking into (an object kept, so never set again). */
const SERVER_HTML = { __html: '' };

function placeOf(target: EventTarget | null): Place | undefined {
  if (!(target instanceof Element)) return undefined;
  const day = target.closest<HTMLElement>('[data-day]')?.dataset.day;
  if (day) return { day };
  if (target.closest('.rdp-button_previous')) return { nav: 'previous' };
  if (target.closest('.rdp-button_next')) return { nav: 'next' };
  return undefined;
}

function elementAt(host: HTMLElement, place: Place): HTMLElement | null {
  return 'day' in place
    ? host.querySelector(`[data-day="${place.day}"] button`)
    : host.querySelector(`.rdp-button_${place.nav}`);
}

/** All a calendar shows, in one string: a change of it while the server's HTML shows wakes the calendar. */
function shownBy(props: CalendarProps): string {
  const { dayInfo, onMonthChange, onSelect, onUnavailable, ...plain } = props;
  const days: string[] = [];
  for (let day = monthStart(props.month), last = monthEnd(props.month); day <= last; day = addDays(day, 1)) {
    const info = dayInfo(day);
    days.push(`${info.kind}:${info.text ?? ''}`);
  }
  return JSON.stringify([plain, days]);
}

function BrowserCalendar(props: CalendarProps) {
  const sharedRender = useSharedRender();
  // Kept from the first render: true where it hydrates the server's HTML.
  const [fromServer, setFromServer] = useState(sharedRender);
  const [waking, setWaking] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const press = useRef<Press>(undefined);
  const focus = useRef<Place>(undefined);
  const wake = useCallback(() => setWaking(true), []);

  const shown = fromServer ? shownBy(props) : '';
  const [shownByServer] = useState(shown);
  useEffect(() => {
    if (fromServer && shown !== shownByServer) wake();
  }, [fromServer, shown, shownByServer, wake]);

  // What the visitor does with the server's calendar: kept, and the calendar woken.
  useEffect(() => {
    const element = host.current;
    if (!fromServer || !element) return;
    const onClick = (event: MouseEvent) => {
      const place = placeOf(event.target);
      if (place) press.current = { place, kind: 'click' };
      wake();
    };
    const onKey = (event: KeyboardEvent) => {
      const place = placeOf(event.target);
      if (!place || !GRID_KEYS.has(event.key)) return;
      event.preventDefault();
      press.current = { place, kind: 'key', key: event.key, shiftKey: event.shiftKey };
      wake();
    };
    const intents = ['pointerover', 'pointerdown', 'focusin'] as const;
    for (const intent of intents) element.addEventListener(intent, wake);
    element.addEventListener('click', onClick);
    element.addEventListener('keydown', onKey);
    return () => {
      for (const intent of intents) element.removeEventListener(intent, wake);
      element.removeEventListener('click', onClick);
      element.removeEventListener('keydown', onKey);
    };
  }, [fromServer, wake]);

  useEffect(() => {
    if (!fromServer || !waking) return;
    let current = true;
    calendarReady(props.lang).then(
      () => {
        if (!current) return;
        const active = document.activeElement;
        focus.current = host.current?.contains(active) ? placeOf(active) : undefined;
        setFromServer(false);
      },
      // Not loaded (the network): the next reach for the calendar tries again.
      () => current && setWaking(false),
    );
    return () => {
      current = false;
    };
  }, [fromServer, waking, props.lang]);

  // The calendar in the server's place: the focus where it was, in the same frame.
  useLayoutEffect(() => {
    const element = host.current;
    if (fromServer || !element || !focus.current) return;
    elementAt(element, focus.current)?.focus();
    focus.current = undefined;
  }, [fromServer]);
  // Then the press, to the calendar's own handlers: a click at once, before any later one of the
  // visitor's; a key in a task of its own, since the calendar moves from the day it knows to have
  // the focus and learns that in its render after the focus came back. A key is dropped when the
  // visitor presses something first.
  useEffect(() => {
    const element = host.current;
    const kept = press.current;
    if (fromServer || !element || !kept) return;
    press.current = undefined;
    const target = elementAt(element, kept.place);
    if (kept.kind === 'click') {
      target?.click();
      return;
    }
    const replay = setTimeout(() =>
      target?.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: kept.key,
          shiftKey: kept.shiftKey,
          bubbles: true,
          cancelable: true,
        }),
      ),
    );
    const drop = () => clearTimeout(replay);
    element.addEventListener('pointerdown', drop, true);
    element.addEventListener('keydown', drop, true);
    return () => {
      drop();
      element.removeEventListener('pointerdown', drop, true);
      element.removeEventListener('keydown', drop, true);
    };
  }, [fromServer]);

  if (fromServer)
    return (
      <div
        key="server"
        ref={host}
        {...{ [SERVER_CALENDAR_ATTRIBUTE]: '' }}
        className={waking ? styles.waking : undefined}
        aria-busy={waking || undefined}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sets nothing: keeps the server's HTML out of hydration.
        dangerouslySetInnerHTML={SERVER_HTML}
        suppressHydrationWarning
      />
    );
  return (
    <div key="browser" ref={host}>
      <LoadedCalendar {...props} />
    </div>
  );
}

function LoadedCalendar(props: CalendarProps) {
  const { Calendar } = loaded(calendarCode());
  return <Calendar {...props} />;
}
