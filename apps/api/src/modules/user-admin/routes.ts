import {
  ALL_AUTH_CDS,
  API_PATH,
  APPROVAL_ACTION,
  EXPORT_FILE_NAME,
  importQuerySchema,
  MANAGER_ROLES,
  myLanguageRequestSchema,
  OPERATOR_ADMIN,
  templateRequestSchema,
  USER_EXPORT_COLUMNS,
  userApproveRequestSchema,
  userCreateRequestSchema,
  userDecisionReplySchema,
  userDetailSchema,
  userExcelRequestSchema,
  userImportReplySchema,
  userKeySchema,
  userListReplySchema,
  userListRequestSchema,
  userLockReplySchema,
  userRejectRequestSchema,
  userResetPasswordReplySchema,
  userSaveReplySchema,
  userUpdateRequestSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { sendXlsx } from '../../http/excel-reply';
import { readXlsxUpload, registerXlsxUpload } from '../../http/excel-upload';
import { xlsxStream } from '../../lib/excel/write-xlsx';
import { createUser } from './create-user';
import { decideUser } from './decide-user';
import { getUser } from './get-user';
import { importUsers } from './import-users';
import { listUsers } from './list-users';
import { resetUserPassword } from './reset-user-password';
import { setOwnLanguage } from './set-own-language';
import { setUserLock } from './set-user-lock';
import { updateUser } from './update-user';
import { userTemplate } from './user-template';

/**
 * User management (spec §2 /user/* for operator admins, /user/clientManage/* for a client manager). The client
 * manager lists, reads, edits, locks and resets their own company's roles 20 and 25; creating accounts, deciding
 * applications and Excel imports are the operators'. The tenant is decided in the use cases (http/tenant.ts).
 */
export const userAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await registerXlsxUpload(app);
  const managers = deps.guard(MANAGER_ROLES);
  const operators = deps.guard(OPERATOR_ADMIN);
  const tags = ['user'];

  app.post(
    API_PATH.userList,
    {
      schema: {
        tags,
        summary: 'User list',
        body: userListRequestSchema,
        response: replies(userListReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await listUsers(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.userExcel,
    {
      schema: {
        tags,
        summary: 'User list as xlsx (requestType EXPORT, downloadReason)',
        body: userExcelRequestSchema,
      },
      preHandler: managers,
    },
    async (request, reply) => {
      const page = await listUsers(deps, currentUser(request), request.body);
      const file = xlsxStream(EXPORT_FILE_NAME.user, USER_EXPORT_COLUMNS, page.list);
      return sendXlsx(reply, EXPORT_FILE_NAME.user, file, deps.now());
    },
  );
  app.post(
    API_PATH.userDetail,
    {
      schema: { tags, summary: 'User detail', body: userKeySchema, response: replies(userDetailSchema) },
      preHandler: managers,
    },
    async (request) => ok(await getUser(deps, currentUser(request), request.body.unqUserId)),
  );
  app.post(
    API_PATH.userCreate,
    {
      schema: {
        tags,
        summary: 'Create an account',
        body: userCreateRequestSchema,
        response: replies(userSaveReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await createUser(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.userUpdate,
    {
      schema: {
        tags,
        summary: 'Edit an account',
        body: userUpdateRequestSchema,
        response: replies(userSaveReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await updateUser(deps, currentUser(request), request.body)),
  );
  // The person's own language sits here with the column's other writers; any signed-in role sets their own.
  app.post(
    API_PATH.myPageLanguage,
    {
      schema: {
        tags: ['account'],
        summary: "Set the caller's own language (null: the browser's)",
        body: myLanguageRequestSchema,
        response: replies(z.null()),
      },
      preHandler: deps.guard(ALL_AUTH_CDS),
    },
    async (request) => {
      await setOwnLanguage(deps, currentUser(request), request.body.preferredLanguage);
      return ok(null);
    },
  );
  app.post(
    API_PATH.userLock,
    {
      schema: {
        tags,
        summary: 'Lock an account',
        body: userKeySchema,
        response: replies(userLockReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await setUserLock(deps, currentUser(request), request.body.unqUserId, true)),
  );
  app.post(
    API_PATH.userUnlock,
    {
      schema: {
        tags,
        summary: 'Unlock an account',
        body: userKeySchema,
        response: replies(userLockReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await setUserLock(deps, currentUser(request), request.body.unqUserId, false)),
  );
  app.post(
    API_PATH.userResetPassword,
    {
      schema: {
        tags,
        summary: 'Send a temporary password (first login forced)',
        body: userKeySchema,
        response: replies(userResetPasswordReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await resetUserPassword(deps, currentUser(request), request.body.unqUserId)),
  );
  app.post(
    API_PATH.userApprove,
    {
      schema: {
        tags,
        summary: 'Approve a sign-up or vendor application in READY',
        body: userApproveRequestSchema,
        response: replies(userDecisionReplySchema),
      },
      preHandler: operators,
    },
    async (request) =>
      ok(await decideUser(deps, currentUser(request), { ...request.body, action: APPROVAL_ACTION.approve })),
  );
  app.post(
    API_PATH.userReject,
    {
      schema: {
        tags,
        summary: 'Reject a sign-up or vendor application in READY (reason required)',
        body: userRejectRequestSchema,
        response: replies(userDecisionReplySchema),
      },
      preHandler: operators,
    },
    async (request) =>
      ok(await decideUser(deps, currentUser(request), { ...request.body, action: APPROVAL_ACTION.reject })),
  );
  app.post(
    API_PATH.userExcelTemplate,
    {
      schema: { tags, summary: 'Employee import template (xlsx)', body: templateRequestSchema },
      preHandler: managers,
    },
    async (request, reply) => {
      const file = await userTemplate(deps, currentUser(request), request.body.cmpyCd);
      return sendXlsx(reply, EXPORT_FILE_NAME.userTemplate, file, deps.now());
    },
  );
  app.post(
    API_PATH.userExcelUpload,
    {
      schema: {
        tags,
        summary: 'Import employees and their life events from xlsx (multipart, part "file")',
        querystring: importQuerySchema,
        response: replies(userImportReplySchema),
      },
      preHandler: managers,
    },
    async (request) => {
      const user = currentUser(request);
      const bytes = await readXlsxUpload(request);
      return ok(await importUsers(deps, user, request.query, bytes));
    },
  );
};
