import type { Language } from '@museum-shop/contract';
import { lazy, Suspense } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  type Params,
  type RouteMatch,
  type RouteObject,
  renderMatches,
  useLocation,
} from 'react-router';
import {
  LOGOUT_PATH,
  loadScreen,
  ROUTE_NAMES,
  ROUTES,
  type RouteDefinition,
  type RouteName,
} from './route-table.ts';
import { RouteScreen } from './shell/RouteScreen.tsx';
import { ShopLayout } from './shell/ShopLayout.tsx';

const Logout = lazy(() => import('./routes/logout.tsx').then((module) => ({ default: module.Component })));

/** The route table under the optional `{lang}` prefix, each route with its name as id; /logout outside it (spec §2). */
const SHOP_ROUTES: RouteObject[] = [
  {
    path: LOGOUT_PATH,
    element: (
      <Suspense>
        <Logout />
      </Suspense>
    ),
  },
  {
    path: '/:lang?',
    element: <ShopLayout />,
    children: ROUTE_NAMES.map((name): RouteObject => {
      // biome-ignore lint/correctness/useJsxKeyInIterable: a route's element, not a list item; a key would remount the frame on every route change.
      const element = <RouteScreen name={name} />;
      const { path } = ROUTES[name];
      return path === '' ? { id: name, index: true, element } : { id: name, path, element };
    }),
  },
];

/**
 * The declarative router over SHOP_ROUTES. Matching is case-insensitive and ignores a trailing
 * slash. Declarative mode rather than the data router saves about 17 KB gzip on the home route
 * (decision 0005).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <ShopRoutes />
    </BrowserRouter>
  );
}

/**
 * The shop's routes under whichever router the page has: the browser's, or the server's static one.
 * As `useRoutes(SHOP_ROUTES)` renders them (the table has no parent route and no relative links),
 * with the matches of each address worked out once (`shopMatches`).
 */
export function ShopRoutes() {
  return renderMatches(shopMatches(useLocation().pathname));
}

/** How many addresses `shopMatches` remembers: the ones a visitor or the server goes back to. */
const REMEMBERED_MATCHES = 64;
const matchesByPathname = new Map<string, RouteMatch[] | null>();

/**
 * The route table's matches at `pathname`. React Router ranks and compiles the whole table on every
 * match (about 5 ms for the first and 1.5 ms for each later one on the bench machine without
 * throttling, four times that on a phone), and the shop matches the address it starts on several
 * times over (preloading, prefetching, each render of the routes): an address is matched once.
 */
export function shopMatches(pathname: string): RouteMatch[] | null {
  let matches = matchesByPathname.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(SHOP_ROUTES, pathname);
    if (matchesByPathname.size >= REMEMBERED_MATCHES) {
      const oldest = matchesByPathname.keys().next().value;
      if (oldest !== undefined) matchesByPathname.delete(oldest);
    }
    matchesByPathname.set(pathname, matches);
  }
  return matches;
}

/** The route table's route at `pathname` as the router matches it, with its parameters. */
function routeAt(pathname: string): { route: RouteDefinition; params: Params } | undefined {
  const match = shopMatches(pathname)?.at(-1);
  const id = match?.route.id;
  return match && id && id in ROUTES ? { route: ROUTES[id as RouteName], params: match.params } : undefined;
}

/**
 * Starts loading the code of the screen at `pathname` while the app starts (issue 11): otherwise
 * it would start only once the shell has its configuration and renders the screen.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const load = routeAt(pathname)?.route.load;
  if (!load) return Promise.resolve();
  const loading = loadScreen(load);
  // A failure is the screen's to show, when it asks for the code itself.
  loading.catch(() => {});
  return loading;
}

/**
 * Starts fetching what the screen at `pathname` shows, once the API is configured. Only for a path
 * that names its language: otherwise the shop's default language, not known yet, is the screen's.
 */
export function prefetchScreen(pathname: string, lang: Language | undefined): void {
  const screen = routeAt(pathname);
  if (screen && lang) screen.route.prefetch?.(screen.params, lang);
}
