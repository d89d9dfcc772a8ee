import type { AuthProvider } from 'react-admin';
import type { LoginResponse } from '@/domain/auth';
import { isUserType } from '@/domain/roles';
import { dropAllDrafts } from './drafts';
import { apiPost } from './http';
import { clearSession, getRole, getToken, getUser, hasValidSession, saveSession } from './session';

const LOGIN_PATH = '/auth/login';

class UnknownUserTypeError extends Error {}

/** The token the API last refused (a 401): the sign-out that follows needs no logout call with it. */
let refusedToken: string | null = null;

export const authProvider: AuthProvider = {
  async login({
    email,
    username,
    password,
    remember = true,
  }: {
    email?: string;
    username?: string;
    password: string;
    remember?: boolean;
  }) {
    const response = await apiPost<LoginResponse>('/api/login', { username: email ?? username, password });
    // A login whose user type is not in the known set leaves the user signed out.
    if (!isUserType(response.userType)) throw new UnknownUserTypeError('vp.auth.login_failed');
    saveSession(response, remember);
  },

  async logout() {
    const user = getUser();
    const token = getToken();
    // A sign-out after the server refused the session (it expired) keeps the unsaved forms for the next sign-in.
    const chosen = token !== refusedToken;
    if (token && token !== refusedToken && hasValidSession()) {
      try {
        await apiPost('/api/logout', { userId: user?.user_id });
      } catch (error) {
        // A token the server already refuses is as good as logged out; any other failure keeps the session.
        if ((error as { status?: number }).status !== 401) throw new Error('vp.auth.logout_failed', { cause: error });
      }
    }
    refusedToken = null;
    clearSession();
    if (chosen) dropAllDrafts();
    return LOGIN_PATH;
  },

  async checkAuth() {
    if (!hasValidSession()) {
      clearSession();
      throw { redirectTo: LOGIN_PATH, message: false };
    }
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      // The logout react-admin runs next clears the session. Clearing it here already would hide the message:
      // react-admin shows it only while checkAuth still passes.
      refusedToken = getToken();
      throw { redirectTo: LOGIN_PATH, message: 'vp.auth.session_expired' };
    }
  },

  async getIdentity() {
    const user = getUser();
    if (!user) throw new Error('vp.auth.session_expired');
    return {
      id: user.user_id,
      fullName: `${user.first_name} ${user.last_name}`.trim(),
      avatar: user.profile_pic ?? undefined,
    };
  },

  async getPermissions() {
    return getRole();
  },

  async canAccess({ resource, action, record }) {
    // The access rules read every resource definition: loaded with the console, not with the sign-in page.
    const { canAccess } = await import('@/domain/access');
    return canAccess(getRole(), { resource, action, record });
  },
};
