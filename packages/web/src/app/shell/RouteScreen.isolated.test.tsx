import { testShopConfig } from '@museum-shop/contract/test-fixtures';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShopContext } from '../../features/config/shop-context.ts';
import { initI18n } from '../../lib/i18n.ts';
import { RouteScreen } from './RouteScreen.tsx';

// The screen stands in for any shared screen: what counts is how often the frame renders it. As
// the product and event screens do, it names the page once its data is there.
const screenRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../routes/home.tsx', async () => {
  const { useEffect } = await import('react');
  const { useCurrentRoute } = await import('./current-route.ts');
  return {
    HomeScreen: () => {
      screenRenders.count++;
      const { setTitle } = useCurrentRoute();
      useEffect(() => setTitle('Neon Nights'), [setTitle]);
      return <p>the home screen</p>;
    },
  };
});

const page = (
  <MemoryRouter initialEntries={['/en/']}>
    <ShopContext value={{ config: testShopConfig, lang: 'en' }}>
      <RouteScreen name="home" />
    </ShopContext>
  </MemoryRouter>
);

beforeAll(async () => {
  await initI18n('en');
  // A screen's title belongs to the browser's address, as the router's is.
  window.history.replaceState(null, '', '/en/');
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('a shared screen the server rendered', () => {
  it('is rendered once by the server and once as the browser hydrates it, never again at once', async () => {
    const html = renderToString(page);
    expect(html).toContain('the home screen');
    expect(screenRenders.count).toBe(1);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toContain('the home screen');
    expect(document.title).toContain('Neon Nights');
    // A second render right after hydrating is one long task on a phone (issue 37's blocking time).
    expect(screenRenders.count).toBe(2);
  });
});
