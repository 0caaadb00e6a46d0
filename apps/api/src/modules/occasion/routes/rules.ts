import {
  MANAGER_ROLES,
  OCCASION_RULE_PATH,
  occasionGoodsOptionsReplySchema,
  occasionGoodsOptionsRequestSchema,
  occasionRuleDetailSchema,
  occasionRuleKeySchema,
  occasionRuleListReplySchema,
  occasionRuleListRequestSchema,
  occasionRuleSaveReplySchema,
  occasionRuleSaveRequestSchema,
  occasionRuleUseRequestSchema,
  occasionThemeOptionsReplySchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { currentUser } from '../../../http/auth-guard';
import { ok, replies } from '../../../http/envelope';
import { deleteRule } from '../delete-rule';
import { getRule } from '../get-rule';
import { listRuleGoods } from '../list-rule-goods';
import { listRuleThemes } from '../list-rule-themes';
import { listRules } from '../list-rules';
import { saveRule } from '../save-rule';
import { switchRuleUse } from '../switch-rule-use';

/**
 * /occasion/list and /occasion/save/{cmpyCd}/{ruleSn} (decision 036): each company's occasion rules. Operators
 * (15, 99999) reach every company's, a client manager (25) their own company's (the use cases refuse another
 * company with 403); vendors and recipients none.
 */
export const ruleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const managers = deps.guard(MANAGER_ROLES);
  const tags = ['occasion'];

  app.post(
    OCCASION_RULE_PATH.list,
    {
      schema: {
        tags,
        summary: 'Occasion rules',
        body: occasionRuleListRequestSchema,
        response: replies(occasionRuleListReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await listRules(deps, currentUser(request), request.body)),
  );

  app.post(
    OCCASION_RULE_PATH.detail,
    {
      schema: {
        tags,
        summary: 'Occasion rule detail',
        body: occasionRuleKeySchema,
        response: replies(occasionRuleDetailSchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await getRule(deps, currentUser(request), request.body.ruleSn)),
  );

  app.post(
    OCCASION_RULE_PATH.save,
    {
      schema: {
        tags,
        summary: 'Create or change an occasion rule',
        body: occasionRuleSaveRequestSchema,
        response: replies(occasionRuleSaveReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await saveRule(deps, currentUser(request), request.body)),
  );

  app.post(
    OCCASION_RULE_PATH.use,
    {
      schema: {
        tags,
        summary: 'Switch an occasion rule on or off',
        body: occasionRuleUseRequestSchema,
        response: replies(occasionRuleSaveReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await switchRuleUse(deps, currentUser(request), request.body)),
  );

  app.post(
    OCCASION_RULE_PATH.delete,
    {
      schema: {
        tags,
        summary: 'Delete an occasion rule (kept for what it sent)',
        body: occasionRuleKeySchema,
        response: replies(occasionRuleSaveReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await deleteRule(deps, currentUser(request), request.body.ruleSn)),
  );

  app.post(
    OCCASION_RULE_PATH.themes,
    {
      schema: {
        tags,
        summary: 'Themes a rule may offer',
        response: replies(occasionThemeOptionsReplySchema),
      },
      preHandler: managers,
    },
    async () => ok(await listRuleThemes(deps)),
  );

  app.post(
    OCCASION_RULE_PATH.goods,
    {
      schema: {
        tags,
        summary: 'Goods a rule may offer',
        body: occasionGoodsOptionsRequestSchema,
        response: replies(occasionGoodsOptionsReplySchema),
      },
      preHandler: managers,
    },
    async (request) => ok(await listRuleGoods(deps, request.body)),
  );
};
