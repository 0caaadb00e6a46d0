import { EVENT_SEND_PATH, FUNNEL_PATH, type Funnel } from '@pcs/domain';
import {
  acceptDialog,
  api,
  expect,
  mailboxTexts,
  openClaimLink,
  screenshot,
  signIn,
  test,
  tokenOf,
} from './fixtures';
import { applyElsewhere, runningEventFor } from './recipients';

/**
 * The claim funnel (decision 053), end to end: an operator invites three employees of the journey's own event by SMS;
 * one opens the link twice (counted once), one opens it and takes a gift, one never opens it. The client manager sees
 * the funnel on the event, lists "수신했으나 링크 미열람" and sends that one person a reminder after a confirm, which
 * carries the link they already had; the dashboards show the funnel card.
 */
const COMPANY = 'CLI001';
const [OPENER, TAKER, SILENT] = ['emp0010', 'emp0011', 'emp0012'] as const;
const EVENT = `퍼널 여정 ${Date.now().toString(36)}`;
const LINK = /https?:\/\/\S+\/i\/([0-9a-f]{32})/;

const journey = { eventSn: 0, links: {} as Record<string, string> };
/** The newest message of this journey's event to a login ID (the default texts carry "아이디: {userId}"). */
const messagesTo = async (userId: string, needle: string) =>
  (await mailboxTexts())
    .map((m) => m.text)
    .filter((t) => t.includes(needle) && t.includes(`아이디: ${userId}`));
const reminders = async (userId: string) =>
  (await messagesTo(userId, EVENT)).filter((t) => t.includes('아직 선물을 신청하지 않으셨습니다'));

test.describe.configure({ mode: 'serial' });

test.describe('the claim funnel', () => {
  test.beforeAll(async () => {
    const admin = await tokenOf('demo-admin');
    const ids: string[] = [];
    for (const userId of [OPENER, TAKER, SILENT]) {
      const login = await api('/v1/ebmp/login.json', { userId, password: 'Demo1234!' });
      ids.push((login.resultData as { unqUserId: string }).unqUserId);
    }
    journey.eventSn = await runningEventFor(admin, {
      cmpyCd: COMPANY,
      eventNm: EVENT,
      budgetAmt: 100_000,
      eventPrice: 30_000,
      unqUserIds: ids,
    });
    const sent = await api(
      EVENT_SEND_PATH.send,
      { eventSn: journey.eventSn, channel: 'SMS', target: 'ALL', requestKey: `funnel-${EVENT}` },
      admin,
    );
    expect(sent.resultStatus.messageCode, sent.resultStatus.messageText).toBe('2000');
    // Each person's invitation reaches the local mailbox with a link of their own.
    for (const userId of [OPENER, TAKER, SILENT]) {
      await expect
        .poll(async () => (await messagesTo(userId, EVENT)).length, { timeout: 30_000 })
        .toBeGreaterThan(0);
      const text = (await messagesTo(userId, EVENT))[0]!;
      journey.links[userId] = LINK.exec(text)![0];
      expect(journey.links[userId]).not.toContain(userId);
    }
    // The opener opens twice, the taker once and then takes a gift; the silent one does nothing.
    for (const link of [journey.links[OPENER]!, journey.links[OPENER]!, journey.links[TAKER]!]) {
      const res = await openClaimLink(link);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toMatch(/\/checkDevice$/);
    }
    await applyElsewhere(TAKER, journey.eventSn, 1);
  });

  test('the event shows each stage: a second open is not counted, the gift is chosen and applied', async ({
    page,
  }) => {
    const funnel = (await api(FUNNEL_PATH.event, { eventSn: journey.eventSn }, await tokenOf('demo-client')))
      .resultData as Funnel;
    expect(funnel.counts).toMatchObject({
      recipientCnt: 3,
      sent: 3,
      delivered: 3,
      opened: 2,
      loggedIn: 1,
      chose: 1,
      applied: 1,
      doorDelivered: 0,
    });

    await signIn(page, 'demo-client');
    await page.goto(`/event/detail/${COMPANY}/${journey.eventSn}`);
    const card = page.getByTestId('funnel-card');
    await expect(card.getByRole('listitem', { name: '발송 3명' })).toBeVisible();
    await expect(card.getByRole('listitem', { name: '링크 열람 2명' })).toBeVisible();
    await expect(card.getByRole('listitem', { name: '신청 완료 1명' })).toBeVisible();
    await expect(card.getByRole('listitem', { name: '배송 완료 0명' })).toBeVisible();
    await expect(card.getByText('문자(SMS/LMS) 3명')).toBeVisible();
    await screenshot(page, 'funnel-1-event', true);
  });

  test('the client manager reminds only those who never opened the link, after a confirm', async ({
    page,
  }) => {
    await signIn(page, 'demo-client');
    await page.goto(`/event/detail/${COMPANY}/${journey.eventSn}`);
    const list = page.getByTestId('funnel-recipients');
    await expect(list.getByText('수령자별 퍼널 (3명)')).toBeVisible();
    await list.getByRole('combobox', { name: '퍼널 조건' }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: '수신했으나 링크 미열람',
      })
      .click();
    await expect(list.getByText('수령자별 퍼널 (1명)')).toBeVisible();
    await expect(list.getByRole('cell', { name: SILENT, exact: true })).toBeVisible();
    await expect(list.getByRole('cell', { name: OPENER, exact: true })).toHaveCount(0);
    await list.getByRole('button', { name: '이 조건으로 리마인드' }).click();
    const dialog = page.getByRole('dialog', { name: '리마인드 발송' });
    await expect(dialog.getByText(/수령자 1명 중 아직 신청하지 않은 분께/)).toBeVisible();
    await screenshot(page, 'funnel-2-reminder-confirm');
    await dialog.getByRole('button', { name: '발송' }).click();
    expect(await acceptDialog(page)).toBe('1명에게 리마인드 발송을 등록했습니다.');
    // The reminder reaches the silent one with the same link as the invitation; nobody else gets one.
    await expect.poll(async () => (await reminders(SILENT)).length, { timeout: 30_000 }).toBe(1);
    expect((await reminders(SILENT))[0]).toContain(journey.links[SILENT]!);
    expect(await reminders(OPENER)).toEqual([]);
    expect(await reminders(TAKER)).toEqual([]);
  });

  test('the dashboard shows the funnel card of a running event', async ({ page }) => {
    await signIn(page, 'demo-client');
    await page.goto('/dashBoard/client');
    const card = page.getByTestId('funnel-card');
    await expect(card.getByRole('combobox', { name: '퍼널 이벤트' })).toBeVisible();
    await expect(card.getByRole('list', { name: '퍼널 단계' })).toBeVisible();
    await screenshot(page, 'funnel-3-dashboard', true);
  });
});
