import {
  ALL_AUTH_CDS,
  myReturnDetailSchema,
  myReturnListReplySchema,
  myReturnListRequestSchema,
  myReturnPhotoReplySchema,
  myReturnRequestReplySchema,
  myReturnRequestSchema,
  myReturnWithdrawSchema,
  DELIVERY_FLOW_PATH as P,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_TEXT,
  returnActionReplySchema,
  returnKeySchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { badRequest } from '../../../http/errors';
import { registerXlsxUpload } from '../../../http/excel-upload';
import { recipientLanguage } from '../../../http/language';
import { getMyReturn } from '../get-my-return';
import { listMyReturns } from '../list-my-returns';
import { refundPortOf } from '../payment-refund-port';
import { requestReturn } from '../request-return';
import { uploadReturnPhoto } from '../upload-return-photo';
import { withdrawReturn } from '../withdraw-return';

/**
 * The recipient's own return and exchange requests (spec §2 /delivery/return for recipients, /m/delivery/return*):
 * a photo, the request (or its edit), its withdrawal, the list and one request. Any signed-in role, always scoped to
 * the caller's own orders. States and kinds are named in a recipient's page language (recipientLanguage).
 */
export const myReturnRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // The photo part is read by the same multipart parser as the back office's Excel uploads (one file, capped while
  // it streams); the photo's own 5 MB limit is checked on its bytes.
  await registerXlsxUpload(app);
  const paymentRefund = refundPortOf(deps);
  const signedIn = deps.guard(ALL_AUTH_CDS);
  const tags = ['delivery'];

  app.post(
    P.myReturnPhoto,
    {
      schema: {
        tags,
        summary: 'A photo for a return request (multipart part "file")',
        response: replies(myReturnPhotoReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) => {
      const part = request.isMultipart() ? await request.file() : undefined;
      if (part?.fieldname !== 'file') throw badRequest(RETURN_PHOTO_TEXT.required);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw badRequest(RETURN_PHOTO_TEXT.size);
        throw error;
      }
      return ok(
        await uploadReturnPhoto(deps, currentUser(request), {
          bytes,
          truncated: part.file.truncated || bytes.length > RETURN_PHOTO_MAX_BYTES,
        }),
      );
    },
  );
  app.post(
    P.myReturnRequest,
    {
      schema: {
        tags,
        summary: 'Request (or edit) a return or exchange',
        body: myReturnRequestSchema,
        response: replies(myReturnRequestReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await requestReturn(deps, currentUser(request), request.body)),
  );
  app.post(
    P.myReturnWithdraw,
    {
      schema: {
        tags,
        summary: 'Withdraw my request',
        body: myReturnWithdrawSchema,
        response: replies(returnActionReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await withdrawReturn(
          { ...deps, paymentRefund },
          currentUser(request),
          request.body.refundSn,
          recipientLanguage(request),
        ),
      ),
  );
  app.post(
    P.myReturnList,
    {
      schema: {
        tags,
        summary: 'My return and exchange requests',
        body: myReturnListRequestSchema,
        response: replies(myReturnListReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await listMyReturns(deps, currentUser(request), request.body, recipientLanguage(request))),
  );
  app.post(
    P.myReturnDetail,
    {
      schema: {
        tags,
        summary: 'My return request',
        body: returnKeySchema,
        response: replies(myReturnDetailSchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await getMyReturn(deps, currentUser(request), request.body, recipientLanguage(request))),
  );
};
