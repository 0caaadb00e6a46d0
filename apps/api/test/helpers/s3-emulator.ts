import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

type S3rver = { run: () => Promise<{ port: number }>; close: () => Promise<void> };
type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
// A maintained fork of s3rver (npm @20minutes/s3rver): a real S3 HTTP server (SigV4, XML errors, path-style
// buckets) on a temporary directory. It ships no types; this is the part the tests use.
const S3rverServer = createRequire(import.meta.url)('@20minutes/s3rver') as new (
  options: S3rverOptions,
) => S3rver;

export type S3Emulator = {
  endpoint: string;
  bucket: string;
  /** The settings as the environment would give them (FILE_STORAGE=s3). */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/** An S3-compatible server on 127.0.0.1 (any free port) with one empty bucket; close removes its files. */
export async function startS3Emulator(bucket = 'pcs-files'): Promise<S3Emulator> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'pcs-s3-'));
  const server = new S3rverServer({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver checks SigV4 signatures against this fixed pair.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
