import { type ComponentType, lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/errors/ErrorBoundary.tsx';
import { ErrorScreen } from '../../components/errors/ErrorScreen.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { sectionEnabled } from '../../features/config/flags.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { siteNameFor } from '../../features/config/site-name.ts';
import { documentTitle } from '../../lib/document-title.ts';
import { recordNavigation } from '../navigation-state.ts';
import { ROUTE_NAMES, ROUTES, type RouteDefinition, type RouteName, routePath } from '../route-table.ts';
import { HomeScreen } from '../routes/home.tsx';
import { CurrentRouteContext } from './current-route.ts';
import { ScreenNav } from './ScreenNav.tsx';

/**
 * One component per route, made once: lazy ones load their route's code (routes that share a module
 * share its download). The home screen comes with the shell: a lazy one would suspend once more,
 * and the first screen would paint a task later (issue 11).
 */
const SCREENS = Object.fromEntries(
  ROUTE_NAMES.map((name) => {
    const { load }: RouteDefinition = ROUTES[name];
    return [name, load ? lazy(() => load().then((module) => ({ default: module.Component }))) : HomeScreen];
  }),
) as Partial<Record<RouteName, ComponentType>> as Record<RouteName, ComponentType>;

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
    (value: string | undefined) => setDataTitle({ path: window.location.pathname, title: value }),
    [],
  );
  const ownTitle = dataTitle?.path === location.pathname ? dataTitle.title : undefined;
  const title = ownTitle ?? (route.titleKey ? t(route.titleKey) : undefined);
  const ScreenContent = SCREENS[name];

  useEffect(() => {
    document.title = documentTitle(title, config.title_separator, siteNameFor(config, lang));
  }, [title, config, lang]);

  useEffect(() => {
    recordNavigation(name, `${location.pathname}${location.search}`, lang);
  }, [name, location.pathname, location.search, lang]);

  useEffect(() => {
    document.body.classList.toggle('page-secondary', route.secondary === true);
  }, [route.secondary]);

  const context = useMemo(() => ({ name, setTitle }), [name, setTitle]);
  return (
    <CurrentRouteContext value={context}>
      {name !== 'home' && <ScreenNav title={title} />}
      {/* A screen that fails (its code cannot be loaded, or it throws) leaves the frame and the way back in place. */}
      <ErrorBoundary
        resetKey={location.key}
        fallback={(error) => <ErrorScreen error={error} homeHref={routePath('home', lang)} />}
      >
        <Suspense fallback={<Spinner label={t('loading')} padded />}>
          <ScreenContent />
        </Suspense>
      </ErrorBoundary>
    </CurrentRouteContext>
  );
}
