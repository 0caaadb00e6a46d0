import {
  CLAIM_LINK_ROUTE,
  FUNNEL_PATH,
  funnelEventRequestSchema,
  funnelRecipientsReplySchema,
  funnelRecipientsRequestSchema,
  funnelRuleReplySchema,
  funnelRuleRequestSchema,
  funnelSchema,
  invitationLink,
  LANGUAGE_PARAM,
  rolesOfScreens,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { openClaimLink } from './claim-links';
import { getEventFunnel, getRuleFunnel } from './get-funnel';
import { listFunnelRecipients } from './list-funnel-recipients';

/**
 * The claim funnel (decision 053). Readers: operator admins every company, a client manager their own (the use cases
 * check the company of the event or rule). The claim link is public: it counts the open and sends the browser on.
 */
export const funnelRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['funnel'];
  // The screens that show the funnel decide who reads it (decision 048): the event detail and its recipients' funnel,
  // the occasion rule, and the funnel card of both dashboards.
  const eventReaders = deps.guard(rolesOfScreens('eventDetail', 'dashBoardEtners', 'dashBoardClient'));
  const ruleReaders = deps.guard(rolesOfScreens('occasionSave'));
  const recipientReaders = deps.guard(rolesOfScreens('eventDetail'));

  app.get(
    CLAIM_LINK_ROUTE,
    {
      schema: {
        tags,
        summary: "A message's gift link: counts the first open, then redirects to the entry page",
        params: z.object({ code: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const language = await openClaimLink(deps.db, {
        code: request.params.code,
        userAgent: request.headers['user-agent'],
        now: deps.now(),
      });
      // The code stays out of the page the person lands on (no referrer, no history entry to share).
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(
          language
            ? `${invitationLink(deps.config.publicUrl)}?${LANGUAGE_PARAM}=${language}`
            : invitationLink(deps.config.publicUrl),
          302,
        );
    },
  );

  app.post(
    FUNNEL_PATH.event,
    {
      schema: {
        tags,
        summary:
          "An event's funnel: sent, delivered by channel, opened, logged in, chose, applied, at the door",
        body: funnelEventRequestSchema,
        response: replies(funnelSchema),
      },
      preHandler: eventReaders,
    },
    async (request) => ok(await getEventFunnel(deps, currentUser(request), request.body)),
  );

  app.post(
    FUNNEL_PATH.rule,
    {
      schema: {
        tags,
        summary: "An occasion rule's funnel over the events it opened",
        body: funnelRuleRequestSchema,
        response: replies(funnelRuleReplySchema),
      },
      preHandler: ruleReaders,
    },
    async (request) => ok(await getRuleFunnel(deps, currentUser(request), request.body)),
  );

  app.post(
    FUNNEL_PATH.recipients,
    {
      schema: {
        tags,
        summary: "The event's recipients with the stages each reached, by filter",
        body: funnelRecipientsRequestSchema,
        response: replies(funnelRecipientsReplySchema),
      },
      preHandler: recipientReaders,
    },
    async (request) => ok(await listFunnelRecipients(deps, currentUser(request), request.body)),
  );
};
