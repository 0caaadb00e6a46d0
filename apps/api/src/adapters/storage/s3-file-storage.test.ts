import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Emulator, startS3Emulator } from '../../../test/helpers/s3-emulator';
import { loadConfig } from '../../config';
import { createFileStorage } from './create-file-storage';
import { type FileStorage, localFileStorage } from './file-storage';
import { s3FileStorage } from './s3-file-storage';

let emulator: S3Emulator;
let storage: FileStorage & { close: () => void };
let localRoot: string;

beforeAll(async () => {
  emulator = await startS3Emulator();
  // Through the configuration, as the server makes it.
  storage = await createFileStorage(loadConfig({ NODE_ENV: 'test', ...emulator.env }));
  localRoot = await mkdtemp(path.join(os.tmpdir(), 'pcs-local-'));
});

afterAll(async () => {
  storage?.close();
  await emulator?.close();
  await rm(localRoot, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('S3 file storage against an S3-compatible server', () => {
  it('puts, gets, reads and finds a file', async () => {
    const bytes = Buffer.from('첨부파일 내용 %PDF');
    await storage.put('notice/202601010000000001', bytes);
    expect(await storage.exists('notice/202601010000000001')).toBe(true);
    expect(await storage.read('notice/202601010000000001')).toEqual(bytes);
    const stream = await storage.get('notice/202601010000000001');
    expect(stream).toBeInstanceOf(Readable);
    const chunks: Buffer[] = [];
    for await (const chunk of stream as Readable) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes);
  });

  it('overwrites a key', async () => {
    await storage.put('brochure/a.pdf', Buffer.from('first'));
    await storage.put('brochure/a.pdf', Buffer.from('second'));
    expect((await storage.read('brochure/a.pdf'))?.toString()).toBe('second');
  });

  it('answers null and false for a key with nothing stored', async () => {
    expect(await storage.get('goods/none.png')).toBeNull();
    expect(await storage.read('goods/none.png')).toBeNull();
    expect(await storage.exists('goods/none.png')).toBe(false);
  });

  it('streams a multi-megabyte object in pieces as it arrives, never whole', async () => {
    const size = 12 * 1024 * 1024;
    const bytes = randomBytes(size);
    await storage.put('goods/large.bin', bytes);
    const stream = await storage.get('goods/large.bin');
    if (!stream) throw new Error('stored object not found');
    const hash = createHash('sha256');
    let chunks = 0;
    let largest = 0;
    let total = 0;
    for await (const chunk of stream) {
      const piece = chunk as Buffer;
      chunks += 1;
      largest = Math.max(largest, piece.length);
      total += piece.length;
      hash.update(piece);
    }
    expect(total).toBe(size);
    expect(hash.digest('hex')).toBe(sha256(bytes));
    // Socket-sized pieces: the body was handed on while it arrived, not collected first.
    expect(chunks).toBeGreaterThan(10);
    expect(largest).toBeLessThanOrEqual(1024 * 1024);
  });

  it('refuses the keys local disk refuses, before any request', async () => {
    const local = localFileStorage(localRoot);
    const keys = ['../etc/passwd', 'goods/../../x', '/abs/path', 'a b.png', 'goods/사진.png', '', 'x\0y'];
    for (const key of keys) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow('invalid storage key');
      await expect(storage.get(key), key).rejects.toThrow('invalid storage key');
      await expect(storage.read(key), key).rejects.toThrow('invalid storage key');
      await expect(storage.exists(key), key).rejects.toThrow('invalid storage key');
      await expect(local.put(key, Buffer.from('x')), key).rejects.toThrow('invalid storage key');
    }
    // And accepts the same ones.
    for (const key of ['goods/1764000000000000001_w160.webp', 'system/202106292300000.svg', 'a-b_c.d']) {
      await storage.put(key, Buffer.from(key));
      await local.put(key, Buffer.from(key));
      expect((await storage.read(key))?.toString()).toBe(key);
      expect((await local.read(key))?.toString()).toBe(key);
    }
  });

  it('fails loudly on a wrong secret or a missing bucket instead of answering "no file"', async () => {
    const wrongSecret = s3FileStorage({
      bucket: emulator.bucket,
      region: 'us-east-1',
      endpoint: emulator.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' },
    });
    await expect(wrongSecret.get('goods/none.png')).rejects.toThrow();
    wrongSecret.close();
    const noBucket = s3FileStorage({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint: emulator.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await expect(noBucket.get('goods/none.png')).rejects.toThrow();
    await expect(noBucket.put('goods/x.png', Buffer.from('x'))).rejects.toThrow();
    noBucket.close();
  });
});

describe('file storage settings', () => {
  it('refuses FILE_STORAGE=s3 without a bucket, and half a key pair', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow('S3_BUCKET');
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'pcs', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      'both or neither',
    );
  });

  it('keeps local disk under DATA_DIR/files by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/pcs' });
    expect(config.fileStorage).toEqual({ kind: 'local', root: '/srv/pcs/files' });
  });
});
