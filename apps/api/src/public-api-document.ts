import { PUBLIC_API_PREFIX } from '@pcs/domain';
import { memoryFileStorage } from './adapters/storage/file-storage';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

/**
 * The public API's OpenAPI 3.1 document (/api/v1/openapi.json) without a running server: the app is built on an
 * empty in-memory database and closed again. The client package generates its types from it (packages/client).
 */
export async function buildPublicApiDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  try {
    const app = await buildApp({
      db: database.db,
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', WEB_DIST_DIR: '/nonexistent' }),
      now: () => new Date(),
      storage: memoryFileStorage(),
      logger: false,
    });
    try {
      // Asked for as a client would: the decorator lives inside the /api/v1 plugin's own context.
      const reply = await app.inject({ method: 'GET', url: `${PUBLIC_API_PREFIX}/openapi.json` });
      if (reply.statusCode !== 200) throw new Error(`openapi.json answered ${reply.statusCode}`);
      return reply.json<Record<string, unknown>>();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
