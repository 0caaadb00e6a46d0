import {
  ALL_AUTH_CDS,
  DEFAULT_PRODUCT_IMAGE_ID,
  FILE_MESSAGES,
  GOODS_LIMITS,
  isOperatorAdmin,
} from '@pcs/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { type AuthUser, EVERY_SESSION } from '../../http/auth-guard';
import { AppError, notFound } from '../../http/errors';
import { findFile, findThumbnail } from './repository';

/** Types we ever serve inline; anything else is sent as a download (ASVS 12.5.2). */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']);

/** A personal file (owner set) is readable by its owner and operator admins (15, 99999) only; the rest is public. */
export const mayReadFile = (file: { ownerUnqUserId: string | null }, caller: AuthUser | null): boolean =>
  file.ownerUnqUserId === null ||
  (caller !== null && (caller.unqUserId === file.ownerUnqUserId || isOperatorAdmin(caller.authCd)));

/**
 * May the caller read a file of an access scope (stored_file.accessScope)? The module that stores files under a scope
 * answers, so files know nothing of what a scope means (service-center: NOTICE, the readers of a notice listing it).
 */
export type ScopedFileReader = (db: Executor, fileId: string, caller: AuthUser) => Promise<boolean>;

/** The app's deps and the reader of each access scope (app.ts passes them). */
export type FileRouteOptions = AppDeps & { scopedFileReaders: ReadonlyMap<string, ScopedFileReader> };

/**
 * GET {single}/files/{fileId}: public product images and attachments (a missing image falls back to the default);
 * personal files such as profile images need the owner's or an operator admin's token (Bearer or loginUserToken),
 * and a file of an access scope (a notice attachment) the token of someone its scope's reader lets in.
 */
export const fileRoutes: FastifyPluginAsyncZod<FileRouteOptions> = async (app, deps) => {
  const anySession = deps.guard(ALL_AUTH_CDS, EVERY_SESSION);
  /**
   * The caller when a valid token came with the request; a personal file never tells others why it is missing.
   * Only the guard's refusals (401, 403) mean "no caller"; any other failure is a real error.
   */
  const optionalCaller = async (request: FastifyRequest, reply: FastifyReply): Promise<AuthUser | null> => {
    try {
      await anySession(request, reply);
      return request.authUser;
    } catch (error) {
      if (error instanceof AppError && (error.statusCode === 401 || error.statusCode === 403)) return null;
      throw error;
    }
  };

  app.get(
    '/files/:fileId',
    {
      schema: {
        tags: ['files'],
        summary: 'File by id (default image 202106292300000)',
        params: z.object({ fileId: z.string().regex(/^\d{1,20}$/, FILE_MESSAGES.idInvalid) }),
        // A product image's thumbnail by width; the original when it has none of that width.
        querystring: z.object({ w: z.coerce.number().int().optional() }).partial(),
      },
    },
    async (request, reply) => {
      const width = request.query.w;
      const thumbId =
        width && (GOODS_LIMITS.thumbWidths as readonly number[]).includes(width)
          ? await findThumbnail(deps.db, request.params.fileId, width)
          : null;
      const file =
        (thumbId ? await findFile(deps.db, thumbId) : null) ??
        (await findFile(deps.db, request.params.fileId)) ??
        (await findFile(deps.db, DEFAULT_PRODUCT_IMAGE_ID));
      // Same 404 as a missing file: a stranger learns nothing about whose files exist.
      if (file && file.ownerUnqUserId !== null && !mayReadFile(file, await optionalCaller(request, reply)))
        throw notFound(FILE_MESSAGES.notFound);
      const mayReadScoped = file?.accessScope ? deps.scopedFileReaders.get(file.accessScope) : undefined;
      if (file && mayReadScoped) {
        const caller = await optionalCaller(request, reply);
        if (!caller || !(await mayReadScoped(deps.db, file.fileId, caller)))
          throw notFound(FILE_MESSAGES.notFound);
      }
      const stream = file ? await deps.storage.get(file.storageKey) : null;
      if (!file || !stream) throw notFound(FILE_MESSAGES.notFound);
      const scoped = file.ownerUnqUserId !== null || file.accessScope !== null;
      // A notice attachment is always a download, whatever its type: it was written by a person, not by us.
      const inline = INLINE_TYPES.has(file.contentType) && file.accessScope === null;
      reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        // A personal file must not sit in shared caches, nor in the browser after the owner signs out.
        .header('cache-control', scoped ? 'private, no-store' : 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
        );
      return reply.send(stream);
    },
  );
};
