import { lazy } from 'react';
import { AdminUI, CustomRoutes, DataProviderContext } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { RESOURCES } from '@/domain/resources';
import { AREAS, resourceExtensions } from '@/admin/areas';
import { landingPath } from '@/admin/landing';
import { AppLayout } from '@/admin/layout/AppLayout';
import { ErrorPage } from '@/admin/pages/ErrorPage';
import { MaintenancePage } from '@/admin/pages/MaintenancePage';
import { NotFoundPage } from '@/admin/pages/NotFoundPage';
import { PRODUCT_NAME } from '@/admin/product';
import { useLiveEventStream } from '@/admin/providers/liveEvents';
import { getRole } from '@/admin/providers/session';
import { createDataProvider } from '@/admin/resources/dataProvider';
import { resourceElement } from '@/admin/resources';
import { ResourceExtensionsProvider } from '@/admin/resources/extensions';
import { aliasRoutes } from '@/admin/routes/aliases';
import { RoleGate } from '@/admin/routes/RoleGate';
import { templateRedirects } from '@/admin/routes/templateRedirects';

// The dashboards draw charts (recharts): their chunk loads when one is opened.
const DashboardPage = lazy(() =>
  import('@/admin/dashboard/DashboardPage').then((module) => ({ default: module.DashboardPage })),
);
const AnalyticsPage = lazy(() =>
  import('@/admin/dashboard/AnalyticsPage').then((module) => ({ default: module.AnalyticsPage })),
);

// The account pages (the profile with its factors, the password) load when opened.
const ProfilePage = lazy(() =>
  import('@/admin/account/ProfilePage').then((module) => ({ default: module.ProfilePage })),
);
const ChangePasswordPage = lazy(() =>
  import('@/admin/account/ChangePasswordPage').then((module) => ({ default: module.ChangePasswordPage })),
);

const dataProvider = createDataProvider();

/** "/" sends each role to its landing page. */
function RootRedirect() {
  return <Navigate to={landingPath(getRole())} replace />;
}

/**
 * Everything behind sign-in: react-admin's UI (layout, resources, custom routes and the dashboards) with the data
 * provider, loaded as a chunk of its own under the one AdminContext of the app (see App.tsx).
 */
/** The app shows its toasts above the shell and the sign-in screens alike (App.tsx), not in react-admin's UI. */
const NoToasts = () => null;

/** The signed-in user's live events, open while the shell is (see useLiveEventStream). */
function LiveEvents() {
  useLiveEventStream();
  return null;
}

export default function Shell() {
  return (
    <DataProviderContext.Provider value={dataProvider}>
      <ResourceExtensionsProvider value={resourceExtensions}>
        <LiveEvents />
        <AdminUI
          title={PRODUCT_NAME}
          disableTelemetry
          layout={AppLayout}
          dashboard={RootRedirect}
          loginPage={false}
          notification={NoToasts}
          catchAll={() => <Navigate to="/404" replace />}
        >
          <CustomRoutes noLayout>
            <Route path="/404" element={<NotFoundPage />} />
            <Route path="/500" element={<ErrorPage />} />
            <Route path="/maintenance" element={<MaintenancePage />} />
            {templateRedirects}
          </CustomRoutes>
          <CustomRoutes>
            <Route path="/dashboard" element={<Navigate to="/dashboard/app" replace />} />
            <Route
              path="/dashboard/app"
              element={
                <RoleGate>
                  <DashboardPage />
                </RoleGate>
              }
            />
            <Route
              path="/dashboard/analytics"
              element={
                <RoleGate roles={['admin']}>
                  <AnalyticsPage />
                </RoleGate>
              }
            />
            <Route
              path="/dashboard/profile"
              element={
                <RoleGate>
                  <ProfilePage />
                </RoleGate>
              }
            />
            <Route
              path="/dashboard/change-password"
              element={
                <RoleGate>
                  <ChangePasswordPage />
                </RoleGate>
              }
            />
            {AREAS.flatMap((area) => aliasRoutes(area.aliases ?? {}))}
            {AREAS.flatMap((area) => Object.entries(area.screens ?? {})).map(([path, screen]) => (
              <Route key={path} path={path} element={<RoleGate access={screen.access}>{screen.element}</RoleGate>} />
            ))}
          </CustomRoutes>
          {RESOURCES.map(resourceElement)}
        </AdminUI>
      </ResourceExtensionsProvider>
    </DataProviderContext.Provider>
  );
}
