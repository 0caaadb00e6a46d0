// Bench-only preload (`node --import ./bench/profile/pg-timing.mjs`): times every node-postgres query by its text
// and every wait for a pool connection, and profiles the server's CPU (V8 sampling profiler) between two SIGUSR2:
// the first clears the figures and starts the profiler, the second writes PG_TIMING_OUT (queries) and
// PG_TIMING_OUT.cpuprofile. Used by apply-burst.ts with BENCH_PROFILE=1 to find where an apply's time goes; never
// loaded by the product.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import pg from 'pg';

const stats = new Map();
const record = (key, ms) => {
  const s = stats.get(key) ?? { n: 0, total: 0, max: 0 };
  s.n += 1;
  s.total += ms;
  s.max = Math.max(s.max, ms);
  stats.set(key, s);
};
const keyOf = (q) => {
  const text = typeof q === 'string' ? q : (q?.text ?? String(q));
  return `${q?.name ? `[${q.name}] ` : ''}${text.replace(/\s+/g, ' ')}`.slice(0, 140);
};

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function timedQuery(...args) {
  const key = keyOf(args[0]);
  const t0 = performance.now();
  const last = args.at(-1);
  if (typeof last === 'function') {
    args[args.length - 1] = (...cbArgs) => {
      record(key, performance.now() - t0);
      return last(...cbArgs);
    };
    return query.apply(this, args);
  }
  const result = query.apply(this, args);
  if (result && typeof result.then === 'function')
    result.then(
      () => record(key, performance.now() - t0),
      () => record(key, performance.now() - t0),
    );
  return result;
};

const connect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function timedConnect(cb) {
  const t0 = performance.now();
  if (typeof cb === 'function')
    return connect.call(this, (...cbArgs) => {
      record('(pool wait)', performance.now() - t0);
      return cb(...cbArgs);
    });
  return connect.call(this).then((client) => {
    record('(pool wait)', performance.now() - t0);
    return client;
  });
};

function writeQueries() {
  const out = process.env.PG_TIMING_OUT;
  if (!out) return;
  const rows = [...stats]
    .map(([sql, s]) => ({
      sql,
      n: s.n,
      totalMs: Math.round(s.total),
      meanMs: +(s.total / s.n).toFixed(2),
      maxMs: Math.round(s.max),
    }))
    .sort((a, b) => b.totalMs - a.totalMs);
  writeFileSync(out, JSON.stringify(rows, null, 1));
}

// The bench brackets the timed burst, so logins and selects of its preparation are left out.
const session = new Session();
session.connect();
let profiling = false;
process.on('SIGUSR2', () => {
  if (!profiling) {
    profiling = true;
    stats.clear();
    session.post('Profiler.enable', () => session.post('Profiler.start'));
    return;
  }
  profiling = false;
  writeQueries();
  session.post('Profiler.stop', (error, result) => {
    if (!error && process.env.PG_TIMING_OUT)
      writeFileSync(`${process.env.PG_TIMING_OUT}.cpuprofile`, JSON.stringify(result.profile));
  });
});
