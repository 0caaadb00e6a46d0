/**
 * The public API's pages of employees kept in the process for a short while, as the reply's JSON text (decision 054,
 * amendment "pages kept"), so an integration reading the same page again does not wait for the page statement. It
 * follows the API key cache (modules/api-key-cache) and the session cache rule for rule:
 *
 * A kept page must never outlive a change to what it shows. Every statement that inserts, updates or deletes rows of
 * app_user (or truncates it) notifies the companies it touched on EMPLOYEE_PAGE_CHANGED_CHANNEL (statement
 * trigger, migration 0054; an empty payload means every company), whichever code path or tool made it; every
 * process listens (db/listen.ts) and drops the pages of that company and the pages of every company (an operator
 * key's). The process that writes through the public API drops them at once itself. While the listener is not
 * connected nothing is kept or served from the cache, and it starts empty each time it connects (notices sent
 * meanwhile are lost). A read that was in flight when any notice arrived is not kept: it may have read the rows
 * before the change committed. Entries also expire on their own after `ttlMs`; at most `maxEntries` pages and
 * `maxBytes` bytes of them are kept, the oldest going first.
 *
 * The cache key is every parameter of the page statement (scope, filters, cursor, limit, birth year), so the kept
 * text is what the statement would write for that call: a company key's scope is its own company, never another's.
 */

import { type Listener, startListening } from '../../db/listen';

/** The channel of migration 0054's trigger. */
export const EMPLOYEE_PAGE_CHANGED_CHANNEL = 'pcs_employee_page_changed';

/**
 * A page as the route sends it: the reply's JSON as UTF-8 bytes (encoded once when kept, not on every send), and how
 * many employees it shows (the access log's count).
 */
export type KeptPage = { body: Buffer; shown: number };

/** What the page statement reads with: the cache key. */
export type EmployeePageParams = {
  /** The company, or null for every company (an operator key without a company filter). */
  cmpyCd: string | null;
  after: [string, string | number] | null;
  limit: number;
  birthYear: boolean;
  updatedSince?: string;
  active?: boolean;
  grupCd?: string;
};

export type EmployeePageCache = {
  /** The page of `params` from the cache, or what `load` reads (kept when it may be). */
  find(params: EmployeePageParams, now: Date, load: () => Promise<KeptPage>): Promise<KeptPage>;
  /** Employees of `cmpyCd` changed ('' : of any company): forget the pages that may show them. */
  companyChanged(cmpyCd: string): void;
  /** The listener connected (true) or lost its connection (false); either way the cache starts over. */
  setListening(listening: boolean): void;
  isListening(): boolean;
  /** How many pages are kept (tests). */
  size(): number;
};

/** Starts the listener that keeps `cache` told of every change (the server and the cross-process tests use it). */
export function listenForEmployeePageChanges(
  cache: EmployeePageCache,
  opts: { databaseUrl: string; log: { warn: (obj: object, msg: string) => void }; retryMs?: number },
): Listener {
  return startListening({
    ...opts,
    channel: EMPLOYEE_PAGE_CHANGED_CHANNEL,
    onNotice: cache.companyChanged,
    onState: cache.setListening,
  });
}

/** Every company's pages are kept under this scope (a company code is never empty). */
const ALL = '';

const keyOf = (p: EmployeePageParams) =>
  JSON.stringify([
    p.cmpyCd,
    p.after,
    p.limit,
    p.birthYear,
    p.updatedSince ?? null,
    p.active ?? null,
    p.grupCd ?? null,
  ]);

export function createEmployeePageCache(
  options: { ttlMs?: number; maxEntries?: number; maxBytes?: number } = {},
): EmployeePageCache {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 1_000;
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const byKey = new Map<string, { page: KeptPage; scope: string; cachedAt: number }>();
  const byScope = new Map<string, Set<string>>();
  let bytes = 0;
  let listening = false;
  /** Moves on every notice: a read that began under an older value may have read changed rows. */
  let generation = 0;

  const forget = (key: string) => {
    const entry = byKey.get(key);
    if (!entry) return;
    byKey.delete(key);
    bytes -= entry.page.body.length;
    const keys = byScope.get(entry.scope);
    keys?.delete(key);
    if (keys?.size === 0) byScope.delete(entry.scope);
  };

  const forgetScope = (scope: string) => {
    for (const key of [...(byScope.get(scope) ?? [])]) forget(key);
  };

  const clear = () => {
    byKey.clear();
    byScope.clear();
    bytes = 0;
    generation += 1;
  };

  const keep = (key: string, scope: string, page: KeptPage, at: number) => {
    if (page.body.length > maxBytes) return;
    forget(key);
    // The oldest entries go first (a Map iterates in insertion order).
    for (const oldest of byKey.keys()) {
      if (byKey.size < maxEntries && bytes + page.body.length <= maxBytes) break;
      forget(oldest);
    }
    byKey.set(key, { page, scope, cachedAt: at });
    bytes += page.body.length;
    const keys = byScope.get(scope) ?? new Set<string>();
    keys.add(key);
    byScope.set(scope, keys);
  };

  return {
    async find(params, now, load) {
      const at = now.getTime();
      const key = keyOf(params);
      if (listening) {
        const hit = byKey.get(key);
        if (hit && at - hit.cachedAt < ttlMs) return hit.page;
        if (hit) forget(key);
      }
      const startedAt = generation;
      const page = await load();
      if (listening && generation === startedAt) keep(key, params.cmpyCd ?? ALL, page, at);
      return page;
    },
    companyChanged(cmpyCd) {
      generation += 1;
      if (cmpyCd === ALL) {
        byKey.clear();
        byScope.clear();
        bytes = 0;
        return;
      }
      forgetScope(cmpyCd);
      forgetScope(ALL);
    },
    setListening(value) {
      listening = value;
      clear();
    },
    isListening: () => listening,
    size: () => byKey.size,
  };
}
