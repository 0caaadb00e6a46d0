import { createVerify, generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import {
  API_PATH,
  AUTH_CD,
  addMonths,
  EVENT_SEND_PATH,
  formatYearMonth,
  kstMonthRange,
  kstYyyymm,
  LIFE_EVENT_PATH,
  MESSENGER_MESSAGES,
  MESSENGER_PATH,
  maskName,
  ORDER_STATUS,
} from '@pcs/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageSender } from '../src/adapters/messaging/message-sender';
import { forgetNaverWorksTokens } from '../src/adapters/messaging/naver-works-messenger';
import {
  company,
  estimate,
  estimateItem,
  giftOrder,
  messageDelivery,
  messageOutbox,
  payment,
  vendor as vendorTable,
} from '../src/db/schema/index';
import { assertChainMessengers, messengerSenders } from '../src/modules/messenger';
import { runOutboxOnce } from '../src/modules/outbox';
import { notifyMonthReadyToConfirm } from '../src/modules/settlement';
import { call } from './helpers/auth-numbers';
import { cardEvent, draftOrder, readyPayment, stdReturnPost } from './helpers/card-payment';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { createRule } from './helpers/occasions';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

/*
 * Workplace messengers (decision 056) against a local server that plays Slack's Web API, NAVER WORKS' token endpoint
 * and bot API, a Teams Workflows webhook, Jandi and Dooray: it implements the calls the adapters make and checks
 * their auth headers and body shapes, as the payment and tax-invoice test providers do for theirs.
 */
const clock = testClock(new Date(Date.now() + 3_600_000));
const silent = { error: () => undefined };
const SLACK_TOKEN = 'xoxb-1111-2222-goodtoken';
const NW = {
  clientId: 'nw-client',
  clientSecret: 'nw-secret-value',
  serviceAccount: 'abcde.serviceaccount@pcs.works',
  botId: '4242',
};
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PRIVATE_PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

type Seen = { path: string; headers: IncomingHttpHeaders; body: string };
const seen: Seen[] = [];
/** People the fake Slack and NAVER WORKS know, by e-mail. */
const slackUsers = new Map<string, string>();
const worksUsers = new Set<string>();
let server: Server;
let base = '';
const env: Record<string, string> = { OUTBOUND_ALLOW_PRIVATE: 'true' };

const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
};

function verifyJwt(jwt: string): Record<string, unknown> | null {
  const [head, body, sig] = jwt.split('.');
  if (!head || !body || !sig) return null;
  const ok = createVerify('RSA-SHA256')
    .update(`${head}.${body}`)
    .verify(publicKey, Buffer.from(sig, 'base64url'));
  return ok ? (JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>) : null;
}

function vendor(
  path: string,
  headers: IncomingHttpHeaders,
  body: string,
  res: import('node:http').ServerResponse,
) {
  if (path.startsWith('/slack/api/')) {
    if (headers.authorization !== `Bearer ${SLACK_TOKEN}`)
      return json(res, 200, { ok: false, error: 'invalid_auth' });
    const form = new URLSearchParams(body);
    const method = path.slice('/slack/api/'.length);
    if (method === 'users.lookupByEmail') {
      const id = slackUsers.get(form.get('email') ?? '');
      return json(res, 200, id ? { ok: true, user: { id } } : { ok: false, error: 'users_not_found' });
    }
    if (method === 'conversations.open')
      return json(res, 200, { ok: true, channel: { id: `D-${form.get('users')}` } });
    if (method === 'chat.postMessage') {
      const blocks = JSON.parse(form.get('blocks') ?? '[]') as { type: string }[];
      if (!form.get('channel')?.startsWith('D-') || !form.get('text') || blocks[0]?.type !== 'section')
        return json(res, 200, { ok: false, error: 'invalid_arguments' });
      return json(res, 200, { ok: true, channel: form.get('channel'), ts: `${Date.now()}.${seen.length}` });
    }
    return json(res, 200, { ok: false, error: 'unknown_method' });
  }
  if (path === '/nw/token') {
    const form = new URLSearchParams(body);
    const claims = verifyJwt(form.get('assertion') ?? '');
    const good =
      form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
      form.get('client_id') === NW.clientId &&
      form.get('client_secret') === NW.clientSecret &&
      claims?.iss === NW.clientId &&
      claims?.sub === NW.serviceAccount;
    return good
      ? json(res, 200, { access_token: 'nw-access', token_type: 'Bearer', expires_in: '86400' })
      : json(res, 401, { error: 'invalid_client' });
  }
  const works = /^\/nw\/api\/bots\/(\d+)\/users\/([^/]+)\/messages$/.exec(path);
  if (works) {
    if (headers.authorization !== 'Bearer nw-access') return json(res, 401, {});
    if (works[1] !== NW.botId) return json(res, 404, {});
    return worksUsers.has(decodeURIComponent(works[2]!))
      ? json(res, 201, {})
      : json(res, 404, { code: 'NOT_FOUND' });
  }
  if (path.startsWith('/hooks/')) {
    res.statusCode = path.endsWith('/teams') ? 202 : 200;
    return res.end('');
  }
  return json(res, 404, {});
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      seen.push({ path, headers: req.headers, body });
      vendor(path, req.headers, body, res);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  env.SLACK_API_URL = `${base}/slack/api/`;
  env.NAVER_WORKS_AUTH_URL = `${base}/nw/token`;
  env.NAVER_WORKS_API_URL = `${base}/nw/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const t = setupTestApp(clock, env);

const seenAt = (prefix: string) => seen.filter((s) => s.path.startsWith(prefix));
const senders = (over: Record<string, MessageSender> = {}) => ({
  ...messengerSenders({ db: t.database.db, config: t.config, now: clock.now }),
  ...over,
});
/** A phone transport that accepts and reports delivered at once, counting what it got. */
function phone(calls: { channel: string; recipient: string }[]): MessageSender {
  return {
    name: 'phone',
    reportsLater: true,
    send: async (m) => {
      calls.push({ channel: m.channel, recipient: m.recipient });
      return {
        ok: true,
        providerMessageId: `p-${m.id}-${calls.length}`,
        report: { status: 'DELIVERED', reason: null },
      };
    },
  };
}

async function companyWithManager(tag: string) {
  const db = t.database.db;
  const cmpy = await createCompany(db, { cmpyNm: `${tag}상사` });
  const manager = await createUser(db, AUTH_CD.clientManager, {
    cmpyCd: cmpy.cmpyCd,
    email: `${tag}.manager@pcs.local`,
    telNo: '010-7100-0025',
  });
  return { cmpyCd: cmpy.cmpyCd, manager, token: await loginAs(t.app, manager.userId) };
}

describe('messenger settings (decision 056)', () => {
  it('connects Slack, never shows the token back, and a test reaches the manager by e-mail', async () => {
    const a = await companyWithManager('slack');
    slackUsers.set('slack.manager@pcs.local', 'U-MANAGER');
    const bad = await post(
      t.app,
      MESSENGER_PATH.save,
      { kind: 'SLACK', botToken: 'xoxp-user-token' },
      a.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.resultStatus.messageText).toBe(MESSENGER_MESSAGES.slackTokenInvalid);

    const saved = await call(t.app, MESSENGER_PATH.save, { kind: 'SLACK', botToken: SLACK_TOKEN }, a.token);
    expect(saved.statusCode).toBe(200);
    const listed = await call(t.app, MESSENGER_PATH.list, {}, a.token);
    for (const reply of [saved, listed]) {
      expect(JSON.stringify(reply.body)).not.toContain('goodtoken');
      const slack = (
        reply.body.resultData.list as { kind: string; connected: boolean; secretHint: string }[]
      ).find((m) => m.kind === 'SLACK')!;
      expect(slack).toMatchObject({ connected: true, secretHint: 'xoxb-…oken' });
    }

    const before = seen.length;
    const tested = await call(t.app, MESSENGER_PATH.test, { kind: 'SLACK' }, a.token);
    expect(tested.body.resultData).toEqual({ ok: true, message: MESSENGER_MESSAGES.testSent('SLACK') });
    const calls = seen.slice(before);
    expect(calls.map((c) => c.path)).toEqual([
      '/slack/api/users.lookupByEmail',
      '/slack/api/conversations.open',
      '/slack/api/chat.postMessage',
    ]);
    expect(new URLSearchParams(calls[0]!.body).get('email')).toBe('slack.manager@pcs.local');
    const blocks = JSON.parse(new URLSearchParams(calls[2]!.body).get('blocks')!) as {
      type: string;
      elements?: { url: string }[];
    }[];
    expect(blocks[1]?.elements?.[0]?.url).toContain('/integration/messenger');

    // Disconnecting forgets it; the chain fields no longer offer it.
    const off = await call(t.app, MESSENGER_PATH.disconnect, { kind: 'SLACK' }, a.token);
    expect(off.statusCode).toBe(200);
    const connected = await call(t.app, MESSENGER_PATH.connected, {}, a.token);
    expect(connected.body.resultData.channels).toEqual([]);
  });

  it("keeps each company's settings to its own managers; operators name the company", async () => {
    const a = await companyWithManager('tenanta');
    const b = await companyWithManager('tenantb');
    await post(
      t.app,
      MESSENGER_PATH.save,
      { kind: 'DOORAY', webhookUrl: `${base}/hooks/dooray-secret-path` },
      a.token,
    );
    for (const [path, body] of [
      [MESSENGER_PATH.list, { cmpyCd: a.cmpyCd }],
      [MESSENGER_PATH.save, { cmpyCd: a.cmpyCd, kind: 'DOORAY', webhookUrl: `${base}/hooks/other` }],
      [MESSENGER_PATH.test, { cmpyCd: a.cmpyCd, kind: 'DOORAY' }],
      [MESSENGER_PATH.disconnect, { cmpyCd: a.cmpyCd, kind: 'DOORAY' }],
      [MESSENGER_PATH.connected, { cmpyCd: a.cmpyCd }],
    ] as const)
      expect((await call(t.app, path, body, b.token)).statusCode, path).toBe(403);
    const employee = await createUser(t.database.db, AUTH_CD.clientEmployee, { cmpyCd: a.cmpyCd });
    const employeeToken = await loginAs(t.app, employee.userId);
    expect((await call(t.app, MESSENGER_PATH.list, {}, employeeToken)).statusCode).toBe(403);

    const operator = await createUser(t.database.db, AUTH_CD.operatorManager);
    const operatorToken = await loginAs(t.app, operator.userId);
    const read = await call(t.app, MESSENGER_PATH.list, { cmpyCd: a.cmpyCd }, operatorToken);
    expect(read.statusCode).toBe(200);
    expect(JSON.stringify(read.body)).not.toContain('dooray-secret-path');
    // Still A's own URL: B's refused save changed nothing.
    const stillA = (read.body.resultData.list as { kind: string; secretHint: string }[]).find(
      (m) => m.kind === 'DOORAY',
    );
    expect(stillA?.secretHint).toBe(`${base}/…path`);
  });

  it('NAVER WORKS: a service-account token, then the bot messages the person by e-mail with a button', async () => {
    forgetNaverWorksTokens();
    const a = await companyWithManager('works');
    worksUsers.add('works.manager@pcs.local');
    const saved = await post(
      t.app,
      MESSENGER_PATH.save,
      { kind: 'NAVER_WORKS', ...NW, privateKey: PRIVATE_PEM },
      a.token,
    );
    expect(saved.statusCode).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain('PRIVATE KEY');
    expect(JSON.stringify(saved.body)).not.toContain(NW.clientSecret);
    const before = seen.length;
    const tested = await call(t.app, MESSENGER_PATH.test, { kind: 'NAVER_WORKS' }, a.token);
    expect(tested.body.resultData.ok).toBe(true);
    const [token, message] = seen.slice(before);
    expect(token?.path).toBe('/nw/token');
    expect(message?.path).toBe(
      `/nw/api/bots/${NW.botId}/users/${encodeURIComponent('works.manager@pcs.local')}/messages`,
    );
    expect(message?.headers.authorization).toBe('Bearer nw-access');
    expect(JSON.parse(message!.body)).toMatchObject({
      content: { type: 'button_template', actions: [{ type: 'uri', label: '연동 설정 열기' }] },
    });

    // Someone NAVER WORKS does not know: a final failure with the reason the manager can act on.
    await t.database.db
      .update((await import('../src/db/schema/index')).appUser)
      .set({ email: 'nobody@pcs.local' })
      .where(eq((await import('../src/db/schema/index')).appUser.unqUserId, a.manager.unqUserId));
    const missing = await call(t.app, MESSENGER_PATH.test, { kind: 'NAVER_WORKS' }, a.token);
    expect(missing.body.resultData).toEqual({
      ok: false,
      message: MESSENGER_MESSAGES.testFailed('NAVER_WORKS', MESSENGER_MESSAGES.testUserNotFound),
    });
  });

  it('Teams: the Workflows webhook gets an Adaptive Card with an OpenUrl button', async () => {
    const a = await companyWithManager('teams');
    await call(t.app, MESSENGER_PATH.save, { kind: 'TEAMS', webhookUrl: `${base}/hooks/teams` }, a.token);
    const before = seen.length;
    const tested = await call(t.app, MESSENGER_PATH.test, { kind: 'TEAMS' }, a.token);
    expect(tested.body.resultData.ok).toBe(true);
    const [hook] = seen.slice(before);
    expect(hook?.headers['content-type']).toContain('application/json');
    const card = JSON.parse(hook!.body) as {
      type: string;
      attachments: { contentType: string; content: { type: string; actions: { type: string }[] } }[];
    };
    expect(card.type).toBe('message');
    expect(card.attachments[0]).toMatchObject({
      contentType: 'application/vnd.microsoft.card.adaptive',
      content: { type: 'AdaptiveCard', actions: [{ type: 'Action.OpenUrl' }] },
    });
  });
});

describe('messengers in the delivery chain (decision 056)', () => {
  it('Slack first: found people get Slack once; the one Slack does not know falls through to 알림톡', async () => {
    const db = t.database.db;
    const a = await companyWithManager('chain');
    await call(t.app, MESSENGER_PATH.save, { kind: 'SLACK', botToken: SLACK_TOKEN }, a.token);
    await db.update(company).set({ channelChain: 'SLACK,ALIMTALK,SMS' }).where(eq(company.cmpyCd, a.cmpyCd));
    const people = await Promise.all(
      [1, 2, 3].map((n) =>
        createUser(db, AUTH_CD.clientEmployee, {
          cmpyCd: a.cmpyCd,
          email: `chain.person${n}@pcs.local`,
          telNo: `010-7200-000${n}`,
        }),
      ),
    );
    slackUsers.set('chain.person1@pcs.local', 'U-ONE');
    slackUsers.set('chain.person2@pcs.local', 'U-TWO');
    const prod = await createProduct(db);
    const ev = await createEvent(db, {
      cmpyCd: a.cmpyCd,
      products: [{ prodSn: prod.prodSn, stockQty: 10 }],
      recipients: people.map((p) => p.unqUserId),
    });
    const operator = await createUser(db, AUTH_CD.operatorManager);
    const sent = await post(
      t.app,
      EVENT_SEND_PATH.send,
      {
        eventSn: ev.eventSn,
        kind: 'INVITE',
        channel: 'ALIMTALK',
        target: 'ALL',
        requestKey: 'slack-chain-1',
      },
      await loginAs(t.app, operator.userId),
    );
    expect(sent.statusCode).toBe(200);
    const { eventSendSn } = sent.body.resultData as { eventSendSn: number };

    const phoneCalls: { channel: string; recipient: string }[] = [];
    const posts = seenAt('/slack/api/chat.postMessage').length;
    const deps = {
      db,
      senders: senders({ ALIMTALK: phone(phoneCalls), SMS: phone(phoneCalls) }),
      now: clock.now,
      log: silent,
    };
    for (let i = 0; i < 3; i += 1) await runOutboxOnce(deps);

    const rows = await db.select().from(messageOutbox).where(eq(messageOutbox.eventSendSn, eventSendSn));
    const of = (unqUserId: string) => rows.find((r) => r.unqUserId === unqUserId)!;
    for (const p of people.slice(0, 2))
      expect(of(p.unqUserId)).toMatchObject({
        status: 'SENT',
        channel: 'SLACK',
        deliveryStatus: 'DELIVERED',
        deliveredChannel: 'SLACK',
        chainStep: 0,
      });
    expect(of(people[2]!.unqUserId)).toMatchObject({
      channel: 'ALIMTALK',
      recipient: '01072000003',
      deliveryStatus: 'DELIVERED',
      deliveredChannel: 'ALIMTALK',
      chainStep: 1,
    });
    // Two Slack posts, one alimtalk, nothing by SMS: never two channels for a delivered message.
    expect(seenAt('/slack/api/chat.postMessage').length - posts).toBe(2);
    expect(phoneCalls).toEqual([{ channel: 'ALIMTALK', recipient: '01072000003' }]);
    const steps = await db
      .select()
      .from(messageDelivery)
      .where(eq(messageDelivery.outboxId, of(people[2]!.unqUserId).id))
      .orderBy(asc(messageDelivery.step));
    expect(steps.map((s) => [s.channel, s.status, s.reason])).toEqual([
      ['SLACK', 'FAILED', 'slack: users_not_found'],
      ['ALIMTALK', 'DELIVERED', null],
    ]);
    // The Slack message keeps the body and adds the claim link as a button.
    const post1 = seenAt('/slack/api/chat.postMessage').at(-1)!;
    const blocks = JSON.parse(new URLSearchParams(post1.body).get('blocks')!) as {
      elements?: { url: string }[];
    }[];
    expect(blocks[1]?.elements?.[0]?.url).toMatch(/\/i\/[0-9a-f]{32}$/);
  });

  it('refuses a chain that names a messenger the company has not connected', async () => {
    const a = await companyWithManager('refuse');
    await expect(assertChainMessengers(t.database.db, a.cmpyCd, ['NAVER_WORKS', 'SMS'])).rejects.toThrow(
      MESSENGER_MESSAGES.chainNotConnected(['NAVER_WORKS']),
    );
    await expect(
      assertChainMessengers(t.database.db, a.cmpyCd, ['ALIMTALK', 'SMS']),
    ).resolves.toBeUndefined();
  });
});

describe("managers' notices in the messenger (decision 056)", () => {
  it('a life event request reaches the company Jandi webhook with the v2 Accept header and a link', async () => {
    const db = t.database.db;
    const a = await companyWithManager('jandi');
    const jandi = await post(
      t.app,
      MESSENGER_PATH.save,
      { kind: 'JANDI', webhookUrl: `${base}/hooks/jandi` },
      a.token,
    );
    expect(jandi.statusCode).toBe(200);
    const prod = await createProduct(db);
    await createRule(db, {
      cmpyCd: a.cmpyCd,
      ruleNm: '결혼 축하',
      occasionType: 'WEDDING',
      channel: 'MAIL',
      approvalYn: 'Y',
      prodSnList: [prod.prodSn],
    });
    const employee = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: a.cmpyCd, userNm: '김신청' });
    const eventDt = new Date(clock.now().getTime() + 10 * 86_400_000)
      .toISOString()
      .slice(0, 10)
      .replace(/-/g, '');
    const asked = await call(
      t.app,
      LIFE_EVENT_PATH.myRequest,
      { occasionType: 'WEDDING', eventDt, relationCd: null, memo: null },
      await loginAs(t.app, employee.userId),
    );
    expect(asked.statusCode).toBe(200);
    const [queued] = await db.select().from(messageOutbox).where(eq(messageOutbox.channel, 'JANDI'));
    expect(queued).toMatchObject({ recipient: a.cmpyCd, cmpyCd: a.cmpyCd, status: 'PENDING' });

    const before = seen.length;
    await runOutboxOnce({ db, senders: senders(), now: clock.now, log: silent });
    const hook = seen.slice(before).find((s) => s.path === '/hooks/jandi')!;
    expect(hook.headers.accept).toBe('application/vnd.tosslab.jandi-v2+json');
    const body = JSON.parse(hook.body) as {
      body: string;
      connectColor: string;
      connectInfo: { title: string; description: string }[];
    };
    expect(body.body).toContain('/occasion/lifeEvents');
    expect(body.connectInfo[0]?.description).toContain('김*청님이 경조사를 신청했습니다.');
    const [done] = await db.select().from(messageOutbox).where(eq(messageOutbox.id, queued!.id));
    expect(done).toMatchObject({ status: 'SENT', deliveryStatus: 'DELIVERED' });
  });
});

describe("operators' and payment notices in the messenger (decision 056)", () => {
  /** The operator company (type 01) with a manager, its Jandi connected by that manager: made once for the file. */
  let operator: Promise<{ cmpyCd: string; token: string }> | null = null;
  const operatorCompany = () => {
    operator ??= (async () => {
      const db = t.database.db;
      const opr = await createCompany(db, { cmpyTypeCd: '01', cmpyNm: '운영사' });
      const manager = await createUser(db, AUTH_CD.operatorManager, {
        cmpyCd: opr.cmpyCd,
        email: 'ops.manager@pcs.local',
      });
      const token = await loginAs(t.app, manager.userId);
      const saved = await call(
        t.app,
        MESSENGER_PATH.save,
        { cmpyCd: opr.cmpyCd, kind: 'JANDI', webhookUrl: `${base}/hooks/operator-jandi` },
        token,
      );
      expect(saved.statusCode).toBe(200);
      return { cmpyCd: opr.cmpyCd, token };
    })();
    return operator;
  };
  const queuedFor = (cmpyCd: string) =>
    t.database.db
      .select()
      .from(messageOutbox)
      .where(and(eq(messageOutbox.cmpyCd, cmpyCd), eq(messageOutbox.status, 'PENDING')))
      .orderBy(asc(messageOutbox.id));
  const jandiPosts = async () => {
    const before = seen.length;
    await runOutboxOnce({ db: t.database.db, senders: senders(), now: clock.now, log: silent });
    return seen
      .slice(before)
      .filter((s) => s.path === '/hooks/operator-jandi')
      .map(
        (s) => JSON.parse(s.body) as { body: string; connectInfo: { title: string; description: string }[] },
      );
  };

  it("a vendor's product submitted for approval reaches the operator company's Jandi with a button to it", async () => {
    const db = t.database.db;
    const opr = await operatorCompany();
    const vendorCmpy = await createCompany(db, { cmpyTypeCd: '03' });
    const [v] = await db
      .insert(vendorTable)
      .values({ cmpyCd: vendorCmpy.cmpyCd, vendorNm: '새벽농원' })
      .returning();
    const seller = await createUser(db, AUTH_CD.vendor, { cmpyCd: vendorCmpy.cmpyCd, vendorSn: v!.vendorSn });
    const prod = await createProduct(db, {
      prodNm: '제주 감귤 5kg',
      vendorSn: v!.vendorSn,
      signStatCd: '01',
    });
    const submitted = await call(
      t.app,
      API_PATH.goodsSubmit,
      { prodSn: prod.prodSn },
      await loginAs(t.app, seller.userId),
    );
    expect(submitted.statusCode).toBe(200);
    const queued = await queuedFor(opr.cmpyCd);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      channel: 'JANDI',
      recipient: opr.cmpyCd,
      subject: '[새벽농원] 상품 승인 요청',
    });

    const [post1] = await jandiPosts();
    expect(post1?.connectInfo[0]?.description).toContain(
      '[새벽농원] 제주 감귤 5kg 상품 승인 요청이 있습니다.',
    );
    expect(post1?.body).toContain(`/goods/detail/${prod.prodSn}`);
    // The operator's approval moves it out of review: nothing more for the operators.
    const approved = await call(t.app, API_PATH.goodsApprove, { prodSn: prod.prodSn }, opr.token);
    expect(approved.statusCode).toBe(200);
    expect(await queuedFor(opr.cmpyCd)).toHaveLength(0);
  });

  it("last month's client bills waiting to be confirmed are told once, however often the job runs", async () => {
    const db = t.database.db;
    const opr = await operatorCompany();
    const lastMonth = addMonths(kstYyyymm(clock.now()), -1);
    const client = await createCompany(db, { cmpyNm: '정산상사' });
    const person = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: client.cmpyCd });
    const prod = await createProduct(db, { price: 40_000 });
    const ev = await createEvent(db, {
      cmpyCd: client.cmpyCd,
      products: [{ prodSn: prod.prodSn, stockQty: 10 }],
      recipients: [person.unqUserId],
    });
    // One applied gift on the 10th of last month, as apply leaves it: a draft fact of that month.
    const appliedAt = new Date(kstMonthRange(lastMonth).from.getTime() + 9 * 86_400_000 + 36_000_000);
    const [order] = await db
      .insert(giftOrder)
      .values({
        eventSn: ev.eventSn,
        cmpyCd: client.cmpyCd,
        unqUserId: person.unqUserId,
        ordStatCd: ORDER_STATUS.applied,
        prodSn: prod.prodSn,
        quantity: 1,
        unitPrice: 40_000,
        appliedAt,
      })
      .returning();
    const [esti] = await db
      .insert(estimate)
      .values({ ordSn: order!.ordSn, cmpyCd: client.cmpyCd, eventSn: ev.eventSn, totalPrice: 40_000 })
      .returning();
    await db
      .insert(estimateItem)
      .values({ estiSn: esti!.estiSn, prodSn: prod.prodSn, quantity: 1, unitPrice: 40_000 });

    const deps = { db, now: clock.now, publicUrl: t.config.publicUrl };
    // Twice at once (two processes' jobs), then again an hour later: one notice.
    const runs = await Promise.all([notifyMonthReadyToConfirm(deps), notifyMonthReadyToConfirm(deps)]);
    expect(await notifyMonthReadyToConfirm(deps)).toBe(0);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const queued = await queuedFor(opr.cmpyCd);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.subject).toBe(`[정산] ${formatYearMonth(lastMonth)} 청구서 확정 요청`);
    const posts = await jandiPosts();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toContain('/settlement/client/list');
    expect(posts[0]?.connectInfo[0]?.description).toMatch(/고객사 청구서 초안 \d+건\(청구 예정 [\d,]+원\)/);
    expect(await notifyMonthReadyToConfirm(deps)).toBe(0);
    expect(await queuedFor(opr.cmpyCd)).toHaveLength(0);
  });

  it("a failed card payment reaches the client company's Slack: event, masked person, amount, a button", async () => {
    const db = t.database.db;
    const s = await cardEvent(t.app, db);
    const manager = await createUser(db, AUTH_CD.clientManager, {
      cmpyCd: s.cmpy.cmpyCd,
      email: 'pay.manager@pcs.local',
    });
    slackUsers.set('pay.manager@pcs.local', 'U-PAY');
    const saved = await call(
      t.app,
      MESSENGER_PATH.save,
      { kind: 'SLACK', botToken: SLACK_TOKEN },
      await loginAs(t.app, manager.userId),
    );
    expect(saved.statusCode).toBe(200);
    // Two units pay 10,000 by card; the provider approves 1,000: refused and cancelled there, recorded as failed.
    const ordSn = await draftOrder(t.app, s.tokens[0]!, s.ev.eventSn, s.prod.prodSn, 2);
    const info = await readyPayment(t.app, s.tokens[0]!, ordSn);
    await stdReturnPost(t.app, info.oid, 1_000);
    const [pay] = await db.select().from(payment).where(eq(payment.oid, info.oid));
    expect(pay?.status).toBe('NETCANCEL');
    const queued = await queuedFor(s.cmpy.cmpyCd);
    expect(queued.map((q) => [q.channel, q.recipient])).toEqual([['SLACK', 'pay.manager@pcs.local']]);

    const posts = seenAt('/slack/api/chat.postMessage').length;
    await runOutboxOnce({ db, senders: senders(), now: clock.now, log: silent });
    const sent = seenAt('/slack/api/chat.postMessage');
    expect(sent.length - posts).toBe(1);
    const form = new URLSearchParams(sent.at(-1)!.body);
    const text = form.get('text') ?? '';
    const name = s.users[0]!.userNm;
    expect(text).toContain(`${maskName(name)}님의 카드 결제 10,000원이 실패하여 선물이 신청되지 않았습니다.`);
    expect(text).not.toContain(name);
    expect(text).toContain('결제 금액이 주문 금액과 일치하지 않습니다.');
    const blocks = JSON.parse(form.get('blocks')!) as { elements?: { url: string }[] }[];
    expect(blocks[1]?.elements?.[0]?.url).toContain(`/delivery/notApply/${s.cmpy.cmpyCd}/${s.ev.eventSn}`);
    // A replayed callback finds the payment settled: nothing more.
    await stdReturnPost(t.app, info.oid, 1_000);
    expect(await queuedFor(s.cmpy.cmpyCd)).toHaveLength(0);
  });
});
