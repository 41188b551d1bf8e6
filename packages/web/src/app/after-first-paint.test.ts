import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_SCRIPT_META, startAppAfterFirstPaint } from './after-first-paint.ts';
import { PAGE_STATE_ID } from './page-render/page-state.ts';

const ran = (name: string) => (globalThis as Record<string, unknown>)[name] === true;
const appLink = (name: string) =>
  `<meta name="${APP_SCRIPT_META}" content="data:text/javascript,globalThis.${name}=true">`;

/** A stand-in for the browser's paint reports: `paint()` reports the first contentful paint. */
function paintReports() {
  let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return {
    paint: (entry: string) => report?.({ getEntriesByName: (name) => (name === entry ? [{}] : []) }),
  };
}

/** The state a rendered page carries after its root. */
const pageState = `<script type="application/json" id="${PAGE_STATE_ID}">{}</script>`;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the app’s script on a page the server rendered', () => {
  it('fetches the screen’s code and the app’s script only once the first contentful paint is on screen', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const reports = paintReports();
    document.body.innerHTML = pageState;
    const beforeApp = vi.fn();
    startAppAfterFirstPaint(beforeApp);
    // The name comes after the early script in the head: it is read when the paint comes.
    document.head.innerHTML = appLink('paintedRan');
    reports.paint('first-paint');
    await Promise.resolve();
    expect(ran('paintedRan')).toBe(false);
    expect(beforeApp).not.toHaveBeenCalled();
    reports.paint('first-contentful-paint');
    await vi.waitFor(() => expect(ran('paintedRan')).toBe(true));
    expect(beforeApp).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a tab in the background, which paints nothing', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    paintReports();
    document.head.innerHTML = appLink('hiddenRan');
    startAppAfterFirstPaint();
    await vi.waitFor(() => expect(ran('hiddenRan')).toBe(true));
  });

  it('runs at once on a page whose render a proxy took out: its empty root paints nothing', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    paintReports();
    document.head.innerHTML = appLink('shellRan');
    startAppAfterFirstPaint();
    await vi.waitFor(() => expect(ran('shellRan')).toBe(true));
  });
});
