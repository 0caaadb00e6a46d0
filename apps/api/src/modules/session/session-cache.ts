/**
 * Live sessions kept in the process for a short while, so a signed-in user's calls do not each wait for the token
 * lookup's round trip (it was a third of the server's socket writes in the apply burst).
 *
 * A cached session must never outlive a change to it. Every UPDATE or DELETE of a user or a session notifies the
 * user's id on the channel SESSION_CHANGED_CHANNEL (database trigger, migration 0022), whichever code path or tool
 * made it; every process listens (db/listen.ts) and drops that user's sessions. While the listener is not connected
 * nothing is cached or served from the cache, and it starts empty each time it connects (notices sent meanwhile are
 * lost). A lookup that was in flight when any notice arrived is not cached: it may have read the row before the
 * change committed. Entries also expire on their own after `ttlMs`, and a session past its expiry is never served.
 */

import { type Listener, startListening } from '../../db/listen';

/** The channel of migration 0022's trigger. */
export const SESSION_CHANGED_CHANNEL = 'pcs_session_changed';

export type SessionCache = {
  /**
   * The live session of `tokenHash` from the cache, or what `load` reads, kept when it may be and `keepIf` says so
   * (the guard keeps only full sessions: a first-login or expired-password session changes kind within the same
   * process's next call, before the database's notice could arrive).
   */
  find<S extends { unqUserId: string; expiresAt: Date }>(
    tokenHash: string,
    now: Date,
    load: () => Promise<S | null>,
    keepIf?: (session: S) => boolean,
  ): Promise<S | null>;
  /** A user or one of their sessions changed: forget their sessions. */
  userChanged(unqUserId: string): void;
  /** The listener connected (true) or lost its connection (false); either way the cache starts over. */
  setListening(listening: boolean): void;
  /** Whether the listener is connected (the cache is in use). */
  isListening(): boolean;
  /** How many sessions are kept (tests). */
  size(): number;
};

/** Starts the listener that keeps `cache` told of every change (the server and the cross-process tests use it). */
export function listenForSessionChanges(
  cache: SessionCache,
  opts: { databaseUrl: string; log: { warn: (obj: object, msg: string) => void }; retryMs?: number },
): Listener {
  return startListening({
    ...opts,
    channel: SESSION_CHANGED_CHANNEL,
    onNotice: cache.userChanged,
    onState: cache.setListening,
  });
}

export function createSessionCache(options: { ttlMs?: number; maxEntries?: number } = {}): SessionCache {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 100_000;
  const byToken = new Map<string, { session: { unqUserId: string; expiresAt: Date }; cachedAt: number }>();
  const byUser = new Map<string, Set<string>>();
  let listening = false;
  /** Moves on every notice: a lookup that began under an older value may have read a changed row. */
  let generation = 0;

  const forgetToken = (tokenHash: string) => {
    const entry = byToken.get(tokenHash);
    if (!entry) return;
    byToken.delete(tokenHash);
    const tokens = byUser.get(entry.session.unqUserId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) byUser.delete(entry.session.unqUserId);
  };

  const keep = (tokenHash: string, session: { unqUserId: string; expiresAt: Date }, now: number) => {
    forgetToken(tokenHash);
    // The oldest entries go first (a Map iterates in insertion order).
    for (const oldest of byToken.keys()) {
      if (byToken.size < maxEntries) break;
      forgetToken(oldest);
    }
    byToken.set(tokenHash, { session, cachedAt: now });
    const tokens = byUser.get(session.unqUserId) ?? new Set<string>();
    tokens.add(tokenHash);
    byUser.set(session.unqUserId, tokens);
  };

  const clear = () => {
    byToken.clear();
    byUser.clear();
    generation += 1;
  };

  return {
    async find(tokenHash, now, load, keepIf = () => true) {
      const at = now.getTime();
      if (listening) {
        const hit = byToken.get(tokenHash);
        if (hit && at - hit.cachedAt < ttlMs && hit.session.expiresAt.getTime() > at) {
          return hit.session as Awaited<ReturnType<typeof load>>;
        }
        if (hit) forgetToken(tokenHash);
      }
      const startedAt = generation;
      const session = await load();
      if (session && listening && generation === startedAt && keepIf(session)) keep(tokenHash, session, at);
      return session;
    },
    userChanged(unqUserId) {
      generation += 1;
      for (const tokenHash of [...(byUser.get(unqUserId) ?? [])]) forgetToken(tokenHash);
    },
    setListening(value) {
      listening = value;
      clear();
    },
    isListening: () => listening,
    size: () => byToken.size,
  };
}
