import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLogoutIfAccessDenied } from 'react-admin';
import { recordPageView } from './pageViews';
import { MAINTENANCE_EVENT, UNAUTHORIZED_EVENT } from '@/admin/providers/http';

/**
 * On each route change: scroll to the top and record a page view. On a 503 from the API: the maintenance page.
 * On a 401 from the API: react-admin's checkError, which signs the user out (pages call the API directly, not
 * through a data provider, so react-admin would not see those errors otherwise).
 */
export function RouteEffects() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    window.scrollTo?.(0, 0);
    document.querySelector('#main-content')?.scrollTo?.(0, 0);
    recordPageView(pathname);
  }, [pathname]);
  useEffect(() => {
    const onMaintenance = () => navigate('/maintenance', { state: { from: pathname } });
    window.addEventListener(MAINTENANCE_EVENT, onMaintenance);
    return () => window.removeEventListener(MAINTENANCE_EVENT, onMaintenance);
  }, [navigate, pathname]);
  useEffect(() => {
    const onUnauthorized = (event: Event) => {
      void logoutIfAccessDenied((event as CustomEvent).detail);
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [logoutIfAccessDenied]);
  return null;
}
