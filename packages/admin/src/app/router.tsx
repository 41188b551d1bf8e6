import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createBrowserRouter,
  createRoutesFromElements,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  useLocation,
} from 'react-router';
import { EmptyMessage, Loading } from '../components/ui/StatusViews.tsx';
import { useMe } from '../features/auth/api/me.ts';
import { clearSession, useStaffSession } from '../features/auth/session.ts';
import { useShopSetup } from '../features/setup/api/setup.ts';
import { onHttpFailure } from '../lib/api-client.ts';
import { homePath, mayOpen, type SectionId } from './sections.ts';
import { Shell } from './shell/Shell.tsx';

const SignInRoute = lazy(() => import('./routes/sign-in.tsx'));
const AcceptRoute = lazy(() => import('./routes/accept.tsx'));
const OrdersRoute = lazy(() => import('./routes/orders.tsx'));
const OrderRoute = lazy(() => import('./routes/order.tsx'));
const DaySheetRoute = lazy(() => import('./routes/day-sheet.tsx'));
const DayListRoute = lazy(() => import('./routes/day-list.tsx'));
const WaitingRoomRoute = lazy(() => import('./routes/waiting-room.tsx'));
const ReportsRoute = lazy(() => import('./routes/reports.tsx'));
const StaffRoute = lazy(() => import('./routes/staff.tsx'));
const AuditRoute = lazy(() => import('./routes/audit.tsx'));
const DoorRoute = lazy(() => import('./routes/door.tsx'));
const SetupRoute = lazy(() => import('./routes/setup.tsx'));
const CatalogRoute = lazy(() => import('./routes/catalog.tsx'));
const VouchersRoute = lazy(() => import('./routes/vouchers.tsx'));

/** A 401 from any call means the session ended (expired, signed out elsewhere, disabled): sign in again. */
function useSessionEnd() {
  useEffect(() => {
    onHttpFailure((status) => {
      if (status === 401) clearSession();
    });
    return () => onHttpFailure(undefined);
  }, []);
}

function SignedIn() {
  const session = useStaffSession();
  const location = useLocation();
  // Asks the server once who is signed in: a role changed by the owner shows at the next load.
  useMe(session?.token);
  if (!session)
    return <Navigate to="/sign-in" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Shell session={session} />;
}

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useStaffSession();
  if (session && !mayOpen(session.member.role, id))
    return <EmptyMessage>{t('errors.FORBIDDEN')}</EmptyMessage>;
  return children;
}

/**
 * Where the app opens: the member's first section, or for an owner whose shop is not open yet the
 * setup checklist (asked of the server, as the owner may have opened it from another device).
 */
function Home() {
  const session = useStaffSession();
  const owner = session ? mayOpen(session.member.role, 'setup') : false;
  const setup = useShopSetup({ enabled: owner });
  if (!session) return <Navigate to="/sign-in" replace />;
  if (owner && setup.isPending) return <Loading />;
  return <Navigate to={homePath(session.member.role, owner ? setup.data?.open : undefined)} replace />;
}

function Frame() {
  return (
    <Suspense fallback={<Loading />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * The app's routes in a data router, which lets a screen with unsaved changes ask before it is
 * left (useBlocker).
 */
function makeRouter() {
  return createBrowserRouter(
    createRoutesFromElements(
      <Route element={<Frame />}>
        <Route path="/sign-in" element={<SignInRoute />} />
        <Route path="/accept" element={<AcceptRoute />} />
        <Route element={<SignedIn />}>
          <Route index element={<Home />} />
          <Route
            path="/orders"
            element={
              <Section id="orders">
                <OrdersRoute />
              </Section>
            }
          />
          <Route
            path="/orders/:number"
            element={
              <Section id="orders">
                <OrderRoute />
              </Section>
            }
          />
          <Route
            path="/day-sheet"
            element={
              <Section id="daySheet">
                <DaySheetRoute />
              </Section>
            }
          />
          <Route
            path="/day-sheet/list"
            element={
              <Section id="daySheet">
                <DayListRoute />
              </Section>
            }
          />
          <Route
            path="/waiting-room"
            element={
              <Section id="waitingRoom">
                <WaitingRoomRoute />
              </Section>
            }
          />
          <Route
            path="/reports"
            element={
              <Section id="reports">
                <ReportsRoute />
              </Section>
            }
          />
          <Route
            path="/staff"
            element={
              <Section id="staff">
                <StaffRoute />
              </Section>
            }
          />
          <Route
            path="/audit"
            element={
              <Section id="audit">
                <AuditRoute />
              </Section>
            }
          />
          <Route
            path="/door/*"
            element={
              <Section id="door">
                <DoorRoute />
              </Section>
            }
          />
          <Route
            path="/setup/*"
            element={
              <Section id="setup">
                <SetupRoute />
              </Section>
            }
          />
          <Route
            path="/catalog/*"
            element={
              <Section id="catalog">
                <CatalogRoute />
              </Section>
            }
          />
          <Route
            path="/vouchers/*"
            element={
              <Section id="vouchers">
                <VouchersRoute />
              </Section>
            }
          />
          <Route path="*" element={<Home />} />
        </Route>
      </Route>,
    ),
    { basename: '/admin' },
  );
}

/** One router for the page, made when the app first renders (StrictMode renders twice). */
let appRouter: ReturnType<typeof makeRouter> | undefined;

export function AppRouter() {
  useSessionEnd();
  appRouter ??= makeRouter();
  return <RouterProvider router={appRouter} />;
}
