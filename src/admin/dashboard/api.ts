import { useQuery } from '@tanstack/react-query';
import type { DashboardSummary, EnquiryAnalytics } from '../../domain/dashboard';
import { httpClient } from '../providers/http';

async function getJson<T>(path: string): Promise<T> {
  const { json } = await httpClient(path);
  return json as T;
}

/** GET /api/dashboard/summary: the caller's figures (the API scopes them to what the caller may see). */
export const useDashboardSummary = () =>
  useQuery({ queryKey: ['dashboard', 'summary'], queryFn: () => getJson<DashboardSummary>('/api/dashboard/summary') });

/** GET /api/dashboard/analytics for a period (admins). */
export const useEnquiryAnalytics = (from: string, to: string, enabled: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'analytics', from, to],
    queryFn: () => getJson<EnquiryAnalytics>(`/api/dashboard/analytics?${new URLSearchParams({ from, to }).toString()}`),
    enabled,
  });
