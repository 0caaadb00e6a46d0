import { createHash } from 'node:crypto';

/**
 * The public catalogue's replies (landing goods, themes, product search and detail) and the landing pages rendered
 * from them, kept for a short time in this process: they are the same for every visitor and read far more often
 * than goods or curation change.
 *
 * Correct by construction: every save that changes products, categories, templates or their curation calls
 * invalidateLandingPages(), and an entry lives at most LANDING_CACHE_MS (default 30 s) anyway, which also bounds
 * what another server process on the same database may show after a save it did not see.
 */
const TTL_MS = Number(process.env.LANDING_CACHE_MS ?? 30_000);
/** False when LANDING_CACHE_MS=0: every catalogue call reaches the database. */
export const landingCacheEnabled = TTL_MS > 0;
/** Many filter and page combinations are possible; the oldest go first past this count. */
const MAX_ENTRIES = 5_000;

/** A cached reply or page: its text and a strong ETag of it. */
export type CachedText = { text: string; etag: string };

type Entry = { at: number; generation: number; value: Promise<CachedText> };

/** Per database handle, so apps built on different databases (tests, benches) never share entries. */
const caches = new WeakMap<object, Map<string, Entry>>();
let generation = 0;

function entriesOf(scope: object): Map<string, Entry> {
  let entries = caches.get(scope);
  if (!entries) {
    entries = new Map();
    caches.set(scope, entries);
  }
  return entries;
}

/**
 * Forgets every cached catalogue reply and rendered landing page. Call it after any write to products,
 * categories, event templates or their curation (goods management, curation, code admin's category codes).
 */
export function invalidateLandingPages(): void {
  // Every scope's entries are dropped lazily: an entry older than the current generation is a miss.
  generation += 1;
}

export const etagOf = (text: string) =>
  `"${createHash('sha1').update(text).digest('base64url').slice(0, 27)}"`;

/** The cached JSON text of `key` in `scope` (the database handle), or `load()` run once and cached as JSON. */
export const cachedJson = (scope: object, key: string, load: () => Promise<unknown>): Promise<CachedText> =>
  cachedText(scope, key, async () => JSON.stringify(await load()));

/**
 * The cached text of `key`, or `load()` run once and its result cached (concurrent misses share one load). A
 * failed load is not kept.
 */
export function cachedText(scope: object, key: string, load: () => Promise<string>): Promise<CachedText> {
  const entries = entriesOf(scope);
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.generation === generation && now - hit.at < TTL_MS) return hit.value;
  if (TTL_MS <= 0) return load().then(toCached);
  const value = load().then(toCached);
  entries.delete(key);
  // Stamped with the generation it started in: a save during the load makes it a miss (invalidateLandingPages).
  entries.set(key, { at: now, generation, value });
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });

  return value;
}

type Held = { at: number; generation: number; value: Promise<unknown>; refreshing: boolean };

/** Large values kept beside the replies, per database handle and key; the replies' count limit never evicts them. */
const heldValues = new WeakMap<object, Map<string, Held>>();

/**
 * The value of `key` in `scope`, loaded once and kept with the replies' rules: never older than LANDING_CACHE_MS and
 * dropped by invalidateLandingPages(). For a value that is costly to load and read on every call (the catalogue
 * snapshot): once past half its life, the next call starts one fresh load in the background and goes on with the
 * current value, so callers wait for a load only the first time, after an invalidation, or after a long quiet spell.
 */
export function heldValue<T>(scope: object, key: string, load: () => Promise<T>): Promise<T> {
  if (TTL_MS <= 0) return load();
  let values = heldValues.get(scope);
  if (!values) {
    values = new Map();
    heldValues.set(scope, values);
  }
  const map = values;
  const now = Date.now();
  const current = map.get(key);
  if (current && current.generation === generation && now - current.at < TTL_MS) {
    if (now - current.at >= TTL_MS / 2 && !current.refreshing) {
      current.refreshing = true;
      const startedIn = generation;
      const startedAt = Date.now();
      load().then(
        (fresh) => {
          if (map.get(key) === current && generation === startedIn)
            map.set(key, {
              at: startedAt,
              generation: startedIn,
              value: Promise.resolve(fresh),
              refreshing: false,
            });
          else current.refreshing = false;
        },
        () => {
          current.refreshing = false;
        },
      );
    }
    return current.value as Promise<T>;
  }
  const value = load();
  const entry: Held = { at: now, generation, value, refreshing: false };
  map.set(key, entry);
  value.catch(() => {
    if (map.get(key) === entry) map.delete(key);
  });
  return value;
}

function toCached(text: string): CachedText {
  return { text, etag: etagOf(text) };
}
