import { useEffect } from 'react';
import { CircularProgress } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiUrl } from '@/admin/providers/http';
import { StatusPage } from './StatusPage';

/** Shown while the API answers 503; checks /api/health every few seconds and goes back when it is up. */
export function MaintenancePage() {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';
  useEffect(() => {
    const timer = setInterval(async () => {
      const res = await fetch(apiUrl('/api/health')).catch(() => null);
      if (res?.ok) navigate(from, { replace: true });
    }, 3000);
    return () => clearInterval(timer);
  }, [navigate, from]);
  return (
    <StatusPage
      code="503"
      title="vp.page.maintenance_title"
      text="vp.page.maintenance_text"
      actions={<CircularProgress aria-hidden />}
    />
  );
}
