import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeredAt } from '../app/page-render/page-state.ts';
import {
  freshButFromPage,
  PAGE_ANSWER_FRESH_MS,
  setPageNow,
  useBrowserState,
  useDisplayDate,
} from './shared-render.ts';

/** A component showing something only this browser knows: its tab's stored choice. */
function CookieChoice() {
  const [accepted] = useBrowserState(() => window.sessionStorage.getItem('accepted') === 'yes', false);
  return <p>{accepted ? 'accepted' : 'not decided'}</p>;
}

/** A component showing today's date, as the calendar and the footer read it. */
function Today() {
  return <p>{useDisplayDate((now) => now.toISOString().slice(0, 10))}</p>;
}

afterEach(() => {
  setPageNow(undefined);
  window.sessionStorage.clear();
  document.body.innerHTML = '';
});

const mount = (html = '') => {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
};

describe('a page rendered on the server, taken over by the browser', () => {
  it('hydrates from what the server knew, then shows what the browser knows, without a mismatch', async () => {
    window.sessionStorage.setItem('accepted', 'yes');
    const serverHtml = renderToString(<CookieChoice />);
    expect(serverHtml).toContain('not decided');
    const container = mount(serverHtml);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <CookieChoice />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('accepted');
  });

  it('reads the browser at once where the browser renders alone', async () => {
    window.sessionStorage.setItem('accepted', 'yes');
    const container = mount();
    await act(async () => createRoot(container).render(<CookieChoice />));
    expect(container.textContent).toBe('accepted');
  });

  it('dates a shared render by the moment the server rendered it, then by this device', async () => {
    // A page made just before midnight and hydrated after it must still match.
    setPageNow(new Date('2026-12-02T23:59:59Z'));
    const serverHtml = renderToString(<Today />);
    expect(serverHtml).toContain('2026-12-02');
    const container = mount(serverHtml);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Today />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('an answer that must be fresh, as a rendered page brought it', () => {
  const key = ['events', 'en', 'tickets', 1];
  /** A browser's cache holding `key`'s answer as a page rendered at `renderedAt` brings it. */
  function pageCache(renderedAt: Date) {
    const server = new QueryClient();
    server.setQueryData(key, { left: 3 });
    const browser = new QueryClient();
    hydrate(browser, answeredAt(dehydrate(server), renderedAt));
    return browser;
  }
  /** Whether a screen that mounts now asks for `key` again. */
  function asksAgain(client: QueryClient) {
    const queryFn = vi.fn(async () => ({ left: 2 }));
    const observer = new QueryObserver(client, { queryKey: key, queryFn, staleTime: freshButFromPage });
    const unsubscribe = observer.subscribe(() => {});
    unsubscribe();
    return queryFn.mock.calls.length > 0;
  }

  it('is not asked again as the page is taken over, and is once the page is old', () => {
    const renderedAt = new Date(Date.now() - 2_000);
    setPageNow(renderedAt);
    expect(asksAgain(pageCache(renderedAt))).toBe(false);
    // A page a cache kept for longer than that: its places are asked again at once.
    const kept = new Date(Date.now() - PAGE_ANSWER_FRESH_MS - 1_000);
    setPageNow(kept);
    expect(asksAgain(pageCache(kept))).toBe(true);
  });

  it('is asked again whenever it was not the page’s own answer', () => {
    setPageNow(undefined);
    expect(asksAgain(pageCache(new Date()))).toBe(true);
    setPageNow(new Date(Date.now() - 1_000));
    expect(asksAgain(pageCache(new Date()))).toBe(true);
  });
});
