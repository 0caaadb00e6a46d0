import {
  API_PATH,
  EXPORT_FILE_NAME,
  GROUP_EXPORT_COLUMNS,
  groupCreateRequestSchema,
  groupDetailSchema,
  groupExcelRequestSchema,
  groupKeySchema,
  groupListReplySchema,
  groupListRequestSchema,
  groupMoveUsersReplySchema,
  groupMoveUsersRequestSchema,
  groupSaveReplySchema,
  groupTreeReplySchema,
  groupTreeRequestSchema,
  groupUpdateRequestSchema,
  importQuerySchema,
  importReplySchema,
  MANAGER_ROLES,
  OPERATOR_ADMIN,
  templateRequestSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { sendXlsx } from '../../http/excel-reply';
import { readXlsxUpload, registerXlsxUpload } from '../../http/excel-upload';
import { xlsxStream } from '../../lib/excel/write-xlsx';
import { createGroup } from './create-group';
import { getGroup, getGroupTree } from './get-group';
import { groupTemplate } from './group-template';
import { importGroups } from './import-groups';
import { listGroups } from './list-groups';
import { moveGroupUsers } from './move-group-users';
import { updateGroup } from './update-group';

/**
 * Company groups (spec §2 /company/manageGroup/* for operator admins, /company/clientManageGroup/* for a client
 * manager): the client manager lists, reads and edits their own company's groups and moves its people between them;
 * creating groups and Excel imports are the operators'. The tenant is decided in the use cases (http/tenant.ts).
 */
export const groupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await registerXlsxUpload(app);
  const managers = deps.guard(MANAGER_ROLES);
  const operators = deps.guard(OPERATOR_ADMIN);
  const tags = ['group'];

  app.post(
    API_PATH.groupList,
    {
      schema: {
        tags,
        summary: 'Group list',
        body: groupListRequestSchema,
        response: replies(groupListReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await listGroups(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.groupExcel,
    {
      schema: { tags, summary: 'Group list as xlsx (requestType EXPORT)', body: groupExcelRequestSchema },
      preHandler: managers,
    },
    async (request, reply) => {
      const page = await listGroups(deps, currentUser(request), request.body);
      const file = xlsxStream(EXPORT_FILE_NAME.group, GROUP_EXPORT_COLUMNS, page.list);
      return sendXlsx(reply, EXPORT_FILE_NAME.group, file, deps.now());
    },
  );
  app.post(
    API_PATH.groupTree,
    {
      schema: {
        tags,
        summary: "A company's group tree",
        body: groupTreeRequestSchema,
        response: replies(groupTreeReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await getGroupTree(deps, currentUser(request), request.body.cmpyCd)),
  );
  app.post(
    API_PATH.groupDetail,
    {
      schema: { tags, summary: 'Group detail', body: groupKeySchema, response: replies(groupDetailSchema) },
      preHandler: managers,
    },
    async (request) => ok(await getGroup(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.groupCreate,
    {
      schema: {
        tags,
        summary: 'Create a group',
        body: groupCreateRequestSchema,
        response: replies(groupSaveReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await createGroup(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.groupUpdate,
    {
      schema: {
        tags,
        summary: 'Edit a group',
        body: groupUpdateRequestSchema,
        response: replies(groupSaveReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await updateGroup(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.groupMoveUsers,
    {
      schema: {
        tags,
        summary: 'Move users between groups',
        body: groupMoveUsersRequestSchema,
        response: replies(groupMoveUsersReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await moveGroupUsers(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.groupExcelTemplate,
    {
      schema: { tags, summary: 'Group import template (xlsx)', body: templateRequestSchema },
      preHandler: managers,
    },
    async (request, reply) => {
      const file = await groupTemplate(deps, currentUser(request), request.body.cmpyCd);
      return sendXlsx(reply, EXPORT_FILE_NAME.groupTemplate, file, deps.now());
    },
  );
  app.post(
    API_PATH.groupExcelUpload,
    {
      schema: {
        tags,
        summary: 'Import groups from xlsx (multipart, part "file")',
        querystring: importQuerySchema,
        response: replies(importReplySchema),
      },
      preHandler: managers,
    },
    async (request) => {
      const user = currentUser(request);
      const bytes = await readXlsxUpload(request);
      return ok(await importGroups(deps, user, request.query.cmpyCd, bytes));
    },
  );
};
