import type { Principal } from '../context';
import type { Database } from '../db/client';

/** The channel the triggers of migration 0003_session_notify notify on; the payload is a user id, or '*'. */
export const SESSION_CHANNEL = 'visapath_sessions';

export interface SessionCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

/**
 * Principals of bearer tokens recently verified and looked up, keyed by the exact token string, so that a hit
 * skips the signature check. The guard still reads the session row on every request, hit or not: a
 * notification reaches other processes only some time after the revoking commit, so revocation cannot rest
 * on this cache alone. An entry lives at most `ttlMs`, never past the
 * token's exp or the session's expires_at, and goes at once when anything may have revoked it:
 * - this process calls invalidateUser/invalidateSession after its own revoking writes (auth routes; any code
 *   that deactivates users or changes their type or organisation should do the same);
 * - every process hears the database's notifications (triggers on users and sessions, see SESSION_CHANNEL);
 * - on PostgreSQL, any write to users or sessions through this process's pool clears the cache when it
 *   completes, before its caller goes on, since the notification of that very write arrives a little later.
 * While notifications cannot be received (not yet listening, connection lost), the cache is bypassed.
 */
export interface SessionCache {
  /** The principal cached for this exact token, if still valid. */
  get(token: string): Principal | undefined;
  /** Take before looking a token up, pass to set(): an invalidation in between makes set() store nothing. */
  stamp(): number;
  set(token: string, principal: Principal, notAfterMs: number, stamp: number): void;
  invalidateUser(userId: number): void;
  invalidateSession(sessionId: string): void;
  clear(): void;
  readonly size: number;
  /** Whether notifications are received, hence whether the cache is used at all. */
  readonly live: boolean;
}

interface Entry { principal: Principal; expires: number }

export function createSessionCache(database: Pick<Database, 'listen' | 'onLocalWrite'> | null, options: SessionCacheOptions = {}): SessionCache {
  const maxEntries = options.maxEntries ?? 10_000;
  const ttlMs = options.ttlMs ?? 30_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const byUser = new Map<number, Set<string>>();
  const bySession = new Map<string, Set<string>>();
  let generation = 0;
  let live = false;

  const unindex = <K>(index: Map<K, Set<string>>, key: K, token: string) => {
    const tokens = index.get(key);
    if (!tokens) return;
    tokens.delete(token);
    if (!tokens.size) index.delete(key);
  };
  const drop = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    unindex(byUser, entry.principal.userId, token);
    unindex(bySession, entry.principal.sessionId, token);
  };
  const dropAll = (tokens: Set<string> | undefined) => {
    generation += 1;
    if (tokens) for (const token of [...tokens]) drop(token);
  };
  const clear = () => {
    generation += 1;
    entries.clear();
    byUser.clear();
    bySession.clear();
  };

  const cache: SessionCache = {
    get(token) {
      if (!live) return undefined;
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expires > now()) return entry.principal;
      drop(token);
      return undefined;
    },
    stamp: () => generation,
    set(token, principal, notAfterMs, stamp) {
      if (!live || stamp !== generation) return;
      const expires = Math.min(now() + ttlMs, notAfterMs);
      if (!(expires > now())) return;
      drop(token);
      while (entries.size >= maxEntries) drop(entries.keys().next().value!);
      entries.set(token, { principal: Object.freeze({ ...principal }), expires });
      const add = <K>(index: Map<K, Set<string>>, key: K) => {
        const tokens = index.get(key);
        if (tokens) tokens.add(token);
        else index.set(key, new Set([token]));
      };
      add(byUser, principal.userId);
      add(bySession, principal.sessionId);
    },
    invalidateUser: (userId) => dropAll(byUser.get(userId)),
    invalidateSession: (sessionId) => dropAll(bySession.get(sessionId)),
    clear,
    get size() { return entries.size; },
    get live() { return live; },
  };

  if (database) {
    database.listen(SESSION_CHANNEL, {
      message(payload) {
        const userId = Number(payload);
        if (payload !== '' && Number.isInteger(userId)) cache.invalidateUser(userId);
        else clear();
      },
      state(up) {
        // Whatever happened while not listening is unknown: start afresh either way.
        clear();
        live = up;
      },
    });
    database.onLocalWrite(['users', 'sessions'], clear);
  }
  return cache;
}
