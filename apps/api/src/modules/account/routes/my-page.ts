import {
  ALL_AUTH_CDS,
  API_PATH,
  addressKeySchema,
  addressListReplySchema,
  addressSchema,
  myInfoSchema,
  saveAddressRequestSchema,
  updateTelNoRequestSchema,
  updateUserInfoRequestSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { deleteAddress } from '../delete-address';
import { getAddress } from '../get-address';
import { getMyInfo } from '../get-my-info';
import { listAddresses } from '../list-addresses';
import { saveAddress } from '../save-address';
import { updateTelNo } from '../update-tel-no';
import { updateUserInfo } from '../update-user-info';

/** My page and the address book: a full (business-role) session, the caller's own rows only. */
export const myPageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['account'];
  const fullSession = deps.guard(ALL_AUTH_CDS);

  app.post(
    API_PATH.myInfo,
    {
      schema: { tags, summary: "The caller's account", response: replies(myInfoSchema) },
      preHandler: fullSession,
    },
    async (request) => ok(await getMyInfo(deps, currentUser(request))),
  );
  app.post(
    API_PATH.updateUserInfo,
    {
      schema: {
        tags,
        summary: 'Update name and e-mail',
        body: updateUserInfoRequestSchema,
        response: replies(z.null()),
      },
      preHandler: fullSession,
    },
    async (request) => {
      await updateUserInfo(deps, currentUser(request), request.body);
      return ok(null);
    },
  );
  app.post(
    API_PATH.updateTelNo,
    {
      schema: {
        tags,
        summary: 'Update the phone (confirmed number)',
        body: updateTelNoRequestSchema,
        response: replies(z.null()),
      },
      preHandler: fullSession,
    },
    async (request) => {
      await updateTelNo(deps, currentUser(request), request.body.authToken);
      return ok(null);
    },
  );
  app.post(
    API_PATH.addrList,
    {
      schema: { tags, summary: 'Address book', response: replies(addressListReplySchema) },
      preHandler: fullSession,
    },
    async (request) => ok(await listAddresses(deps, currentUser(request))),
  );
  app.post(
    API_PATH.addrDetail,
    {
      schema: { tags, summary: 'One address', body: addressKeySchema, response: replies(addressSchema) },
      preHandler: fullSession,
    },
    async (request) => ok(await getAddress(deps, currentUser(request), request.body.deleSn)),
  );
  app.post(
    API_PATH.addrSave,
    {
      schema: {
        tags,
        summary: 'Add or update an address',
        body: saveAddressRequestSchema,
        response: replies(z.object({ deleSn: z.number().int() })),
      },
      preHandler: fullSession,
    },
    async (request) => {
      const { loginUserToken: _token, ...input } = request.body;
      return ok(await saveAddress(deps, currentUser(request), input));
    },
  );
  app.post(
    API_PATH.addrDelete,
    {
      schema: { tags, summary: 'Delete an address', body: addressKeySchema, response: replies(z.null()) },
      preHandler: fullSession,
    },
    async (request) => {
      await deleteAddress(deps, currentUser(request), request.body.deleSn);
      return ok(null);
    },
  );
};
