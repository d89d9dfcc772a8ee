import { useQuery } from '@tanstack/react-query';
import type { DashboardSummary, EnquiryAnalytics } from '@/domain/dashboard';
import { apiGet } from '@/admin/providers/http';

/** GET /api/dashboard/summary: the caller's figures (the API scopes them to what the caller may see). */
export const useDashboardSummary = () =>
  useQuery({ queryKey: ['dashboard', 'summary'], queryFn: () => apiGet<DashboardSummary>('/api/dashboard/summary') });

/** GET /api/dashboard/analytics for a period (admins). */
export const useEnquiryAnalytics = (from: string, to: string, enabled: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'analytics', from, to],
    queryFn: () => apiGet<EnquiryAnalytics>(`/api/dashboard/analytics?${new URLSearchParams({ from, to }).toString()}`),
    enabled,
  });
