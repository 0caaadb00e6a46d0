import {
  ALL_AUTH_CDS,
  API_PATH,
  SERVICE_CENTER_MESSAGES as M,
  OPERATOR_ADMIN,
  qnaAnswerRequestSchema,
  qnaDetailSchema,
  qnaIdRequestSchema,
  qnaListReplySchema,
  qnaListRequestSchema,
  qnaWriteReplySchema,
  qnaWriteRequestSchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { answerQuestion } from '../answer-question';
import { askQuestion } from '../ask-question';
import { getQuestion, listQuestionPage } from '../list-questions';

/**
 * One-to-one questions (spec §1 "one-to-one support"): any logged-in user asks and reads their own; operator admins
 * (15, 99999) read every question and answer.
 */
export const qnaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['service-center'];
  const anyRole = deps.guard(ALL_AUTH_CDS);
  const operatorAdmin = deps.guard(OPERATOR_ADMIN);

  app.post(
    API_PATH.qnaList,
    {
      schema: {
        tags,
        summary: "The caller's questions (operator admins: everyone's), 15 a page",
        body: qnaListRequestSchema,
        response: replies(qnaListReplySchema),
      },
      preHandler: anyRole,
    },
    async (request) => ok(await listQuestionPage(deps, currentUser(request), request.body)),
  );

  app.post(
    API_PATH.qnaDetail,
    {
      schema: {
        tags,
        summary: 'One question with its answer',
        body: qnaIdRequestSchema,
        response: replies(qnaDetailSchema),
      },
      preHandler: anyRole,
    },
    async (request) => ok(await getQuestion(deps, currentUser(request), request.body.qnaSn)),
  );

  app.post(
    API_PATH.qnaWrite,
    {
      schema: {
        tags,
        summary: 'Ask a question',
        body: qnaWriteRequestSchema,
        response: replies(qnaWriteReplySchema),
      },
      preHandler: anyRole,
    },
    async (request) => ok(await askQuestion(deps, currentUser(request), request.body), M.saved),
  );

  app.post(
    API_PATH.qnaAnswer,
    {
      schema: {
        tags,
        summary: 'Answer a question and notify the asker (operator admins)',
        body: qnaAnswerRequestSchema,
        response: replies(z.null()),
      },
      preHandler: operatorAdmin,
    },
    async (request) => {
      await answerQuestion(deps, currentUser(request), request.body);
      return ok(null, M.saved);
    },
  );
};
