import {
  ALL_AUTH_CDS,
  EVENT_SEND_PATH,
  evalutionDetailReplySchema,
  evalutionDetailRequestSchema,
  evalutionListReplySchema,
  evalutionListRequestSchema,
  MANAGER_ROLES,
  prodReadyReplySchema,
  prodReadyRequestSchema,
  SURVEY_MESSAGES,
  satiSaveRequestSchema,
  satiTargetReplySchema,
  satiTargetRequestSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { evalutionDetail, evalutionList, prodReady, satiTargets, saveSati } from './survey';

/**
 * The satisfaction survey of /gift/sati and /m/gift/sati (any signed-in recipient, their own answers only), the
 * product-ready page's data, and the results of /event/evalution (operators; a client manager for their company).
 */
export const surveyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const signedIn = deps.guard(ALL_AUTH_CDS);
  const resultReaders = deps.guard(MANAGER_ROLES);
  const tags = ['survey'];

  app.post(
    EVENT_SEND_PATH.satiTarget,
    {
      schema: {
        tags,
        summary: "Events the caller applied in, with the caller's answer",
        body: satiTargetRequestSchema,
        response: replies(satiTargetReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok({ eventList: await satiTargets(deps.db, currentUser(request).unqUserId, request.body.eventSn) }),
  );

  app.post(
    EVENT_SEND_PATH.satiSave,
    {
      schema: {
        tags,
        summary: 'Answer the survey (once per event)',
        body: satiSaveRequestSchema,
        response: replies(z.null()),
      },
      preHandler: signedIn,
    },
    async (request) => {
      await saveSati(deps.db, currentUser(request).unqUserId, request.body);
      return ok(null, SURVEY_MESSAGES.thanks);
    },
  );

  app.post(
    EVENT_SEND_PATH.prodReady,
    {
      schema: {
        tags,
        summary: "The caller's event that is not open yet or has no products",
        body: prodReadyRequestSchema,
        response: replies(prodReadyReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) =>
      ok(
        await prodReady(
          deps.db,
          currentUser(request).unqUserId,
          deps.now(),
          request.body.eventSn,
          requestLanguage(request),
        ),
      ),
  );

  app.post(
    EVENT_SEND_PATH.evalutionList,
    {
      schema: {
        tags,
        summary: 'Survey results per event',
        body: evalutionListRequestSchema,
        response: replies(evalutionListReplySchema),
      },
      preHandler: resultReaders,
    },
    async (request) => ok(await evalutionList(deps.db, currentUser(request), request.body)),
  );

  app.post(
    EVENT_SEND_PATH.evalutionDetail,
    {
      schema: {
        tags,
        summary: "One event's survey results (average, distribution, comments)",
        body: evalutionDetailRequestSchema,
        response: replies(evalutionDetailReplySchema),
      },
      preHandler: resultReaders,
    },
    async (request) => ok(await evalutionDetail(deps.db, currentUser(request), request.body.eventSn)),
  );
};
