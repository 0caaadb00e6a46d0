import {
  ACCOUNT_MESSAGES,
  API_PATH,
  applicationReplySchema,
  confirmIdReplySchema,
  confirmIdRequestSchema,
  createVendorInvitationReplySchema,
  createVendorInvitationRequestSchema,
  OPERATOR_ADMIN,
  signUpReplySchema,
  signUpRequestSchema,
  vendorApplyRequestSchema,
  vendorInvitationRequestSchema,
  vendorInvitationSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { checkVendorInvitation } from '../check-vendor-invitation';
import { confirmId } from '../confirm-id';
import { createVendorInvitation } from '../create-vendor-invitation';
import { signUp } from '../sign-up';
import { vendorApply } from '../vendor-apply';

/** Sign-up and vendor application (public, READY until approved) and the operator's vendor invitation links. */
export const signUpRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['account'];

  app.post(
    API_PATH.confirmId,
    {
      schema: {
        tags,
        summary: 'Is the ID free for sign-up?',
        body: confirmIdRequestSchema,
        response: replies(confirmIdReplySchema),
      },
    },
    async (request) => ok(await confirmId(deps, request.body.userId, request.ip)),
  );
  app.post(
    API_PATH.signUp,
    {
      schema: {
        tags,
        summary: 'Sign up (READY until approved)',
        body: signUpRequestSchema,
        response: replies(signUpReplySchema),
      },
    },
    async (request) => ok(await signUp(deps, request.body), ACCOUNT_MESSAGES.signUpReady),
  );
  app.post(
    API_PATH.vendorApply,
    {
      schema: {
        tags,
        summary: 'Vendor application (READY until approved)',
        body: vendorApplyRequestSchema,
        response: replies(applicationReplySchema),
      },
    },
    async (request) => ok(await vendorApply(deps, request.body), ACCOUNT_MESSAGES.vendorApplyReady),
  );
  app.post(
    API_PATH.vendorInvitation,
    {
      schema: {
        tags,
        summary: 'Is this vendor invitation (approvalId) open?',
        body: vendorInvitationRequestSchema,
        response: replies(vendorInvitationSchema),
      },
    },
    async (request) => ok(await checkVendorInvitation(deps, request.body.approvalId)),
  );
  app.post(
    API_PATH.vendorInvitationCreate,
    {
      schema: {
        tags,
        summary: 'Operator admins: a new vendor invitation link',
        body: createVendorInvitationRequestSchema,
        response: replies(createVendorInvitationReplySchema),
      },
      preHandler: deps.guard(OPERATOR_ADMIN),
    },
    async (request) => {
      const { loginUserToken: _token, ...input } = request.body;
      return ok(await createVendorInvitation(deps, currentUser(request), input));
    },
  );
};
