import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, readStoredJson } from './browser-storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('browserStorage', () => {
  it('keeps values in the storage it names, and reads JSON back or nothing', () => {
    const session = browserStorage('session');
    const local = browserStorage('local');
    session.set('k', '{"a":1}');
    local.set('k', 'not json');
    expect(window.sessionStorage.getItem('k')).toBe('{"a":1}');
    expect(window.localStorage.getItem('k')).toBe('not json');
    expect(readStoredJson(session, 'k')).toEqual({ a: 1 });
    expect(readStoredJson(local, 'k')).toBeUndefined();
    expect(readStoredJson(session, 'missing')).toBeUndefined();
    session.remove('k');
    expect(session.get('k')).toBeNull();
  });

  it('never throws where the browser refuses its storage: nothing is kept', () => {
    for (const method of ['getItem', 'setItem', 'removeItem'] as const)
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new DOMException('blocked', 'SecurityError');
      });
    const store = browserStorage('local');
    expect(() => store.set('k', 'v')).not.toThrow();
    expect(store.get('k')).toBeNull();
    expect(() => store.remove('k')).not.toThrow();
  });

  it('hears another tab change its key, or clear the storage, until it stops listening', () => {
    const store = browserStorage('local');
    const heard = vi.fn();
    const stop = store.onOtherTabChange('session', heard);
    const change = (key: string | null, storageArea: Storage = window.localStorage) =>
      window.dispatchEvent(new StorageEvent('storage', { key, storageArea }));
    change('session');
    change('other');
    change(null);
    change('session', window.sessionStorage);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    change('session');
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
