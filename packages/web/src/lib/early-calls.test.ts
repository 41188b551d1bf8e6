import { configEndpoint, shopInfoEndpoint, staticPageEndpoint } from '@museum-shop/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall, configureApi } from './api-client.ts';
import { forgetEarlyCalls, startEarlyCalls, staticPageIdOf, takeEarlyAnswer } from './early-calls.ts';
import { ROUTE_CODE_ID } from './early-code.ts';
import { loadRuntimeSettings } from './settings.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const urlOf = (input: unknown) => (input instanceof Request ? input.url : String(input));
const settings = { apiBase: 'http://shop.test/api', shop: 7 };

/** A fetch that answers each address from `answers` (a function for a failure), and records the calls. */
function stubFetch(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: unknown) => {
      const url = urlOf(input);
      calls.push(url);
      const answer = answers[url];
      if (!answer) throw new TypeError(`unexpected call to ${url}`);
      return answer();
    }),
  );
  return calls;
}

const configUrl = 'http://shop.test/api/de/shopinfo/config?shop=7';
const shopInfoUrl = 'http://shop.test/api/de/shopinfo?shop=7';

describe('early calls', () => {
  afterEach(() => {
    forgetEarlyCalls();
    vi.unstubAllGlobals();
  });

  it('start the settings, then the configuration and shop info at the addresses the app asks for', async () => {
    const calls = stubFetch({
      '/settings.json': () => json(settings),
      [configUrl]: () => json({ data: 'config' }),
      [shopInfoUrl]: () => json({ data: 'info' }),
    });
    startEarlyCalls('/DE/tickets');
    await expect.poll(() => calls).toHaveLength(3);
    configureApi(settings);
    // The same addresses as the app's own calls: built from the contract's endpoints.
    expect(calls.slice(1).sort()).toEqual([configUrl, shopInfoUrl]);
    const requested = vi.fn();
    vi.stubGlobal('fetch', requested);
    await expect(loadRuntimeSettings()).resolves.toEqual(settings);
    await expect(takeEarlyAnswer(configUrl)).resolves.toEqual({ json: { data: 'config' } });
    expect(requested).not.toHaveBeenCalled();
  });

  it('are taken once: a second call goes to the network', async () => {
    const calls = stubFetch({ '/settings.json': () => json(settings) });
    startEarlyCalls('/page/imprint');
    await expect(takeEarlyAnswer('/settings.json')).resolves.toEqual({ json: settings });
    await expect(takeEarlyAnswer('/settings.json')).resolves.toBeUndefined();
    // No language in the path: the default language's addresses.
    await expect.poll(() => calls).toContain('http://shop.test/api/en/shopinfo/config?shop=7');
  });

  it('an apiCall uses the early answer, checked against the contract, and makes no call of its own', async () => {
    const calls = stubFetch({
      '/settings.json': () => json(settings),
      [configUrl]: () => json({ data: 'not a configuration' }),
      [shopInfoUrl]: () => json({ data: 'info' }),
    });
    startEarlyCalls('/de/');
    await expect.poll(() => calls).toHaveLength(3);
    configureApi(settings);
    await expect(apiCall(configEndpoint, { lang: 'de' })).rejects.toThrow();
    expect(calls).toHaveLength(3);
  });

  it('a failed early call leaves the call to the app, with its own retries and errors', async () => {
    const calls = stubFetch({
      '/settings.json': () => json(settings),
      [configUrl]: () => json({ code: 'INTERNAL_ERROR', message: 'x' }, 500),
      [shopInfoUrl]: () => json({ code: 'INTERNAL_ERROR', message: 'x' }, 500),
    });
    startEarlyCalls('/de/');
    await expect.poll(() => calls).toHaveLength(3);
    configureApi(settings);
    const ownCalls = stubFetch({ [shopInfoUrl]: () => json({ data: 'second try' }) });
    // The answer of its own call is then checked as ever (here it fails the contract).
    await expect(apiCall(shopInfoEndpoint, { lang: 'de' })).rejects.toThrow();
    expect(ownCalls).toEqual([shopInfoUrl]);
  });

  it('settings that cannot be read start nothing more', async () => {
    const calls = stubFetch({ '/settings.json': () => json({}, 404) });
    startEarlyCalls('/en/');
    await expect(takeEarlyAnswer('/settings.json')).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['/settings.json']);
  });

  it('on a static page also start its text, at the address the page screen asks for', async () => {
    const pageUrl = 'http://shop.test/api/de/page/accessibility_statement?shop=7';
    const page = { data: { id: 'accessibility_statement', title: 'Barrierefreiheit', html: '<p>Text</p>' } };
    const calls = stubFetch({
      '/settings.json': () => json(settings),
      [configUrl]: () => json({ data: 'config' }),
      [shopInfoUrl]: () => json({ data: 'info' }),
      [pageUrl]: () => json(page),
    });
    startEarlyCalls('/de/Page/Accessibility_Statement/');
    await expect.poll(() => calls).toContain(pageUrl);
    configureApi(settings);
    const callsBefore = calls.length;
    const params = { id: 'accessibility_statement' };
    await expect(apiCall(staticPageEndpoint, { lang: 'de', params })).resolves.toEqual(page);
    expect(calls).toHaveLength(callsBefore);
  });

  describe("a shared page's code and texts", () => {
    const routeCode = {
      pages: {
        page: ['/assets/static-page-1.js', '/assets/purify-2.js'],
        ticket: ['/assets/tickets-3.js', '/assets/booking-route-4.js'],
      },
      texts: {
        'fr/common': '/assets/common-fr.js',
        'fr/booking': '/assets/booking-fr.js',
        'de/common': '/assets/common-de.js',
        'en/booking': '/assets/booking-en.js',
      },
    };
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );

    afterEach(() => {
      document.head.replaceChildren();
    });

    function listFiles() {
      const list = document.createElement('script');
      list.type = 'application/json';
      list.id = ROUTE_CODE_ID;
      list.textContent = JSON.stringify(routeCode);
      document.head.append(list);
    }

    it('are preloaded, from the maps the build writes, on that page in its language', async () => {
      stubFetch({ '/settings.json': () => json(settings) });
      listFiles();
      startEarlyCalls('/fr/tickets/1/');
      await expect.poll(preloads).toEqual([
        ...routeCode.pages.ticket,
        '/assets/common-fr.js',
        '/assets/booking-fr.js',
        // The fallback language's, which i18next loads too.
        '/assets/booking-en.js',
      ]);
      for (const link of document.head.querySelectorAll('link')) link.remove();
      // English common texts come with the main script.
      startEarlyCalls('/en/tickets/1');
      await expect.poll(preloads).toEqual([...routeCode.pages.ticket, '/assets/booking-en.js']);
      for (const link of document.head.querySelectorAll('link')) link.remove();
      startEarlyCalls('/de/page/imprint');
      await expect.poll(preloads).toEqual([...routeCode.pages.page, '/assets/common-de.js']);
    });

    it('are asked for one in each task, the first at once: a phone’s main thread is never held long', async () => {
      stubFetch({ '/settings.json': () => json(settings) });
      listFiles();
      startEarlyCalls('/fr/tickets/1');
      expect(preloads()).toEqual([routeCode.pages.ticket[0]]);
      // A task later (a zero timeout runs after the one queued before it), one more.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(preloads()).toEqual(routeCode.pages.ticket);
      await expect.poll(preloads).toHaveLength(5);
    });

    it('alone are started on a page the server rendered: it carries its answers and its texts', async () => {
      const calls = stubFetch({ '/settings.json': () => json(settings) });
      listFiles();
      startEarlyCalls('/fr/tickets/1', { rendered: true });
      // The fallback language's texts, which the page does not carry, are loaded.
      await expect.poll(preloads).toEqual([...routeCode.pages.ticket, '/assets/booking-en.js']);
      await Promise.resolve();
      expect(calls).toEqual([]);
      await expect(takeEarlyAnswer('/settings.json')).resolves.toBeUndefined();
    });

    it('are not preloaded on a personal screen, nor the code on the home screen', async () => {
      stubFetch({ '/settings.json': () => json(settings) });
      listFiles();
      startEarlyCalls('/en/');
      startEarlyCalls('/en/checkout');
      startEarlyCalls('/tickets/1');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(preloads()).toEqual([]);
      startEarlyCalls('/de/');
      await expect.poll(preloads).toEqual(['/assets/common-de.js']);
    });
  });

  it('read the page id of static pages only', () => {
    expect(staticPageIdOf('/en/page/imprint')).toBe('imprint');
    expect(staticPageIdOf('/EN/PAGE/Shipping/')).toBe('shipping');
    expect(staticPageIdOf('/page/data_protection')).toBe('data_protection');
    expect(staticPageIdOf('/en/page/caf%C3%A9')).toBe('café');
    for (const other of [
      '/en/',
      '/en/page',
      '/en/page/a/b',
      '/en/pages/imprint',
      '/en/tickets/page',
      '/en/page/%E0%A4%A',
    ])
      expect(staticPageIdOf(other)).toBeUndefined();
  });
});
