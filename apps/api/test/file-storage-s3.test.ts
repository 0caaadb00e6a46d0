import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../src/adapters/storage/create-file-storage';
import type { FileStorage } from '../src/adapters/storage/file-storage';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { seedReferenceData } from '../src/db/demo-data/index';
import { insertFile } from '../src/modules/files';
import { createUser } from './helpers/factories';
import { type S3Emulator, startS3Emulator } from './helpers/s3-emulator';
import { loginAs, upload } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

/** Two app instances on one database and one bucket: what two server processes behind a load balancer are. */
let emulator: S3Emulator;
let database: Database;
const apps: { app: FastifyInstance; storage: FileStorage & { close: () => void } }[] = [];

async function buildS3App() {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/pcs-test-unused',
    WEB_DIST_DIR: '/nonexistent',
    ...emulator.env,
  });
  const storage = await createFileStorage(config);
  const app = await buildApp({ db: database.db, config, now: () => new Date(), storage, logger: false });
  apps.push({ app, storage });
  return { app, storage };
}

let first: Awaited<ReturnType<typeof buildS3App>>;
let second: Awaited<ReturnType<typeof buildS3App>>;

beforeAll(async () => {
  emulator = await startS3Emulator();
  database = await createTestDatabase();
  first = await buildS3App();
  second = await buildS3App();
  await seedReferenceData(database.db, first.storage);
});

afterAll(async () => {
  for (const { app, storage } of apps) {
    await app.close();
    storage.close();
  }
  await database?.close();
  await emulator?.close();
});

const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('FILE_STORAGE=s3 through the API', () => {
  it('stores an uploaded goods image and its thumbnails in the bucket; another process serves them', async () => {
    const admin = await createUser(database.db, '99999');
    const token = await loginAs(first.app, admin.userId);
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const res = await upload(first.app, '/v1/ebmp/pcs/manage/goods/imageUpload.json', png, token, 'a.png');
    expect(res.statusCode).toBe(200);
    const { fileId } = res.body.resultData as { fileId: string };

    // In the bucket, not in the first process: the second one has its own client and no memory of the upload.
    expect(await second.storage.exists(`goods/${fileId}.png`)).toBe(true);
    expect(await second.storage.exists(`goods/${fileId}_w160.webp`)).toBe(true);

    const image = await second.app.inject({ method: 'GET', url: `/files/${fileId}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      width: 400,
      height: 300,
      format: 'png',
    });
    const thumb = await second.app.inject({ method: 'GET', url: `/files/${fileId}?w=160` });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 160, format: 'webp' });
  });

  it('renders the brochure once into the bucket and serves it from there', async () => {
    const res = await first.app.inject({ method: 'GET', url: '/download/202400000000001/0' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const stored = await second.storage.read('brochure/pcs-service-brochure.pdf');
    expect(stored && sha256(stored)).toBe(sha256(res.rawPayload));
    const again = await second.app.inject({ method: 'GET', url: '/download/202400000000001/0' });
    expect(sha256(again.rawPayload)).toBe(sha256(res.rawPayload));
  });

  it('pipes a large file from the bucket to the client as a stream', async () => {
    const bytes = randomBytes(12 * 1024 * 1024);
    await first.storage.put('notice/202611300000000777', bytes);
    await insertFile(database.db, {
      fileId: '202611300000000777',
      originalName: 'large.bin',
      contentType: 'application/octet-stream',
      byteSize: bytes.length,
      storageKey: 'notice/202611300000000777',
    });
    const address = await second.app.listen({ port: 0, host: '127.0.0.1' });
    const reply = await fetch(`${address}/files/202611300000000777`);
    expect(reply.status).toBe(200);
    // A body of unknown length sent as it comes: had the server read the file whole it would know its length.
    expect(reply.headers.get('transfer-encoding')).toBe('chunked');
    expect(reply.headers.get('content-disposition')).toContain('attachment');
    expect(sha256(new Uint8Array(await reply.arrayBuffer()))).toBe(sha256(bytes));
  });
});
