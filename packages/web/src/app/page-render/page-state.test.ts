import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_STATE_ID, type PageState, pageStateScript, readPageState } from './page-state.ts';

const state: PageState = {
  settings: { apiBase: '/api', shop: 1 },
  lang: 'en',
  namespaces: ['common', 'booking'],
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
