import {
  identityCompanySchema,
  MESSENGER_MESSAGES,
  MESSENGER_PATH,
  messengerConnectedReplySchema,
  messengerKindRequestSchema,
  messengerListReplySchema,
  messengerSaveRequestSchema,
  messengerTestReplySchema,
  rolesOfScreens,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import {
  disconnectMessenger,
  listConnectedChannels,
  listMessengers,
  saveMessenger,
  testMessenger,
} from './messenger-settings';

/** 연동 설정 > 메신저 (decision 056): connect, test and disconnect a company's messengers. */
export const messengerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const managers = deps.guard(rolesOfScreens('integrationMessenger'));
  // The chain fields of the company, event and occasion rule forms offer the connected messengers.
  const chainEditors = deps.guard(
    rolesOfScreens('integrationMessenger', 'companySave', 'eventSettingSave', 'occasionSave'),
  );
  const tags = ['integration'];

  app.post(
    MESSENGER_PATH.list,
    {
      schema: {
        tags,
        summary: "A company's messengers (secrets masked)",
        body: identityCompanySchema,
        response: replies(messengerListReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await listMessengers(deps, currentUser(request), request.body)),
  );
  app.post(
    MESSENGER_PATH.save,
    {
      schema: {
        tags,
        summary: 'Connect a messenger or change its settings',
        body: messengerSaveRequestSchema,
        response: replies(messengerListReplySchema),
      },
      preHandler: managers,
    },
    async (request) =>
      ok(
        await saveMessenger(deps, currentUser(request), request.body),
        MESSENGER_MESSAGES.saved(request.body.kind),
      ),
  );
  app.post(
    MESSENGER_PATH.test,
    {
      schema: {
        tags,
        summary: "Send a test message (to the caller's own e-mail where the messenger reaches a person)",
        body: messengerKindRequestSchema,
        response: replies(messengerTestReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await testMessenger(deps, currentUser(request), request.body)),
  );
  app.post(
    MESSENGER_PATH.disconnect,
    {
      schema: {
        tags,
        summary: 'Disconnect a messenger',
        body: messengerKindRequestSchema,
        response: replies(messengerListReplySchema),
      },
      preHandler: managers,
    },
    async (request) =>
      ok(
        await disconnectMessenger(deps, currentUser(request), request.body),
        MESSENGER_MESSAGES.disconnected(request.body.kind),
      ),
  );
  app.post(
    MESSENGER_PATH.connected,
    {
      schema: {
        tags,
        summary: 'The messengers a chain of the company may name',
        body: identityCompanySchema,
        response: replies(messengerConnectedReplySchema),
      },
      preHandler: chainEditors,
    },
    async (request) => ok(await listConnectedChannels(deps, currentUser(request), request.body)),
  );
};
