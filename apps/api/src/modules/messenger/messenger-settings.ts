import {
  IDENTITY_MESSAGES,
  isMessengerChannel,
  MESSENGER_KINDS,
  MESSENGER_MESSAGES,
  MESSENGER_REACHES_PERSON,
  type MessengerChannel,
  type MessengerConnectedReply,
  type MessengerKind,
  type MessengerListReply,
  type MessengerTestReply,
  type MessengerView,
  type messengerSaveRequestSchema,
  messengerSettingsProblem,
  unconnectedMessengers,
} from '@pcs/domain';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, notFound } from '../../http/errors';
import { companyScope } from '../../http/tenant';
import { checkOutboundUrl, OutboundBlockedError } from '../../lib/safe-fetch';
import { kst } from '../../lib/time';
import { insertAudit } from '../audit';
import { type DeliverDeps, deliverViaMessenger } from './deliver';
import { credentialsOf, openSecrets, type SecretBox, sealSecrets, secretHintOf } from './messenger-secrets';
import { forgetMessengerSettings } from './messenger-senders';
import * as repo from './repository';

type Deps = { db: Db; config: Config; now: () => Date };

/** The company a call is about: an operator names it, a client manager's own is used (another one: 403). */
async function companyOf(deps: Deps, user: AuthUser, requested: string | null | undefined): Promise<string> {
  const cmpyCd = companyScope(user, requested ?? null);
  if (!cmpyCd) throw badRequest(IDENTITY_MESSAGES.companyRequired);
  if (!(await repo.companyExists(deps.db, cmpyCd))) throw notFound();
  return cmpyCd;
}

const dt = (d: Date | null) => (d ? kst(d).format('YYYY-MM-DD HH:mm:ss') : null);

/** Screen call (연동 설정 > 메신저): every messenger of the company, secrets masked. */
export async function listMessengers(
  deps: Deps,
  user: AuthUser,
  input: { cmpyCd?: string | null },
): Promise<MessengerListReply> {
  const cmpyCd = await companyOf(deps, user, input.cmpyCd);
  const rows = new Map((await repo.findMessengers(deps.db, cmpyCd)).map((r) => [r.kind, r]));
  const list = MESSENGER_KINDS.map((kind): MessengerView => {
    const r = rows.get(kind);
    return {
      kind,
      connected: r !== undefined,
      secretHint: r?.secretHint ?? null,
      clientId: r?.clientId ?? null,
      serviceAccount: r?.serviceAccount ?? null,
      botId: r?.botId ?? null,
      privateKeySet: kind === 'NAVER_WORKS' && r !== undefined,
      notifyYn: r?.notifyYn === 'N' ? 'N' : 'Y',
      updatedDt: dt(r?.updatedAt ?? null),
      lastTestDt: dt(r?.lastTestAt ?? null),
      lastTestOk: r?.lastTestOk ? r.lastTestOk === 'Y' : null,
    };
  });
  return { cmpyCd, list, anyHost: deps.config.outboundAllowPrivate };
}

/**
 * Screen call: connects a messenger or changes its settings. A secret left blank keeps the stored one (all are
 * required the first time); a webhook URL gets the address rule of the company's own webhooks. Audited without
 * any secret.
 */
export async function saveMessenger(
  deps: Deps,
  user: AuthUser,
  input: z.infer<typeof messengerSaveRequestSchema>,
): Promise<MessengerListReply> {
  const cmpyCd = await companyOf(deps, user, input.cmpyCd);
  const kind = input.kind;
  const current = await repo.findMessenger(deps.db, cmpyCd, kind);
  const problem = messengerSettingsProblem(kind, input, current !== null, deps.config.outboundAllowPrivate);
  if (problem) throw badRequest(problem);
  const given = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : undefined);
  if (given(input.webhookUrl)) {
    try {
      checkOutboundUrl(new URL(given(input.webhookUrl)!), deps.config.outboundAllowPrivate);
    } catch (error) {
      if (error instanceof OutboundBlockedError) throw badRequest(MESSENGER_MESSAGES.addressBlocked);
      throw error;
    }
  }
  const stored: SecretBox = current ? openSecrets(deps.config, current.secretEnc) : {};
  const box: SecretBox =
    kind === 'SLACK'
      ? { botToken: given(input.botToken) ?? stored.botToken }
      : kind === 'NAVER_WORKS'
        ? {
            clientSecret: given(input.clientSecret) ?? stored.clientSecret,
            privateKey: given(input.privateKey) ?? stored.privateKey,
          }
        : { webhookUrl: given(input.webhookUrl) ?? stored.webhookUrl };
  const naverWorks = kind === 'NAVER_WORKS';
  await deps.db.transaction(async (tx) => {
    await repo.upsertMessenger(
      tx,
      {
        cmpyCd,
        kind,
        secretEnc: sealSecrets(deps.config, box),
        secretHint: secretHintOf(kind, box),
        clientId: naverWorks ? (given(input.clientId) ?? null) : null,
        serviceAccount: naverWorks ? (given(input.serviceAccount) ?? null) : null,
        botId: naverWorks ? (given(input.botId) ?? null) : null,
        notifyYn: input.notifyYn,
        updatedBy: user.unqUserId,
      },
      deps.now(),
    );
    await insertAudit(tx, {
      actorUserId: user.unqUserId,
      action: 'MESSENGER_SAVE',
      target: cmpyCd,
      detail: JSON.stringify({
        kind,
        secretChanged: Boolean(
          given(input.botToken) ??
            given(input.clientSecret) ??
            given(input.privateKey) ??
            given(input.webhookUrl),
        ),
        notifyYn: input.notifyYn,
        firstConnect: current === null,
      }),
    });
  });
  forgetMessengerSettings(cmpyCd, kind);
  return listMessengers(deps, user, { cmpyCd });
}

/** Screen call (연결 해제, confirmed on the screen): forgets the settings; chains skip the messenger from now on. */
export async function disconnectMessenger(
  deps: Deps,
  user: AuthUser,
  input: { cmpyCd?: string | null; kind: MessengerKind },
): Promise<MessengerListReply> {
  const cmpyCd = await companyOf(deps, user, input.cmpyCd);
  await deps.db.transaction(async (tx) => {
    if ((await repo.deleteMessenger(tx, cmpyCd, input.kind)) === 0)
      throw badRequest(MESSENGER_MESSAGES.notConnected(input.kind));
    await insertAudit(tx, {
      actorUserId: user.unqUserId,
      action: 'MESSENGER_DISCONNECT',
      target: cmpyCd,
      detail: JSON.stringify({ kind: input.kind }),
    });
  });
  forgetMessengerSettings(cmpyCd, input.kind);
  return listMessengers(deps, user, { cmpyCd });
}

/** A failed test's reason as the manager reads it (never the vendor's raw text with a secret in it). */
function testReason(error: string): string {
  if (/users?_not_found|user not found/.test(error)) return MESSENGER_MESSAGES.testUserNotFound;
  if (
    /invalid_auth|not_authed|token_revoked|token_expired|account_inactive|HTTP 401|HTTP 403|token/.test(error)
  )
    return MESSENGER_MESSAGES.testAuthFailed;
  return MESSENGER_MESSAGES.testUnreachable;
}

/**
 * Screen call (테스트 발송): sends a test message with the saved settings, to the caller's own e-mail on a messenger
 * that reaches a person, into the webhook's channel otherwise. Sent from the request (the caller waits for the
 * answer), outside any transaction; the outcome is kept on the row.
 */
export async function testMessenger(
  deps: Deps & Partial<Pick<DeliverDeps, 'fetch'>>,
  user: AuthUser,
  input: { cmpyCd?: string | null; kind: MessengerKind },
): Promise<MessengerTestReply> {
  const cmpyCd = await companyOf(deps, user, input.cmpyCd);
  const row = await repo.findMessenger(deps.db, cmpyCd, input.kind);
  const credentials = row ? credentialsOf(deps.config, row) : null;
  if (!credentials) return { ok: false, message: MESSENGER_MESSAGES.notConnected(input.kind) };
  const email = await repo.emailOf(deps.db, user.unqUserId);
  if (MESSENGER_REACHES_PERSON[input.kind] && !email)
    return { ok: false, message: MESSENGER_MESSAGES.testNoEmail };
  const result = await deliverViaMessenger(
    deps,
    credentials,
    MESSENGER_REACHES_PERSON[input.kind] ? email : null,
    {
      title: null,
      text: MESSENGER_MESSAGES.testText,
      link: `${deps.config.publicUrl}/integration/messenger`,
      linkLabel: '연동 설정 열기',
    },
  );
  await repo.markTested(deps.db, cmpyCd, input.kind, result.ok, deps.now());
  return result.ok
    ? { ok: true, message: MESSENGER_MESSAGES.testSent(input.kind) }
    : { ok: false, message: MESSENGER_MESSAGES.testFailed(input.kind, testReason(result.error)) };
}

/** The chain channels the company has connected. */
export async function connectedChannels(db: Executor, cmpyCd: string): Promise<MessengerChannel[]> {
  return (await repo.findMessengers(db, cmpyCd)).map((r) => r.kind).filter(isMessengerChannel);
}

/** Screen call of the chain fields (company, event, occasion rule): which messengers a chain may name. */
export async function listConnectedChannels(
  deps: Deps,
  user: AuthUser,
  input: { cmpyCd?: string | null },
): Promise<MessengerConnectedReply> {
  const cmpyCd = await companyOf(deps, user, input.cmpyCd);
  return { channels: await connectedChannels(deps.db, cmpyCd) };
}

/**
 * Refuses a chain (a company's, an event's, an occasion rule's) that names a messenger its company has not
 * connected: a form's save calls it before it writes.
 */
export async function assertChainMessengers(
  db: Executor,
  cmpyCd: string,
  chain: readonly string[] | null | undefined,
): Promise<void> {
  if (!chain?.some(isMessengerChannel)) return;
  const missing = unconnectedMessengers(chain, await connectedChannels(db, cmpyCd));
  if (missing.length > 0) throw badRequest(MESSENGER_MESSAGES.chainNotConnected(missing));
}
