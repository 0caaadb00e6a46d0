import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage } from './file-storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2, ...); null: AWS S3 itself. */
  endpoint: string | null;
  /** bucket in the path (http://host/bucket/key) instead of the host name: most S3-compatible servers want it. */
  forcePathStyle: boolean;
  /** Null: the SDK's default chain (instance or task role, AWS_* variables, shared files). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
};

/**
 * File bytes in an S3 bucket through the official AWS SDK (v3), so several server processes share every file.
 * Keys are checked exactly as on local disk and used as object keys unchanged. `get` hands the response body on as
 * it arrives: a download never sits whole in memory.
 */
export function s3FileStorage(options: S3StorageOptions): FileStorage & { close: () => void } {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // A stalled store must not hold a request (or a shutdown) forever; the socket timeout is per idle period, so a
    // long download that keeps moving is not cut.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = options.bucket;

  const open = async (key: string): Promise<Readable | null> => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: assertStorageKey(key) }));
      // In Node the SDK's body is the HTTP response itself (an IncomingMessage): a Readable with backpressure.
      if (!(object.Body instanceof Readable)) throw new Error('S3 returned no readable body');
      return object.Body;
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  };

  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertStorageKey(key),
          Body: bytes,
          ContentLength: bytes.length,
        }),
      );
    },
    get: open,
    async read(key) {
      const stream = await open(key);
      return stream ? buffer(stream) : null;
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: assertStorageKey(key) }));
        return true;
      } catch (error) {
        if (isMissingObject(error)) return false;
        throw error;
      }
    },
    close: () => client.destroy(),
  };
}

/**
 * No object under the key: NoSuchKey on GET, a bare 404 on HEAD (it has no body to name the error). A missing bucket
 * is a configuration error, never "no file".
 */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}
