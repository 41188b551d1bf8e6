import { PERSONAL_SCREEN_PATHS, SHOP_PAGE_PATHS } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { SHARED_PAGE_MODULES, SHARED_PAGE_TEXTS } from '../lib/early-code.ts';
import { ROUTES } from './route-table.ts';

describe("the shared pages' code the early script preloads", () => {
  // Read from the route's load function: importing every screen here would cost the suite seconds.
  it.each(Object.entries(SHARED_PAGE_MODULES))(
    'is the screen the route table loads for %s',
    (name, modules) => {
      const screen = modules.find((module) => module.startsWith('/src/app/routes/')) ?? '';
      const load = ROUTES[name as keyof typeof SHARED_PAGE_MODULES].load;
      expect(String(load)).toContain(screen.replace('/src/app/', ''));
    },
  );
});

/** The screens' sources as text: which namespaces each waits for is written there. */
const screenSources = import.meta.glob<string>('./routes/*.tsx', { query: '?raw', import: 'default' });

describe("the shared pages' texts the early script preloads", () => {
  it.each(Object.entries(SHARED_PAGE_TEXTS))(
    'are the namespaces the %s screen waits for',
    async (name, namespaces) => {
      const screen = SHARED_PAGE_MODULES[name as keyof typeof SHARED_PAGE_MODULES]?.[0] ?? '';
      const source = await screenSources[screen.replace('/src/app/', './')]?.();
      for (const namespace of namespaces) expect(source).toContain(`useTranslation('${namespace}')`);
    },
  );
});

describe("the route table's addresses", () => {
  it('are the screens the contract names, so that the server answers every other one with a 404', () => {
    const routed = Object.values(ROUTES)
      .map((route) => route.path)
      .filter((path) => path !== '*');
    const named = [...Object.values(SHOP_PAGE_PATHS), ...Object.values(PERSONAL_SCREEN_PATHS)];
    expect([...routed].sort()).toEqual([...named].sort());
  });
});
