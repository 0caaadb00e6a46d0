import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  ACCOUNT_MESSAGES,
  ALL_AUTH_CDS,
  API_PATH,
  firstAccessInfoRequestSchema,
  firstAccessInfoSchema,
  PROFILE_IMAGE_MAX_BYTES,
  saveFirstLoginReplySchema,
  saveFirstLoginRequestSchema,
  updateFirstUserInfoReplySchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser, EVERY_SESSION, FIRST_LOGIN_SESSION, readToken } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { badRequest } from '../../../http/errors';
import { getFirstAccessInfo } from '../get-first-access-info';
import { getLoginUserInfo } from '../get-login-user-info';
import { saveFirstLogin } from '../save-first-login';
import { updateProfileImage } from '../update-profile-image';

/**
 * First login (spec §4 Login) and the login user data of a handed-over token: 'any' lets a first-login session
 * finish its steps.
 */
export const firstLoginRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['account'];
  const firstLoginStep = deps.guard(ALL_AUTH_CDS, FIRST_LOGIN_SESSION);
  // A token handed over by another solution (query at '/' or /sLogin) is exchanged here for a session of its own.
  const handOver = deps.guard(ALL_AUTH_CDS, EVERY_SESSION, { tokenFromQuery: true });
  // Scoped to this plugin: only the profile upload takes multipart, one file, size-capped while streaming.
  await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: PROFILE_IMAGE_MAX_BYTES + 1 } });

  /** The uploaded bytes, or null when the part went over the size limit; any other failure is rethrown. */
  const readUnlessTooLarge = (part: MultipartFile): Promise<Buffer | null> =>
    part.toBuffer().catch((error: unknown) => {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) return null;
      throw error;
    });

  app.post(
    API_PATH.firstAccessInfo,
    {
      schema: {
        tags,
        summary: 'First-login form data',
        body: firstAccessInfoRequestSchema,
        response: replies(firstAccessInfoSchema),
      },
      preHandler: firstLoginStep,
    },
    async (request) => ok(await getFirstAccessInfo(deps, currentUser(request))),
  );
  app.post(
    API_PATH.loginUserInfo,
    {
      schema: {
        tags,
        summary: 'Exchange a handed-over token (sLogin, entry query) for a session of its own',
        body: z.object({ loginUserToken: z.string().optional() }),
        response: replies(saveFirstLoginReplySchema),
      },
      preHandler: handOver,
    },
    async (request) => ok(await getLoginUserInfo(deps, currentUser(request))),
  );
  app.post(
    API_PATH.saveFirstLogin,
    {
      schema: {
        tags,
        summary: 'Finish the first login',
        body: saveFirstLoginRequestSchema,
        response: replies(saveFirstLoginReplySchema),
      },
      preHandler: firstLoginStep,
    },
    async (request) =>
      ok(await saveFirstLogin(deps, currentUser(request), request.body, readToken(request) ?? '')),
  );
  app.post(
    API_PATH.updateFirstUserInfo,
    {
      schema: {
        tags,
        summary: 'Profile image (multipart field profileImage)',
        response: replies(updateFirstUserInfoReplySchema),
      },
      preHandler: firstLoginStep,
    },
    async (request) => {
      const part = request.isMultipart() ? await request.file() : undefined;
      if (part?.fieldname !== 'profileImage') throw badRequest(ACCOUNT_MESSAGES.profileImageRequired);
      const bytes = await readUnlessTooLarge(part);
      return ok(
        await updateProfileImage(deps, currentUser(request), {
          // Over the limit: no bytes, only the flag (the use case refuses it by size).
          bytes: bytes ?? Buffer.alloc(0),
          truncated: bytes === null || part.file.truncated,
          filename: part.filename,
        }),
      );
    },
  );
};
