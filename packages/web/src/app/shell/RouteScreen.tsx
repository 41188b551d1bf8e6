import { documentTitle, siteNameFor } from '@museum-shop/contract';
import {
  type ReactNode,
  Suspense,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';
import { ErrorScreen } from '../../components/errors/ErrorScreen.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { sectionEnabled } from '../../features/config/flags.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { endHydrating, useSharedRender } from '../../lib/shared-render.ts';
import { recordNavigation } from '../navigation-state.ts';
import {
  isPersonalRoute,
  loadScreen,
  ROUTES,
  type RouteDefinition,
  type RouteName,
  routePath,
} from '../route-table.ts';
import { HomeScreen } from '../routes/home.tsx';
import { CurrentRouteContext } from './current-route.ts';
import { ScreenNav } from './ScreenNav.tsx';

/**
 * Marks the page live once the screen is hydrated (issue 37): React hydrates a page the server
 * rendered one Suspense boundary after another, the screen's last.
 */
function ScreenHydrated() {
  useEffect(endHydrating, []);
  return null;
}

/**
 * A visitor's own screen, never in shared HTML: in a shared render (the server's, and the browser's
 * hydration of it) the spinner the screen's code shows while it loads, and right after hydrating,
 * the screen. Only this component renders again after hydration: a shared screen is hydrated once,
 * not rendered a second time at once on a phone (issue 37's blocking time). The screen's first
 * render is a transition, which yields to the browser as it goes instead of being one long task.
 */
function PersonalScreen({ spinner, children }: { spinner: ReactNode; children: ReactNode }) {
  const sharedRender = useSharedRender();
  const [shown, setShown] = useState(!sharedRender);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : spinner;
}

/** A route's screen from its code, loaded once (see loadScreen). */
function LoadedScreen({ load }: { load: NonNullable<RouteDefinition['load']> }) {
  const { Component } = use(loadScreen(load));
  return <Component />;
}

/**
 * A screen of the route table inside the shop's frame: it loads the route's code, keeps the
 * document title, the navigation state and the secondary-page styling, and adds breadcrumbs and
 * the back link.
 */
export function RouteScreen({ name: requested }: { name: RouteName }) {
  const { t } = useTranslation();
  const { config, lang } = useShop();
  const location = useLocation();
  const definition: RouteDefinition = ROUTES[requested];
  // A section switched off by the configuration does not exist for the visitor.
  const name: RouteName =
    definition.section && !sectionEnabled(config, definition.section) ? 'notFound' : requested;
  const route: RouteDefinition = ROUTES[name];
  // A title from a screen's data belongs to the path it was set on, so it never outlives that screen.
  const [dataTitle, setDataTitle] = useState<{ path: string; title: string | undefined }>();
  const setTitle = useCallback(
    (value: string | undefined) =>
      setDataTitle((previous) => {
        const path = window.location.pathname;
        return previous?.path === path && previous.title === value ? previous : { path, title: value };
      }),
    [],
  );
  const ownTitle = dataTitle?.path === location.pathname ? dataTitle.title : undefined;
  const title = ownTitle ?? (route.titleKey ? t(route.titleKey) : undefined);

  useEffect(() => {
    document.title = documentTitle(title, config.title_separator, siteNameFor(config, lang));
  }, [title, config, lang]);

  useEffect(() => {
    recordNavigation(name, `${location.pathname}${location.search}`, lang);
  }, [name, location.pathname, location.search, lang]);

  useEffect(() => {
    document.body.classList.toggle('page-secondary', route.secondary === true);
  }, [route.secondary]);

  const spinner = <Spinner label={t('loading')} padded />;
  // The home screen comes with the shell; a key per route, so a screen never inherits another's state.
  // The same element while the route is the same: a title the screen sets re-renders this frame
  // and its breadcrumb, not the whole screen again in one long task (issue 37).
  const screen = useMemo(
    () => (route.load ? <LoadedScreen key={name} load={route.load} /> : <HomeScreen />),
    [name, route.load],
  );

  const context = useMemo(() => ({ name, setTitle }), [name, setTitle]);
  return (
    <CurrentRouteContext value={context}>
      {name !== 'home' && <ScreenNav title={title} />}
      {/* A screen that fails (its code cannot be loaded, or it throws) leaves the frame and the way back in place. */}
      <ErrorBoundary
        resetKey={location.key}
        fallback={(error) => <ErrorScreen error={error} homeHref={routePath('home', lang)} />}
      >
        <Suspense fallback={spinner}>
          {isPersonalRoute(route) ? <PersonalScreen spinner={spinner}>{screen}</PersonalScreen> : screen}
          <ScreenHydrated />
        </Suspense>
      </ErrorBoundary>
    </CurrentRouteContext>
  );
}
