import { createReadStream } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where file bytes live (ARCHITECTURE "Adapters"): local disk by default, S3-compatible when configured. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Readable | null>;
  read(key: string): Promise<Buffer | null>;
}

/** Local disk under a root folder. Keys are ours (never the uploader's file name), so no path can escape. */
export function localFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!/^[\w./-]+$/.test(key) || key.includes('..')) throw new Error('invalid storage key');
    return path.join(root, key);
  };
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
  };
}

/** No file under that key: the one failure that means "not stored"; anything else (permissions, I/O) is an error. */
const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** In-memory storage for tests. */
export function memoryFileStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      files.set(key, bytes);
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
  };
}
