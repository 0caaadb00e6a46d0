import pg from 'pg';
import type { RunAlone } from './advisory-locks';

/**
 * The connection a PostgreSQL process holds its job locks on (db/advisory-locks.ts JOB_LOCK): its own, outside the
 * pool, so a job holding a lock never waits for a pooled connection its own round needs (a small pool would
 * deadlock). Session-level locks: taken with pg_try_advisory_lock for the round, released after it; when the
 * connection is lost, PostgreSQL drops its locks with it and the next round opens a new one.
 */
export function createLockSession(connectionString: string): {
  runAlone: RunAlone;
  close: () => Promise<void>;
} {
  let session: Promise<pg.Client> | null = null;
  let closed = false;
  const open = (): Promise<pg.Client> => {
    if (session) return session;
    const client = new pg.Client({ connectionString });
    const opening = client.connect().then(() => client);
    const forget = () => {
      if (session === opening) session = null;
    };
    // A lost connection must not crash the process; its locks are gone with it.
    client.on('error', forget);
    client.on('end', forget);
    opening.catch(forget);
    session = opening;
    return opening;
  };
  const runAlone: RunAlone = async (key, run) => {
    if (closed) return { ran: false };
    const client = await open();
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [
      key,
    ]);
    if (!rows[0]?.ok) return { ran: false };
    try {
      return { ran: true, value: await run() };
    } finally {
      // Whatever went wrong, the lock must not outlive the round: ending the session releases it.
      await client
        .query('select pg_advisory_unlock($1::bigint)', [key])
        .catch(() => client.end().catch(() => {}));
    }
  };
  return {
    runAlone,
    close: async () => {
      closed = true;
      const current = session;
      session = null;
      const client = await current?.catch(() => null);
      await client?.end().catch(() => {});
    },
  };
}

/** PGlite is one process on one connection: nothing else can run the job, so every round runs. */
export const runAloneInProcess: RunAlone = async (_key, run) => ({ ran: true, value: await run() });
