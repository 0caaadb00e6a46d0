import pg from 'pg';

export type Listener = { stop: () => Promise<void> };

/**
 * LISTENs on `channel` of a PostgreSQL server over a connection of its own (a pooled one would be handed to other
 * queries), calling `onNotice` with each notice's payload. `onState(true)` once listening, `onState(false)` as soon as
 * the connection fails; it then reconnects after `retryMs`, and says true again only when listening again.
 */
export function startListening(opts: {
  databaseUrl: string;
  channel: string;
  onNotice: (payload: string) => void;
  onState: (listening: boolean) => void;
  log: { warn: (obj: object, msg: string) => void };
  retryMs?: number;
}): Listener {
  const retryMs = opts.retryMs ?? 1000;
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  /** Closes a connection whose events no longer matter. */
  const discard = (old: pg.Client) => {
    old.removeAllListeners();
    old.on('error', () => {});
    return old.end().catch(() => {});
  };

  /** The connection `failed` is gone (its error, its end or a failed start: whichever comes first counts). */
  const lost = (failed: pg.Client) => (error: unknown) => {
    if (client !== failed) return;
    opts.onState(false);
    client = null;
    void discard(failed);
    if (stopped) return;
    opts.log.warn(
      { code: (error as { code?: string } | null)?.code },
      `database: ${opts.channel} listener lost`,
    );
    retry = setTimeout(connect, retryMs);
  };

  const connect = () => {
    retry = null;
    // TCP keepalive after 10 s idle, so a silently dropped connection is noticed in about a minute, not the
    // system default of two hours (a listener that misses notices must stop the cache from being used).
    const next = new pg.Client({
      connectionString: opts.databaseUrl,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = next;
    next.on('notification', (notice) => {
      if (notice.channel === opts.channel) opts.onNotice(notice.payload ?? '');
    });
    next.on('error', lost(next));
    next.on('end', () => lost(next)(null));
    next
      .connect()
      .then(() => next.query(`LISTEN ${pg.escapeIdentifier(opts.channel)}`))
      .then(() => {
        if (client === next && !stopped) opts.onState(true);
      })
      .catch(lost(next));
  };

  connect();
  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      opts.onState(false);
      const open = client;
      client = null;
      if (open) await discard(open);
    },
  };
}
