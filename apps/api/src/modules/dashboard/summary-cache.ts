/**
 * The dashboards' period figures and event progress, kept per summary round (decision 016): they are read from the
 * dash_* summaries alone, which change only when a round commits, so a reply computed for round R, a scope and a
 * month range is the same for every caller asking the same until round R + 1. The key holds the scope (the client
 * manager's own company, or an operator's selection), so no caller is ever given another scope's figures. Entries
 * also expire after `ttlMs`, which bounds how old the names joined to the figures (event, company, product) can be.
 */
export type SummaryCache = {
  get<T>(key: SummaryKey, load: () => Promise<T>): Promise<T>;
};

export type SummaryKey = {
  round: number;
  /** null = every company. */
  scope: readonly string[] | null;
  months: readonly string[];
};

/** As long as the screen's own refresh (DASHBOARD_REFRESH_MS): a renamed event shows on the next refresh but one. */
export const SUMMARY_CACHE_MS = 30_000;
const MAX_ENTRIES = 500;

const keyOf = (k: SummaryKey) =>
  JSON.stringify([k.round, k.scope === null ? null : [...new Set(k.scope)].sort(), k.months]);

export function summaryCache(options: { now: () => number; ttlMs?: number }): SummaryCache {
  const ttl = options.ttlMs ?? SUMMARY_CACHE_MS;
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return {
    get<T>(key: SummaryKey, load: () => Promise<T>): Promise<T> {
      const k = keyOf(key);
      const now = options.now();
      const hit = entries.get(k);
      if (hit && now - hit.at < ttl) return hit.value as Promise<T>;
      entries.delete(k);
      // Oldest first (a Map keeps insertion order): the bound keeps many selections from growing the process.
      while (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      // The promise itself is kept, so that calls arriving together share one load; a failed load is not kept.
      const value = load();
      entries.set(k, { at: now, value });
      value.catch(() => {
        if (entries.get(k)?.value === value) entries.delete(k);
      });
      return value;
    },
  };
}
