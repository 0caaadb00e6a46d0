import {
  API_PATH,
  codeAdminListReplySchema,
  codeGroupKeySchema,
  codeGroupListReplySchema,
  codeGroupListRequestSchema,
  codeGroupSaveRequestSchema,
  codeSaveReplySchema,
  codeSaveRequestSchema,
  OPERATOR_ADMIN,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { listCodeGroups } from './list-code-groups';
import { listGroupCodes } from './list-codes';
import { saveCodeGroup } from './save-code-group';
import { saveCodes } from './save-codes';

/** Code tables admin (screen /system/code/list): operator admins (15, 99999) only. */
export const codeAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const operators = deps.guard(OPERATOR_ADMIN);
  const tags = ['code admin'];

  app.post(
    API_PATH.codeGroupList,
    {
      schema: {
        tags,
        summary: 'Code groups',
        body: codeGroupListRequestSchema,
        response: replies(codeGroupListReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await listCodeGroups(deps, request.body)),
  );
  app.post(
    API_PATH.codeGroupSave,
    {
      schema: {
        tags,
        summary: 'Create or rename a code group',
        body: codeGroupSaveRequestSchema,
        response: replies(z.object({ cdGrup: z.string(), solCd: z.string() })),
      },
      preHandler: operators,
    },
    async (request) => ok(await saveCodeGroup(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.codeAdminList,
    {
      schema: {
        tags,
        summary: 'Codes of a group',
        body: codeGroupKeySchema,
        response: replies(codeAdminListReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await listGroupCodes(deps, request.body)),
  );
  app.post(
    API_PATH.codeAdminSave,
    {
      schema: {
        tags,
        summary: 'Save codes of a group',
        body: codeSaveRequestSchema,
        response: replies(codeSaveReplySchema),
      },
      preHandler: operators,
    },
    async (request) => ok(await saveCodes(deps, currentUser(request), request.body)),
  );
};
