/**
 * The browser's session or local storage, never throwing: blocked storage (privacy modes, sandboxed
 * frames, a full quota) behaves as if nothing was kept, instead of breaking the app. The shop keeps
 * a visit's state in session storage (one tab); the staff app keeps its session in local storage so
 * every tab of the browser shares it (issue 34).
 */
export interface BrowserStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Calls `listener` when another tab of this browser changes `key`; answers how to stop. */
  onOtherTabChange(key: string, listener: () => void): () => void;
}

export function browserStorage(kind: 'session' | 'local'): BrowserStorage {
  const storage = () => (kind === 'session' ? window.sessionStorage : window.localStorage);
  return {
    get(key) {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        storage().setItem(key, value);
      } catch {
        // Nothing to do: the value simply is not remembered.
      }
    },
    remove(key) {
      try {
        storage().removeItem(key);
      } catch {
        // As above.
      }
    },
    onOtherTabChange(key, listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== null && event.storageArea !== safely(storage)) return;
        // `key` null: the other tab cleared the whole storage.
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/** The storage itself, or null where even touching it throws. */
function safely(storage: () => Storage): Storage | null {
  try {
    return storage();
  } catch {
    return null;
  }
}

/** A JSON value kept under `key`; anything unreadable counts as absent. */
export function readStoredJson(store: BrowserStorage, key: string): unknown {
  const raw = store.get(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
