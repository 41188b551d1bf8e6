import { type Dispatch, type SetStateAction, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Issue 37: a shared page is rendered on the server and then hydrated in the browser, one Suspense
 * boundary after another. A render of a component there must equal the server's HTML: nothing
 * personal (the tab's storage, the window's size, this device's clock) may show in it. React knows
 * which render that is: `useSyncExternalStore` reads its server snapshot on the server and while
 * it hydrates the component, and renders the component again at once with the browser's.
 */
const noSubscription = () => () => {};
const inBrowser = () => false;
const onServerOrHydrating = () => true;

/** True while this component renders on the server, or hydrates what the server rendered. */
export function useSharedRender(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServerOrHydrating);
}

/**
 * A component's state that starts from the browser (`read`: its storage, its window), except in a
 * render of a shared page, where it starts as `shared` and takes the browser's value right after.
 */
export function useBrowserState<T>(read: () => T, shared: T): [T, Dispatch<SetStateAction<T>>] {
  const sharedRender = useSharedRender();
  const [startedShared] = useState(sharedRender);
  const [value, setValue] = useState(() => (startedShared ? shared : read()));
  // Once, after the shared render: later changes are the component's own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as useState's initialiser would.
  useEffect(() => {
    if (startedShared) setValue(read);
  }, [startedShared]);
  return [value, setValue];
}

/** The moment the shared page was rendered at, by the server's clock. */
let pageNow: Date | undefined;

/**
 * How long an answer that came with a rendered page stays fresh in the browser (issue 37): long
 * enough for a phone to take the page over, short enough that a page a cache kept for longer is
 * asked again. Asked again at once, as a staleTime of 0 asks, the event's places re-rendered the
 * screen twice right after its hydration, in two long tasks, to show what the page showed.
 */
export const PAGE_ANSWER_FRESH_MS = 10_000;

/**
 * The staleTime of an answer that must be fresh whenever a screen shows it (the places left): 0,
 * except for the answer the rendered page came with (dated at its render, `answeredAt`), which is
 * as fresh as the page for `PAGE_ANSWER_FRESH_MS`.
 */
export function freshButFromPage(query: { state: { dataUpdatedAt: number } }): number {
  return pageNow !== undefined && query.state.dataUpdatedAt === pageNow.getTime() ? PAGE_ANSWER_FRESH_MS : 0;
}

/** Sets the moment a shared page is rendered at: on the server per render, in the browser from the page. */
export function setPageNow(now: Date | undefined): void {
  pageNow = now;
}

/**
 * A date as a screen shows it (`format` of now: today's date, the year): in a shared render that of
 * the moment the server rendered the page at, so a page hydrated just after midnight matches the
 * HTML made just before; otherwise by this device's clock. Only when the two differ does React
 * render the component again after hydrating it: on any other day, the booking calendar is
 * hydrated once, not rendered a second time on a phone.
 */
export function useDisplayDate(format: (now: Date) => string): string {
  return useSyncExternalStore(
    noSubscription,
    () => format(new Date()),
    () => format(pageNow ?? new Date()),
  );
}

/** The root's mark while a page the server rendered waits for its script: its controls show they wait. */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/** Called once the screen of a page the server rendered is hydrated: from now on it is the browser's. */
export function endHydrating(): void {
  document.getElementById('root')?.removeAttribute(HYDRATING_ATTRIBUTE);
}
