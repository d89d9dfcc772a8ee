import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, localStorageStore } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { LoginPage } from './auth/LoginPage';
import { useAppI18nProvider } from './i18n/provider';
import { Toasts } from './layout/Toasts';
import { authProvider } from './providers/authProvider';
import { prefetchShellWhenIdle, Shell } from './shell/load';
import { DirectionCache } from './theme/DirectionCache';
import { ThemeSettingsProvider, useThemeSettings } from './theme/settings';
import { createAppTheme } from './theme/theme';

// The other signed-out screens are visited rarely: each loads when opened.
const RegisterPage = lazy(() => import('./auth/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const ResetPasswordPage = lazy(() =>
  import('./auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyPage = lazy(() => import('./auth/VerifyPage').then((m) => ({ default: m.VerifyPage })));
const SsoCallbackPage = lazy(() => import('./auth/SsoCallbackPage').then((m) => ({ default: m.SsoCallbackPage })));

// What <Admin> would use: react-admin's settings (locale, list views) kept in localStorage, not in memory.
const store = localStorageStore();

/** A sign-in screen: small and in the first chunk; the sign-in page itself fetches the shell once it is idle. */
function AuthScreen({ children, prefetch = false }: { children: ReactNode; prefetch?: boolean }) {
  useEffect(() => (prefetch ? prefetchShellWhenIdle() : undefined), [prefetch]);
  return (
    <CssBaseline enableColorScheme>
      <Suspense>{children}</Suspense>
    </CssBaseline>
  );
}

/**
 * One AdminContext for the whole app: the sign-in screens render in it directly, everything else is the lazily
 * loaded shell (react-admin's UI with the resources and the data provider).
 */
function ThemedAdmin() {
  const { settings } = useThemeSettings();
  const theme = useMemo(() => createAppTheme(settings), [settings]);
  const i18nProvider = useAppI18nProvider();
  if (!i18nProvider) return null;
  return (
    <DirectionCache direction={settings.direction}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={theme}>
        <Routes>
          <Route
            path="/auth/login"
            element={
              <AuthScreen prefetch>
                <LoginPage />
              </AuthScreen>
            }
          />
          <Route
            path="/auth/login-unprotected"
            element={
              <AuthScreen prefetch>
                <LoginPage unprotected />
              </AuthScreen>
            }
          />
          <Route
            path="/auth/register"
            element={
              <AuthScreen>
                <RegisterPage />
              </AuthScreen>
            }
          />
          <Route
            path="/auth/register-unprotected"
            element={
              <AuthScreen>
                <RegisterPage unprotected />
              </AuthScreen>
            }
          />
          <Route
            path="/auth/reset-password"
            element={
              <AuthScreen>
                <ResetPasswordPage />
              </AuthScreen>
            }
          />
          <Route
            path="/auth/verify"
            element={
              <AuthScreen>
                <VerifyPage />
              </AuthScreen>
            }
          />
          <Route
            path="/auth/sso"
            element={
              <AuthScreen>
                <SsoCallbackPage />
              </AuthScreen>
            }
          />
          <Route
            path="*"
            element={
              <Suspense>
                <Shell />
              </Suspense>
            }
          />
        </Routes>
        {/* One toast area for the sign-in screens and the shell: a message queued as one gives way to the other
            (the session ended, sent to sign in) is shown, not lost with the screen that took it. */}
        <Toasts />
      </AdminContext>
    </DirectionCache>
  );
}

const root = (
  <ThemeSettingsProvider>
    <ThemedAdmin />
  </ThemeSettingsProvider>
);

/**
 * A data router, not a plain BrowserRouter: react-admin's guard against leaving a changed form (useBlocker) only
 * works under one, and turns itself off (with a console warning) under the other. The routes stay declared by the
 * components below; the data router holds them all under one splat route.
 */
export function App() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: root }]));
  // Navigations render synchronously (as in react-router 6, which react-admin's auth redirects expect): in a
  // transition, a failed auth check's logout → navigate → refetch kept interrupting the move to the login page.
  return <RouterProvider router={router} useTransitions={false} />;
}
