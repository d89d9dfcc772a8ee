import { HttpError, fetchUtils } from 'react-admin';
import { askForProof, freshProofMethods } from './freshProof';
import { getToken } from './session';

export const MAINTENANCE_EVENT = 'visapath:maintenance';
/** Dispatched (detail: the HttpError) when the API refuses the token we sent: the shell then signs the user out. */
export const UNAUTHORIZED_EVENT = 'visapath:unauthorized';

let currentLocale = 'en';
export const setRequestLocale = (locale: string) => {
  currentLocale = locale;
};
/** The UI language, sent as Accept-Language so the API answers (errors, mails) in it. */
export const requestLocale = () => currentLocale;

/** Absolute URL of an API path (absolute so the same code runs in the browser and under jsdom in tests). */
export const apiUrl = (path: string) => new URL(path, window.location.origin).toString();

/**
 * Every API call: JSON, Bearer token, the UI language (for translated field errors). A change the API refuses
 * for want of a fresh proof (moving an account's email, adding a first factor) is sent once more after the user
 * proves it is them in the shell's dialog, so no screen handles that refusal itself.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await send(url, options);
  } catch (error) {
    const methods = freshProofMethods(error);
    if (methods && (await askForProof(methods))) return send(url, options);
    throw error;
  }
}

async function send(url: string, options: fetchUtils.Options) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', currentLocale);
  try {
    return await fetchUtils.fetchJson(apiUrl(url), { ...options, headers });
  } catch (error) {
    if (error instanceof HttpError && error.status === 503) window.dispatchEvent(new Event(MAINTENANCE_EVENT));
    // The logout call handles its own 401 (a refused token is as good as logged out).
    if (error instanceof HttpError && error.status === 401 && token && !url.endsWith('/api/logout')) {
      window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: error }));
    }
    throw error;
  }
}

/** GET an API path's JSON body. */
export async function apiGet<T>(url: string): Promise<T> {
  const { json } = await httpClient(url);
  return json as T;
}

/**
 * Reject with the response body, or 'Something went wrong' when there is none (as a message key, so
 * the user reads it in their language: every place that shows an error translates it).
 */
export async function apiPost<T>(url: string, body: unknown): Promise<T> {
  try {
    const { json } = await httpClient(url, { method: 'POST', body: JSON.stringify(body) });
    return json as T;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError('vp.auth.generic_error', 0, null);
  }
}

/** The message to notify for a failed call: the API's message, or react-admin's generic one. */
export const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
