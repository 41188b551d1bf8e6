import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeredAt, PAGE_STATE_ID, type PageState, pageStateScript, readPageState } from './page-state.ts';

const state: PageState = {
  settings: { apiBase: '/api', shop: 1 },
  lang: 'en',
  namespaces: ['common', 'booking'],
  texts: { booking: { added: 'Added' } },
  now: '2026-12-02T22:59:00.000Z',
  // A museum's text may hold anything, even what would end the script element.
  queries: {
    mutations: [],
    queries: [
      { queryKey: ['page'], queryHash: '["page"]', state: { data: '</script><script>alert(1)</script>' } },
    ],
  } as never,
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('the state a server-rendered page carries', () => {
  it('cannot be closed by a text inside it, and reads back whole', () => {
    const script = pageStateScript(state);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).toMatch(new RegExp(`^<script type="application/json" id="${PAGE_STATE_ID}">`));
    document.body.innerHTML = script;
    expect(readPageState()).toEqual(state);
  });

  it('is absent from the app’s shell, and a broken one is ignored', () => {
    expect(readPageState()).toBeUndefined();
    document.body.innerHTML = `<script type="application/json" id="${PAGE_STATE_ID}">{broken</script>`;
    expect(readPageState()).toBeUndefined();
  });
});

describe('the answers a page carries', () => {
  // The server's clock is the museum's (pinned in tests); the process's own is a week later.
  const museumNow = new Date('2026-11-25T09:00:00.000Z');
  const processNow = new Date('2026-12-02T09:00:00.000Z');

  async function answersRenderedAt(
    dated: (queries: ReturnType<typeof dehydrate>) => ReturnType<typeof dehydrate>,
  ) {
    vi.useFakeTimers({ now: processNow, toFake: ['Date'] });
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ['times'], queryFn: () => ['10:00'] });
    const queries = dated(dehydrate(server));
    vi.setSystemTime(museumNow); // The browser's clock, which is the museum's.
    const browser = new QueryClient();
    hydrate(browser, queries);
    return browser.getQueryCache().find({ queryKey: ['times'] });
  }

  it('are dated by the render’s clock, so the browser judges their age as the server did', async () => {
    const query = await answersRenderedAt((queries) => answeredAt(queries, museumNow));
    expect(query?.state.dataUpdatedAt).toBe(museumNow.getTime());
    expect(query?.isStaleByTime(0)).toBe(true);
    expect(query?.isStaleByTime(60_000)).toBe(false);
  });

  it('would otherwise look fresh for a week to a browser at the museum’s hour', async () => {
    const query = await answersRenderedAt((queries) => queries);
    expect(query?.isStaleByTime(0)).toBe(false);
  });

  it('keep a query that has no answer undated', () => {
    const pending = {
      mutations: [],
      queries: [{ queryKey: ['x'], queryHash: '["x"]', state: { dataUpdatedAt: 0 } }],
    };
    expect(answeredAt(pending as never, museumNow).queries[0]?.state.dataUpdatedAt).toBe(0);
  });
});
