import { useMemo } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { RESOURCES } from '../domain/resources';
import { AREAS, resourceExtensions } from './areas';
import { createDataProvider } from './resources/dataProvider';
import { resourceElement } from './resources';
import { ResourceExtensionsProvider } from './resources/extensions';
import { aliasRoutes } from './routes/aliases';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { ChangePasswordPage } from './account/ChangePasswordPage';
import { ProfilePage } from './account/ProfilePage';
import { LoginPage } from './auth/LoginPage';
import { RegisterPage } from './auth/RegisterPage';
import { ResetPasswordPage } from './auth/ResetPasswordPage';
import { VerifyPage } from './auth/VerifyPage';
import { AnalyticsPage } from './dashboard/AnalyticsPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { createI18nProvider } from './i18n';
import { landingPath } from './landing';
import { AppLayout } from './layout/AppLayout';
import { Toasts } from './layout/Toasts';
import { ErrorPage } from './pages/ErrorPage';
import { MaintenancePage } from './pages/MaintenancePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PRODUCT_NAME } from './product';
import { authProvider } from './providers/authProvider';
import { getRole } from './providers/session';
import { RoleGate } from './routes/RoleGate';
import { templateRedirects } from './routes/templateRedirects';
import { DirectionCache } from './theme/DirectionCache';
import { ThemeSettingsProvider, useThemeSettings } from './theme/settings';
import { createAppTheme } from './theme/theme';

const i18nProvider = createI18nProvider();
const dataProvider = createDataProvider();

/** "/" sends each role to its landing page (DESIGN §5). */
function RootRedirect() {
  return <Navigate to={landingPath(getRole())} replace />;
}

function ThemedAdmin() {
  const { settings } = useThemeSettings();
  const theme = useMemo(() => createAppTheme(settings), [settings]);
  return (
    <DirectionCache direction={settings.direction}>
      <Admin
        title={PRODUCT_NAME}
        disableTelemetry
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        layout={AppLayout}
        dashboard={RootRedirect}
        loginPage={false}
        notification={Toasts}
        catchAll={() => <Navigate to="/404" replace />}
      >
        <CustomRoutes noLayout>
          <Route path="/auth/login" element={<LoginPage />} />
          <Route path="/auth/login-unprotected" element={<LoginPage unprotected />} />
          <Route path="/auth/register" element={<RegisterPage />} />
          <Route path="/auth/register-unprotected" element={<RegisterPage unprotected />} />
          <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
          <Route path="/auth/verify" element={<VerifyPage />} />
          <Route path="/404" element={<NotFoundPage />} />
          <Route path="/500" element={<ErrorPage />} />
          <Route path="/maintenance" element={<MaintenancePage />} />
          {templateRedirects}
        </CustomRoutes>
        <CustomRoutes>
          <Route path="/dashboard" element={<Navigate to="/dashboard/app" replace />} />
          <Route path="/dashboard/app" element={<RoleGate><DashboardPage /></RoleGate>} />
          <Route path="/dashboard/analytics" element={<RoleGate roles={['admin']}><AnalyticsPage /></RoleGate>} />
          <Route path="/dashboard/profile" element={<RoleGate><ProfilePage /></RoleGate>} />
          <Route path="/dashboard/change-password" element={<RoleGate><ChangePasswordPage /></RoleGate>} />
          {AREAS.flatMap((area) => aliasRoutes(area.aliases ?? {}))}
          {AREAS.flatMap((area) => Object.entries(area.screens ?? {})).map(([path, screen]) => (
            <Route key={path} path={path} element={<RoleGate access={screen.access}>{screen.element}</RoleGate>} />
          ))}
        </CustomRoutes>
        {RESOURCES.map(resourceElement)}
      </Admin>
    </DirectionCache>
  );
}


export function App() {
  // Navigations render synchronously (as in react-router 6, which react-admin's auth redirects expect): in a
  // transition, a failed auth check's logout → navigate → refetch kept interrupting the move to the login page.
  return (
    <BrowserRouter useTransitions={false}>
      <ThemeSettingsProvider>
        <ResourceExtensionsProvider value={resourceExtensions}>
          <ThemedAdmin />
        </ResourceExtensionsProvider>
      </ThemeSettingsProvider>
    </BrowserRouter>
  );
}
