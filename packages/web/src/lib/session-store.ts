/**
 * Session storage that never throws: blocked storage (privacy modes, sandboxed frames) behaves as
 * if nothing was kept, instead of breaking the shop.
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
      // Nothing to do: the value simply is not remembered.
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

/** Reads a JSON value; anything unreadable counts as absent. */
export function readSessionJson(key: string): unknown {
  const raw = sessionStore.get(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
