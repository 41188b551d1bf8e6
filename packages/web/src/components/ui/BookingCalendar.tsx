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
 * shows. Until then it is not React's: the presses on its day and month buttons and the keys of
 * its grid are kept, in order, the calendar shows that it is busy, and once its code has rendered
 * the same calendar in its place, the focus is put back and the presses are given to it. A screen
 * opened in the browser renders the calendar at once.
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
/**
 * A press kept for the calendar: a click on a day or month button; a key of the grid, given to
 * the element that has the focus then; Enter or Space, a press of the focused button.
 */
type Press =
  | { kind: 'click'; place: Place }
  | { kind: 'key'; key: string; shiftKey: boolean }
  | { kind: 'activate' };

/** The keys the calendar's grid moves by (react-day-picker). */
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
/** The keys that press a button. */
const ACTIVATE_KEYS = new Set(['Enter', ' ']);
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

/** A press as the visitor made it, or undefined when it is none the calendar answers. */
function pressOf(event: Event): Press | undefined {
  const place = placeOf(event.target);
  if (!place) return undefined;
  if (event instanceof KeyboardEvent) {
    if (GRID_KEYS.has(event.key)) return { kind: 'key', key: event.key, shiftKey: event.shiftKey };
    return ACTIVATE_KEYS.has(event.key) ? { kind: 'activate' } : undefined;
  }
  return event.type === 'click' ? { kind: 'click', place } : undefined;
}

/** Gives a kept press to the calendar in `host`, as its own handlers take it. */
function give(host: HTMLElement, press: Press) {
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && host.contains(active) ? active : undefined;
  if (press.kind === 'click') elementAt(host, press.place)?.click();
  else if (press.kind === 'activate') focused?.click();
  else
    focused?.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: press.key,
        shiftKey: press.shiftKey,
        bubbles: true,
        cancelable: true,
      }),
    );
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
  const presses = useRef<Press[]>([]);
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
    // Every press is kept, in order: three arrow presses move the focus three days.
    const keep = (event: Event) => {
      const press = pressOf(event);
      if (!press) return;
      // Not a key's own action meanwhile (a scroll, or Enter's click on the server's button).
      if (event.type === 'keydown') event.preventDefault();
      presses.current.push(press);
      wake();
    };
    const intents = ['pointerover', 'pointerdown', 'focusin'] as const;
    for (const intent of intents) element.addEventListener(intent, wake);
    element.addEventListener('click', keep);
    element.addEventListener('keydown', keep);
    return () => {
      for (const intent of intents) element.removeEventListener(intent, wake);
      element.removeEventListener('click', keep);
      element.removeEventListener('keydown', keep);
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
  // Then the presses, in order, each in a task of its own: the calendar moves from the day it knows
  // to have the focus, and learns that in its render after the focus moved. A press the visitor
  // makes meanwhile waits its turn behind them.
  useEffect(() => {
    const element = host.current;
    if (fromServer || !element || presses.current.length === 0) return;
    let giving = false;
    const wait = (event: Event) => {
      if (giving) return;
      const press = pressOf(event);
      if (!press) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      presses.current.push(press);
    };
    const stopWaiting = () => {
      element.removeEventListener('click', wait, true);
      element.removeEventListener('keydown', wait, true);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      const press = presses.current.shift();
      if (!press) return stopWaiting();
      giving = true;
      give(element, press);
      giving = false;
      timer = setTimeout(next);
    };
    element.addEventListener('click', wait, true);
    element.addEventListener('keydown', wait, true);
    timer = setTimeout(next);
    return () => {
      clearTimeout(timer);
      stopWaiting();
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
