import { createReadStream } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where file bytes live (ARCHITECTURE "Adapters"): local disk by default, S3-compatible when configured. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes as a stream (a download is piped, never read whole); null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>;
  /** The whole file in memory: for small files only (an image put into a PDF). */
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
}

/**
 * Keys are ours (never the uploader's file name): letters, digits, '_', '.', '/' and '-', no '..'. Every adapter
 * checks them the same way, so a key that works on local disk works on S3 and no path can escape the root.
 */
export function assertStorageKey(key: string): string {
  if (!/^[\w./-]+$/.test(key) || key.includes('..') || key.startsWith('/'))
    throw new Error('invalid storage key');
  return key;
}

/** Local disk under a root folder. */
export function localFileStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, assertStorageKey(key));
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      const file = resolve(key);
      try {
        await stat(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return createReadStream(file);
    },
    async read(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

/** No file under that key: the one failure that means "not stored"; anything else (permissions, I/O) is an error. */
const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** In-memory storage for tests. */
export function memoryFileStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      files.set(assertStorageKey(key), bytes);
    },
    async get(key) {
      const bytes = files.get(key);
      if (!bytes) return null;
      const { Readable } = await import('node:stream');
      return Readable.from(bytes);
    },
    async read(key) {
      return files.get(key) ?? null;
    },
    async exists(key) {
      return files.has(key);
    },
  };
}
