import { describe, expect, it } from 'vitest';
import { SHARED_PAGE_MODULES } from '../lib/early-code.ts';
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
