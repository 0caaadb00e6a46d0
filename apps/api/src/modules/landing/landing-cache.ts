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

function toCached(text: string): CachedText {
  return { text, etag: etagOf(text) };
}
