/**
 * Stored files: the rows other modules write and read (uploads, attachments, documents) and GET /files/{fileId}. A
 * scoped file is readable when its scope's owner says so (FileRouteOptions.scopedFileReaders, given by app.ts).
 */
export { findFile, findThumbnail, insertFile } from './repository';
export { type FileRouteOptions, fileRoutes, type ScopedFileReader } from './routes';
