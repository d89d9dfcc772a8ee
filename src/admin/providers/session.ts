import { jwtDecode } from 'jwt-decode';
import type { LoginResponse, SessionUser } from '@/domain/auth';
import { isUserType, roleOf, type Role } from '@/domain/roles';

/** The localStorage keys a session is kept under (accessToken, userData, user_id, user_type, mainId). */
const KEYS = {
  token: 'accessToken',
  user: 'userData',
  userId: 'user_id',
  userType: 'user_type',
  mainId: 'mainId',
} as const;

/** A token is valid when it decodes and its expiry (seconds) is later than now. */
function isTokenValid(token: string | null | undefined, now = Date.now()): boolean {
  if (!token) return false;
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    return typeof exp === 'number' && exp * 1000 > now;
  } catch {
    return false;
  }
}

/** "Remember me" keeps the session in localStorage; otherwise it lives in sessionStorage and ends with the tab. */
const store = (): Storage =>
  sessionStorage.getItem(KEYS.token) && !localStorage.getItem(KEYS.token) ? sessionStorage : localStorage;
const read = (key: string) => store().getItem(key);

export function saveSession(response: LoginResponse, remember = true): void {
  clearSession();
  const target = remember ? localStorage : sessionStorage;
  target.setItem(KEYS.token, response.accessToken);
  target.setItem(KEYS.user, JSON.stringify(response.user));
  target.setItem(KEYS.userId, String(response.user.user_id));
  target.setItem(KEYS.userType, String(response.userType));
  if (response.companyId != null) target.setItem(KEYS.mainId, String(response.companyId));
}

export function replaceToken(token: string): void {
  store().setItem(KEYS.token, token);
}

export function clearSession(): void {
  for (const storage of [localStorage, sessionStorage]) Object.values(KEYS).forEach((key) => storage.removeItem(key));
}

export const getToken = () => read(KEYS.token);

export function getUser(): SessionUser | null {
  try {
    const raw = read(KEYS.user);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

export function updateStoredUser(user: SessionUser): void {
  store().setItem(KEYS.user, JSON.stringify(user));
}

export function getRole(): Role | null {
  const type = Number(read(KEYS.userType));
  return isUserType(type) ? roleOf(type) : null;
}

/** The organisation the signed-in partner belongs to (the stored mainId). */
export function getMainId(): number | null {
  const id = Number(read(KEYS.mainId));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A restorable session: a still-valid token, the stored user, a known user type. */
export function hasValidSession(): boolean {
  return isTokenValid(getToken()) && getUser() !== null && getRole() !== null;
}
