import multipart from '@fastify/multipart';
import {
  ALL_AUTH_CDS,
  API_PATH,
  addressKeySchema,
  addressListReplySchema,
  addressSchema,
  applicationReplySchema,
  changePasswordRequestSchema,
  confirmAuthNumberReplySchema,
  confirmAuthNumberRequestSchema,
  confirmExistPasswordReplySchema,
  confirmExistPasswordRequestSchema,
  confirmIdReplySchema,
  confirmIdRequestSchema,
  createVendorInvitationReplySchema,
  createVendorInvitationRequestSchema,
  findIdReplySchema,
  findIdRequestSchema,
  firstAccessInfoRequestSchema,
  firstAccessInfoSchema,
  myInfoSchema,
  OPERATOR_ADMIN,
  PROFILE_IMAGE_MAX_BYTES,
  phoneLoginRequestSchema,
  saveAddressRequestSchema,
  saveFirstLoginReplySchema,
  saveFirstLoginRequestSchema,
  sendAuthNumberReplySchema,
  sendAuthNumberRequestSchema,
  signUpReplySchema,
  signUpRequestSchema,
  updateFirstUserInfoReplySchema,
  updateTelNoRequestSchema,
  updateUserInfoRequestSchema,
  updateUserPasswordRequestSchema,
  vendorApplyRequestSchema,
  vendorInvitationRequestSchema,
  vendorInvitationSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { currentUser, readToken } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { confirmAuthNumber, sendAuthNumber } from './auth-number';
import { findId, phoneLogin } from './find-id';
import { firstAccessInfo, loginUserInfo, saveFirstLogin, updateProfileImage } from './first-login';
import {
  addressDetail,
  deleteAddress,
  listAddresses,
  myInfo,
  saveAddress,
  updateTelNo,
  updateUserInfo,
} from './my-info';
import { changePassword, confirmExistPassword, resetPassword } from './password';
import { confirmId, signUp, vendorApply } from './sign-up';
import { checkVendorInvitation, createVendorInvitation } from './vendor-invitation';

/**
 * Accounts (issue 4): find ID and password, auth numbers, first login, password life cycle, sign-up, vendor
 * application, my page and the address book. Public calls are throttled in their use cases; 'any' lets a first-login
 * session finish its steps; my page and the address book need a full (business-role) session.
 */
export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['account'];
  const anySession = deps.guard('any');
  const fullSession = deps.guard(ALL_AUTH_CDS);
  // Scoped to this plugin: only the profile upload takes multipart, one file, size-capped while streaming.
  await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: PROFILE_IMAGE_MAX_BYTES + 1 } });

  // Sending is public for find ID, find password and sign-up; first-login and phone changes need the session.
  app.post(
    API_PATH.sendAuthNumber,
    {
      schema: {
        tags,
        summary: 'Send a 6-digit auth number by SMS or mail',
        body: sendAuthNumberRequestSchema,
        response: replies(sendAuthNumberReplySchema),
      },
    },
    async (request) => {
      let caller = null;
      if (request.body.purpose === 'FIRST_LOGIN' || request.body.purpose === 'TEL_NO') {
        await anySession(request, undefined as never);
        caller = currentUser(request);
      }
      return ok(await sendAuthNumber(deps, request.body, request.ip, caller), '인증번호가 발송되었습니다.');
    },
  );
  app.post(
    API_PATH.confirmAuthNumber,
    {
      schema: {
        tags,
        summary: 'Confirm an auth number; returns a one-use authToken',
        body: confirmAuthNumberRequestSchema,
        response: replies(confirmAuthNumberReplySchema),
      },
    },
    async (request) => ok(await confirmAuthNumber(deps, request.body, request.ip)),
  );
  app.post(
    API_PATH.phoneLogin,
    {
      schema: {
        tags,
        summary: 'Phone login with a confirmed LOGIN auth number',
        body: phoneLoginRequestSchema,
        response: replies(saveFirstLoginReplySchema),
      },
    },
    async (request) => ok(await phoneLogin(deps, request.body.authToken)),
  );
  app.post(
    API_PATH.findIdByEmail,
    {
      schema: {
        tags,
        summary: 'Find ID by e-mail (masked)',
        body: findIdRequestSchema,
        response: replies(findIdReplySchema),
      },
    },
    async (request) => ok(await findId(deps, request.body.authToken, 'EMAIL')),
  );
  app.post(
    API_PATH.findIdByPhone,
    {
      schema: {
        tags,
        summary: 'Find ID by phone (masked)',
        body: findIdRequestSchema,
        response: replies(findIdReplySchema),
      },
    },
    async (request) => ok(await findId(deps, request.body.authToken, 'PHONE')),
  );
  app.post(
    API_PATH.updateUserPassword,
    {
      schema: {
        tags,
        summary: 'Find password step 3: new password',
        body: updateUserPasswordRequestSchema,
        response: replies(z.null()),
      },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return ok(null, '비밀번호가 변경되었습니다.');
    },
  );
  app.post(
    API_PATH.changePassword,
    {
      schema: {
        tags,
        summary: 'Change the password (expired or my page)',
        body: changePasswordRequestSchema,
        response: replies(z.null()),
      },
      preHandler: anySession,
    },
    async (request) => {
      await changePassword(deps, currentUser(request), request.body);
      return ok(null, '비밀번호가 변경되었습니다.');
    },
  );
  app.post(
    API_PATH.confirmExistPassword,
    {
      schema: {
        tags,
        summary: "Check the caller's password: 'valid' or 'not valid'",
        body: confirmExistPasswordRequestSchema,
        response: replies(confirmExistPasswordReplySchema),
      },
      preHandler: anySession,
    },
    async (request) => ok(await confirmExistPassword(deps, currentUser(request), request.body.password)),
  );
  app.post(
    API_PATH.firstAccessInfo,
    {
      schema: {
        tags,
        summary: 'First-login form data',
        body: firstAccessInfoRequestSchema,
        response: replies(firstAccessInfoSchema),
      },
      preHandler: anySession,
    },
    async (request) => ok(await firstAccessInfo(deps, currentUser(request))),
  );
  app.post(
    API_PATH.loginUserInfo,
    {
      schema: {
        tags,
        summary: 'Login user data of a handed-over token (sLogin)',
        body: z.object({ loginUserToken: z.string().optional() }),
        response: replies(saveFirstLoginReplySchema),
      },
      preHandler: anySession,
    },
    async (request) => ok(await loginUserInfo(deps, currentUser(request), readToken(request) ?? '')),
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
      preHandler: anySession,
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
      preHandler: anySession,
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('프로필 이미지를 선택해주세요.');
      const part = await request.file();
      if (part?.fieldname !== 'profileImage') throw badRequest('프로필 이미지를 선택해주세요.');
      const bytes = await part.toBuffer().catch(() => null);
      return ok(
        await updateProfileImage(deps, currentUser(request), {
          bytes: bytes ?? Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1),
          truncated: bytes === null || part.file.truncated,
          filename: part.filename,
        }),
      );
    },
  );
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
    async (request) =>
      ok(
        await signUp(deps, request.body),
        '회원가입 신청이 완료되었습니다. 관리자 승인 후 이용하실 수 있습니다.',
      ),
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
    async (request) =>
      ok(await vendorApply(deps, request.body), '입점 신청이 완료되었습니다. 검토 후 연락드리겠습니다.'),
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
  app.post(
    API_PATH.myInfo,
    {
      schema: { tags, summary: "The caller's account", response: replies(myInfoSchema) },
      preHandler: fullSession,
    },
    async (request) => ok(await myInfo(deps, currentUser(request))),
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
    async (request) => ok(await addressDetail(deps, currentUser(request), request.body.deleSn)),
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
