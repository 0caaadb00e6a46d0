/**
 * The server of the integrations bench (integrations.ts starts it as its own process): the real app on the bench's
 * PostgreSQL database with one company of BENCH_EMPLOYEES employees and an API key of every scope (the bench's
 * own secret, a throttle high enough never to answer 429 here), plus the trivial GET /bench/hello through the same hooks.
 * Prints `listening <port>` once it answers.
 */
import path from 'node:path';
import { API_KEY_SCOPES, AUTH_CD } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { localFileStorage } from '../apps/api/src/adapters/storage/file-storage';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { seedReferenceData } from '../apps/api/src/db/demo-data/reference-data';
import { apiKey, company } from '../apps/api/src/db/schema/index';
import { createApiKeyCache, listenForApiKeyChanges } from '../apps/api/src/modules/api-key-cache';
import {
  createEmployeePageCache,
  listenForEmployeePageChanges,
} from '../apps/api/src/modules/employee-page-cache';
import { keyFromSecret } from '../apps/api/src/modules/public-api';
import { createSessionCache, listenForSessionChanges } from '../apps/api/src/modules/session';

/**
 * The bench makes the keys' parts and hands them over: BENCH_KEY_BASE (5 characters; key i's prefix is the base and
 * i in 5 digits), BENCH_KEY_SECRET (43 characters, shared), BENCH_KEYS (how many: one per integration calling).
 */
const KEY_BASE = process.env.BENCH_KEY_BASE ?? 'bench';
const KEY_SECRET = process.env.BENCH_KEY_SECRET ?? 'bench-secret-0123456789abcdefghijklmnopqrst';
const KEYS = Number(process.env.BENCH_KEYS ?? 20);
const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const db = database.db;
await seedReferenceData(db, localFileStorage(path.join(config.dataDir, 'files')));
await db
  .insert(company)
  .values({ cmpyCd: 'BENCH', cmpyNm: '벤치상사', cmpyTypeCd: '02' })
  .onConflictDoNothing();
await db.execute(sql`
  insert into app_user (unq_user_id, user_id, password_hash, user_nm, auth_cd, cmpy_cd, sabun, email)
  select 'B' || lpad(n::text, 9, '0'), 'bench' || n, 'x', '직원' || n, ${AUTH_CD.clientEmployee}, 'BENCH',
    'E' || lpad(n::text, 6, '0'), 'bench' || n || '@pcs.test'
  from generate_series(1, ${EMPLOYEES}) as n
  on conflict do nothing`);
await db
  .insert(apiKey)
  .values(
    Array.from({ length: KEYS }, (_, i) => {
      const key = keyFromSecret(`${KEY_BASE}${String(i).padStart(5, '0')}`, KEY_SECRET);
      return {
        cmpyCd: 'BENCH',
        keyNm: `bench ${i}`,
        scopes: [...API_KEY_SCOPES],
        keyPrefix: key.keyPrefix,
        secretHash: key.secretHash,
        perMinute: 100_000,
      };
    }),
  )
  .onConflictDoNothing();
await db.execute(sql`analyze`);

// The caches and their listeners as server.ts sets them up on PostgreSQL.
const sessionCache = createSessionCache();
const apiKeyCache = createApiKeyCache();
const employeePageCache = createEmployeePageCache();
const app = await buildApp({
  db,
  config,
  now: () => new Date(),
  storage: localFileStorage(path.join(config.dataDir, 'files')),
  logger: false,
  sessionCache,
  apiKeyCache,
  employeePageCache,
});
const databaseUrl = config.databaseUrl as string;
const listeners = [
  listenForSessionChanges(sessionCache, { databaseUrl, log: console }),
  listenForApiKeyChanges(apiKeyCache, { databaseUrl, log: console }),
  listenForEmployeePageChanges(employeePageCache, { databaseUrl, log: console }),
];
while (!apiKeyCache.isListening() || !sessionCache.isListening() || !employeePageCache.isListening())
  await new Promise((r) => setTimeout(r, 10));
app.get('/bench/hello', async () => ({ hello: 'world' }));
await app.listen({ port: config.port, host: config.host });
process.stdout.write(`listening ${config.port}\n`);
// A clean exit on a signal, so that `node --cpu-prof` can write its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void Promise.all([app.close(), ...listeners.map((l) => l.stop())]).finally(() => process.exit(0));
  });
