import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';

/**
 * Whether what renders now must equal the page as the server sent it (issue 37): on the server,
 * and in the browser while React hydrates that page. Nothing personal (the tab's storage, the
 * window's size, this device's clock) may show in such a render: the server knows none of it, and
 * hydration fails where the browser's first render differs from the server's HTML.
 */
let hydrating = false;

export function rendersSharedPage(): boolean {
  return hydrating || typeof window === 'undefined';
}

/** The root's mark while a page the server rendered waits for its script: its controls show they wait. */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/** Called before hydrating a page the server rendered. */
export function startHydrating(): void {
  hydrating = true;
}

/** Called once the first render is committed: from now on the page is the browser's. */
export function endHydrating(): void {
  hydrating = false;
  document.getElementById('root')?.removeAttribute(HYDRATING_ATTRIBUTE);
}

/**
 * A component's state that starts from the browser (`read`: its storage, its window), except in a
 * render of a shared page, where it starts as `shared` and takes the browser's value right after.
 */
export function useBrowserState<T>(read: () => T, shared: T): [T, Dispatch<SetStateAction<T>>] {
  const [startedShared] = useState(rendersSharedPage);
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

/** Sets the moment a shared page is rendered at: on the server per render, in the browser from the page. */
export function setPageNow(now: Date | undefined): void {
  pageNow = now;
}

/**
 * Now, for what a screen shows (today's date, the calendar's month, the year): in a shared render
 * the moment the server rendered the page at, so a page hydrated just after midnight matches the
 * HTML made just before; otherwise this device's clock.
 */
export function displayNow(): Date {
  return rendersSharedPage() && pageNow ? new Date(pageNow) : new Date();
}
