import type { Config } from '../../config';
import { type FileStorage, localFileStorage } from './file-storage';

/**
 * The storage the configuration names: local disk under DATA_DIR/files by default, an S3 bucket with
 * FILE_STORAGE=s3. The AWS SDK is loaded only then, so a local start does not carry it.
 */
export async function createFileStorage(config: Config): Promise<FileStorage & { close: () => void }> {
  const settings = config.fileStorage;
  if (settings.kind === 'local') return { ...localFileStorage(settings.root), close: () => {} };
  const { s3FileStorage } = await import('./s3-file-storage');
  return s3FileStorage(settings);
}
