/**
 * The browser's local storage of this origin, never throwing: blocked storage behaves as if
 * nothing was kept. The staff session lives here so that every tab of the browser shares it
 * (issue 34) until sign-out or its end on the server. It is no cookie: a page of another site
 * can neither read it nor make the browser send it, so sharing it opens no way for cross-site
 * requests. A change in another tab arrives as a `storage` event (`onOtherTabChange`).
 */
export const sessionStore = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Not remembered: the next load asks to sign in again.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
  /** Calls `listener` when another tab of this browser changes `key`; answers how to stop. */
  onOtherTabChange(key: string, listener: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      // `key` null: the other tab cleared the whole storage.
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

/** Local storage for a preference that outlives the session (the staff member's language). */
export const preferenceStore = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Not remembered.
    }
  },
};
