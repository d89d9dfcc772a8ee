import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotificationContext, useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginResponse } from '@/domain/auth';
import { isUserType } from '@/domain/roles';
import { saveSession } from '@/admin/providers/session';

/**
 * Keeps the session a sign-in answered and goes where react-admin's useLogin would (the page the visitor was
 * sent away from, or the start page): the sign-in screen calls the API itself, since after the password a
 * second step may come before any session.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const { resetNotifications } = useNotificationContext();
  const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
  return useCallback(
    (response: LoginResponse, remember: boolean) => {
      // A user type outside the known set leaves the user signed out, as the auth provider does.
      if (!isUserType(response.userType)) throw new Error('vp.auth.login_failed');
      saveSession(response, remember);
      resetNotifications();
      void queryClient.invalidateQueries({ queryKey: ['auth', 'getPermissions'] });
      navigate(state?.nextPathname ? state.nextPathname + (state.nextSearch ?? '') : '/');
      notify('vp.auth.login_success', { type: 'success' });
    },
    [queryClient, navigate, notify, resetNotifications, state],
  );
}
