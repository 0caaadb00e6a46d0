/**
 * Public API keys kept in the process for a short while (decision 054), so an integration's calls do not each wait for
 * the key lookup's round trip. It follows the session cache (modules/session/session-cache.ts) rule for rule:
 *
 * A cached key must never outlive a change to it. Every UPDATE (of a column authentication reads) or DELETE of an
 * api_key row notifies its old prefix on API_KEY_CHANGED_CHANNEL (database trigger, migration 0045), whichever
 * code path or tool made it; every process listens (db/listen.ts) and drops that key. While the listener is not
 * connected nothing is cached or served from the cache, and it starts empty each time it connects (notices sent
 * meanwhile are lost). A lookup that was in flight when any notice arrived is not cached: it may have read the row
 * before the change committed. Entries also expire on their own after `ttlMs`.
 */

import { type Listener, startListening } from '../../db/listen';

/** The channel of migration 0045's trigger. */
export const API_KEY_CHANGED_CHANNEL = 'pcs_api_key_changed';

export type ApiKeyCache = {
  /** The key row of `keyPrefix` from the cache, or what `load` reads (kept when it may be; absent keys are not). */
  find<K extends object>(keyPrefix: string, now: Date, load: () => Promise<K | null>): Promise<K | null>;
  /** A key changed (or this process changed it): forget it. */
  keyChanged(keyPrefix: string): void;
  /** The listener connected (true) or lost its connection (false); either way the cache starts over. */
  setListening(listening: boolean): void;
  isListening(): boolean;
  /** How many keys are kept (tests). */
  size(): number;
};

/** Starts the listener that keeps `cache` told of every change (the server and the cross-process tests use it). */
export function listenForApiKeyChanges(
  cache: ApiKeyCache,
  opts: { databaseUrl: string; log: { warn: (obj: object, msg: string) => void }; retryMs?: number },
): Listener {
  return startListening({
    ...opts,
    channel: API_KEY_CHANGED_CHANNEL,
    onNotice: cache.keyChanged,
    onState: cache.setListening,
  });
}

export function createApiKeyCache(options: { ttlMs?: number; maxEntries?: number } = {}): ApiKeyCache {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const byPrefix = new Map<string, { row: object; cachedAt: number }>();
  let listening = false;
  /** Moves on every notice: a lookup that began under an older value may have read a changed row. */
  let generation = 0;

  return {
    async find(keyPrefix, now, load) {
      const at = now.getTime();
      if (listening) {
        const hit = byPrefix.get(keyPrefix);
        if (hit && at - hit.cachedAt < ttlMs) return hit.row as Awaited<ReturnType<typeof load>>;
        if (hit) byPrefix.delete(keyPrefix);
      }
      const startedAt = generation;
      const row = await load();
      if (row && listening && generation === startedAt) {
        // The oldest entries go first (a Map iterates in insertion order).
        for (const oldest of byPrefix.keys()) {
          if (byPrefix.size < maxEntries) break;
          byPrefix.delete(oldest);
        }
        byPrefix.set(keyPrefix, { row, cachedAt: at });
      }
      return row;
    },
    keyChanged(keyPrefix) {
      generation += 1;
      byPrefix.delete(keyPrefix);
    },
    setListening(value) {
      listening = value;
      byPrefix.clear();
      generation += 1;
    },
    isListening: () => listening,
    size: () => byPrefix.size,
  };
}
