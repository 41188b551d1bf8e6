import { useSyncExternalStore } from 'react';

/** Toasts stay 2 s; the server-error message 15 s (spec §9). */
export const TOAST_MS = 2000;
export const SERVER_ERROR_MS = 15_000;

export type NoticeKind = 'info' | 'success' | 'warning' | 'danger';

export interface Notice {
  id: number;
  /** A toast is small and brief; a global message sits under the header until it goes. */
  placement: 'toast' | 'global';
  kind: NoticeKind;
  text: string;
  /** An e-mail address shown as a link after `text`, followed by `textAfter` (the 500 message). */
  email?: string;
  textAfter?: string;
}

let notices: readonly Notice[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function dismissNotice(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  notices = notices.filter((notice) => notice.id !== id);
  emit();
}

const sameNotice = (a: Omit<Notice, 'id'>, b: Omit<Notice, 'id'>) =>
  a.placement === b.placement &&
  a.kind === b.kind &&
  a.text === b.text &&
  a.email === b.email &&
  a.textAfter === b.textAfter;

/**
 * Shows a message; with `durationMs` it goes by itself. Returns its id. A message already shown is
 * not shown twice (several calls failing at once give one 500 message); its time starts again.
 */
export function showNotice(notice: Omit<Notice, 'id'>, durationMs?: number): number {
  const shown = notices.find((existing) => sameNotice(existing, notice));
  const id = shown?.id ?? nextId++;
  if (!shown) {
    notices = [...notices, { ...notice, id }];
    emit();
  }
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (durationMs !== undefined) {
    timers.set(
      id,
      setTimeout(() => dismissNotice(id), durationMs),
    );
  }
  return id;
}

export function showToast(text: string, kind: NoticeKind = 'info'): number {
  return showNotice({ placement: 'toast', kind, text }, TOAST_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a page rendered on the server shows (issue 37): no notice yet. */
const NO_NOTICES: readonly Notice[] = [];

export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(
    subscribe,
    () => notices,
    () => NO_NOTICES,
  );
}
