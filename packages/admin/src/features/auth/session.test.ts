import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n, rememberLanguage } from '../../lib/i18n.ts';
import { clearSession, saveSession } from './session.ts';

const session = (lang: 'de' | 'fr' | 'en') => ({
  token: 'staff-token',
  expires_at: '2026-11-28T10:00:00.000Z',
  member: {
    id: 'a7d1c1c4-0000-4000-8000-000000000009',
    email: 'box@museum.example',
    name: 'Bo',
    role: 'box_office' as const,
    active: true,
    invited: false,
    lang,
    created_at: '2026-11-01T10:00:00.000Z',
    last_login_at: null,
  },
  refund_limit: 20_000,
});

afterEach(() => {
  clearSession();
  window.localStorage.clear();
});

describe('the staff app’s language at sign-in', () => {
  it('becomes the member’s own language from the staff settings', async () => {
    await initI18n('en');
    await i18next.changeLanguage('en');
    saveSession(session('de'));
    await expect.poll(() => i18next.resolvedLanguage).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('stays the language chosen on this device', async () => {
    await initI18n('en');
    await i18next.changeLanguage('fr');
    rememberLanguage('fr');
    saveSession(session('de'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(i18next.resolvedLanguage).toBe('fr');
  });
});

describe('the staff session across tabs (issue 34)', () => {
  it('is shared by every tab of the browser, and a sign-out in another tab ends it here', async () => {
    const { currentSession, useStaffSession } = await import('./session.ts');
    const { renderHook, act } = await import('@testing-library/react');
    const future = { ...session('en'), expires_at: new Date(Date.now() + 3_600_000).toISOString() };
    saveSession(future);
    // Another tab reads the same storage.
    expect(JSON.parse(window.localStorage.getItem('staffSession') ?? 'null')?.token).toBe('staff-token');
    const hook = renderHook(() => useStaffSession());
    expect(hook.result.current?.token).toBe('staff-token');
    // The other tab signs out: this one hears it through the storage event.
    act(() => {
      window.localStorage.removeItem('staffSession');
      window.dispatchEvent(new StorageEvent('storage', { key: 'staffSession' }));
    });
    expect(hook.result.current).toBeNull();
    expect(currentSession()).toBeNull();
  });
});
