import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { memoryFileStorage } from '../../src/adapters/storage/file-storage';
import { type BuildOptions, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database, Db } from '../../src/db/client';
import { TEST_PASSWORD } from './factories';
import { createTestDatabase } from './test-database';

export type TestClock = { now: () => Date; set: (d: Date) => void; advanceMinutes: (m: number) => void };

export function testClock(start = new Date()): TestClock {
  let current = start;
  return {
    now: () => current,
    set: (d) => {
      current = d;
    },
    advanceMinutes: (m) => {
      current = new Date(current.getTime() + m * 60_000);
    },
  };
}

/** The real app on a test database, no port, no logs; `env` adds settings as the environment would. */
export async function buildTestApp(
  database: Database,
  clock: TestClock = testClock(),
  env: Record<string, string> = {},
  adapters: (config: Config, db: Db) => Pick<BuildOptions, 'paymentGateway' | 'taxInvoice'> = () => ({}),
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/pcs-test-unused',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  const storage = memoryFileStorage();
  const app = await buildApp({
    db: database.db,
    config,
    now: clock.now,
    storage,
    logger: false,
    ...adapters(config, database.db),
  });
  return { app, storage, clock, config };
}

type Reply = {
  statusCode: number;
  body: { resultStatus: { messageCode: string; messageText: string }; resultData: unknown };
  headers: Record<string, unknown>;
  /** The raw bytes (an xlsx download); body is then an empty envelope. */
  raw: Buffer;
};

const NO_ENVELOPE = { resultStatus: { messageCode: '', messageText: '' }, resultData: null };

function toReply(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
  json: () => unknown;
}) {
  const json = String(res.headers['content-type'] ?? '').includes('application/json');
  return {
    statusCode: res.statusCode,
    body: (json ? res.json() : NO_ENVELOPE) as Reply['body'],
    headers: res.headers,
    raw: res.rawPayload,
  };
}

/** POST a JSON body, optionally with a bearer token (and other headers); returns status and the parsed envelope. */
export async function post(
  app: FastifyInstance,
  url: string,
  body: unknown = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: body as Record<string, unknown>,
    headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
  });
  return toReply(res);
}

/** POST multipart/form-data with one file part (field "file"), as the Excel upload dialog sends it. */
export async function upload(
  app: FastifyInstance,
  url: string,
  file: Uint8Array,
  token?: string,
  filename = 'upload.xlsx',
): Promise<Reply> {
  const boundary = `----pcs-test-${Math.random().toString(36).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return toReply(res);
}

export async function loginAs(
  app: FastifyInstance,
  userId: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const res = await post(app, '/v1/ebmp/login.json', { userId, password });
  if (res.statusCode !== 200)
    throw new Error(`login failed for ${userId}: ${res.body.resultStatus.messageText}`);
  return (res.body.resultData as { loginUserToken: string }).loginUserToken;
}

/**
 * A test file's app and database: built before its tests, closed after them. Returns a holder whose fields are
 * set once the file's beforeAll has run.
 */
export function setupTestApp(
  clock: TestClock = testClock(),
  env: Record<string, string> = {},
  adapters?: (config: Config, db: Db) => Pick<BuildOptions, 'paymentGateway' | 'taxInvoice'>,
) {
  const holder = {} as { database: Database } & Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    holder.database = await createTestDatabase();
    Object.assign(holder, await buildTestApp(holder.database, clock, env, adapters));
  });
  afterAll(async () => {
    await holder.app?.close();
    await holder.database?.close();
  });
  return holder;
}
