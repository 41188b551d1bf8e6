/**
 * Session storage that never throws: blocked storage behaves as if nothing was kept. The staff
 * session lives only as long as the browser tab (sessionStorage), and ends on the server anyway.
 */
export const sessionStore = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      // Not remembered: the next load asks to sign in again.
    }
  },
  remove(key: string): void {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // As above.
    }
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
