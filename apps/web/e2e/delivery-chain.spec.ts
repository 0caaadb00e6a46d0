import { AUTH_CD } from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import {
  ALIMTALK_FAILING_PHONES,
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
import { runningEventFor } from './recipients';

/**
 * The delivery chain (decision 052) on the screens: an operator invites four people of a journey's own event by
 * 알림톡; two of them have phones whose 알림톡 fails (the suite's servers start with LOCAL_MESSAGE_FAIL_TO for those
 * phones, fixtures.ts), so the chain's next step, 문자, reaches them and they get no 알림톡. The event's funnel card
 * counts every person sent and delivered with the channel that reached them, and the per-recipient list names it.
 * Then two of the four open their links (one reached by 문자), and the client manager's "수신했으나 링크 미열람" reminder
 * by 알림톡 reaches exactly the other two - the one with the failing phone again by 문자.
 * The funnel's own journey (funnel.spec.ts) covers the stages after the link and the reminder's confirm by SMS.
 */
const COMPANY = 'CLI001';
const STAMP = Date.now().toString(36);
const EVENT = `대체 발송 여정 ${STAMP}`;
const LINK = /https?:\/\/\S+\/i\/[0-9a-f]{32}/;
const ALIMTALK = '알림톡';
const SMS = '문자(SMS/LMS)';

/** Two demo employees whose 알림톡 arrives, and two people of the journey's own whose 알림톡 fails. */
const [REACHED, UNOPENED] = ['emp0014', 'emp0015'] as const;
const [FALLBACK_OPENER, FALLBACK_SILENT] = [`chain-a-${STAMP}`, `chain-b-${STAMP}`] as const;
const PEOPLE = [REACHED, UNOPENED, FALLBACK_OPENER, FALLBACK_SILENT] as const;
const FAILING = new Set<string>([FALLBACK_OPENER, FALLBACK_SILENT]);

/** The channel a mailbox file came by: the local mailbox names it 00000042-sms.txt (a repeat: ..._2.txt). */
const channelOfFile = (file: string) => /-([a-z]+)(?:_\d+)?\.txt$/.exec(file)?.[1] ?? '';
/** This journey's messages to a login ID (the default texts carry "아이디: {userId}") with the channel of each. */
const messagesTo = async (userId: string) =>
  (await mailboxTexts())
    .filter((m) => m.text.includes(EVENT) && m.text.includes(`아이디: ${userId}\n`))
    .map((m) => ({ channel: channelOfFile(m.file), text: m.text }));
const isReminder = (text: string) => text.includes('아직 선물을 신청하지 않으셨습니다');
const invitations = async (userId: string) =>
  (await messagesTo(userId)).filter((m) => !isReminder(m.text)).map((m) => m.channel);
const reminders = async (userId: string) =>
  (await messagesTo(userId)).filter((m) => isReminder(m.text)).map((m) => m.channel);

const journey = { eventSn: 0 };

test.describe.configure({ mode: 'serial' });

test.describe('the delivery chain', () => {
  test.beforeAll(async () => {
    const admin = await tokenOf('demo-admin');
    const ids: string[] = [];
    for (const userId of [REACHED, UNOPENED]) {
      const login = await api('/v1/ebmp/login.json', { userId, password: 'Demo1234!' });
      ids.push((login.resultData as { unqUserId: string }).unqUserId);
    }
    const own = [
      { userId: FALLBACK_OPENER, userNm: '대체열람', telNo: ALIMTALK_FAILING_PHONES[0] },
      { userId: FALLBACK_SILENT, userNm: '대체미열람', telNo: ALIMTALK_FAILING_PHONES[1] },
    ];
    for (const { userId, userNm, telNo } of own) {
      const created = await api(
        API_PATH.userCreate,
        {
          userId,
          userNm,
          authCd: AUTH_CD.clientEmployee,
          cmpyCd: COMPANY,
          telNo,
          email: `${userId}@hanbit.example`,
        },
        admin,
      );
      expect(created.resultStatus.messageCode, created.resultStatus.messageText).toBe('2000');
      ids.push((created.resultData as { unqUserId: string }).unqUserId);
    }
    journey.eventSn = await runningEventFor(admin, {
      cmpyCd: COMPANY,
      eventNm: EVENT,
      budgetAmt: 100_000,
      eventPrice: 30_000,
      unqUserIds: ids,
    });
  });

  test('an operator invites by 알림톡; the phones whose 알림톡 fails get the 문자, and the funnel shows both channels', async ({
    page,
  }) => {
    await signIn(page, 'demo-opmanager');
    await page.goto(`/event/detail/${COMPANY}/${journey.eventSn}`);
    await page.getByRole('button', { name: '알림톡 발송' }).click();
    const dialog = page.getByRole('dialog', { name: '알림톡 발송 (초대)' });
    await expect(dialog.getByTestId('send-count').getByText('발송 대상 4명')).toBeVisible();
    await dialog.getByRole('button', { name: '발송', exact: true }).click();
    expect(await acceptDialog(page)).toBe('4명에게 초대 알림톡을 발송하시겠습니까?');
    expect(await acceptDialog(page)).toBe('4명에게 발송을 등록했습니다.');

    // Each person gets one invitation: 알림톡, or 문자 where the 알림톡 failed - never both.
    for (const userId of PEOPLE)
      await expect
        .poll(() => invitations(userId), { timeout: 30_000, message: `${userId}'s invitation` })
        .toEqual([FAILING.has(userId) ? 'sms' : 'alimtalk']);

    // The funnel reads the receipts once they are in: a fresh load of the screen.
    await page.reload();
    const card = page.getByTestId('funnel-card');
    await expect(card.getByRole('listitem', { name: '발송 4명' })).toBeVisible();
    await expect(card.getByRole('listitem', { name: '수신 4명' })).toBeVisible();
    const byChannel = card.getByLabel('채널별 수신');
    await expect(byChannel.getByText(`${ALIMTALK} 2명`, { exact: true })).toBeVisible();
    await expect(byChannel.getByText(`${SMS} 2명`, { exact: true })).toBeVisible();

    const list = page.getByTestId('funnel-recipients');
    await expect(list.getByText('수령자별 퍼널 (4명)')).toBeVisible();
    for (const userId of PEOPLE) {
      const row = list
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: userId, exact: true }) });
      await expect(
        row.getByRole('cell', { name: FAILING.has(userId) ? SMS : ALIMTALK, exact: true }),
      ).toBeVisible();
    }
    // The send's own messages say which went on to 문자 after a failed 알림톡.
    const sends = page.getByRole('region', { name: '초대 및 리마인드' });
    await expect(sends.getByRole('cell', { name: /알림톡 실패 대체/ })).toHaveCount(2);
    await screenshot(page, 'delivery-chain-1-funnel', true);
  });

  test('the reminder to those who never opened the link reaches exactly them, through the chain again', async ({
    page,
  }) => {
    // One reached by 알림톡 and one reached by 문자 open the link their message carries.
    for (const userId of [REACHED, FALLBACK_OPENER]) {
      const [message] = await messagesTo(userId);
      const res = await openClaimLink(LINK.exec(message!.text)![0]);
      expect(res.status).toBe(302);
    }

    await signIn(page, 'demo-client');
    await page.goto(`/event/detail/${COMPANY}/${journey.eventSn}`);
    await expect(
      page.getByTestId('funnel-card').getByRole('listitem', { name: '링크 열람 2명' }),
    ).toBeVisible();
    const list = page.getByTestId('funnel-recipients');
    await list.getByRole('combobox', { name: '퍼널 조건' }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: '수신했으나 링크 미열람',
      })
      .click();
    await expect(list.getByText('수령자별 퍼널 (2명)')).toBeVisible();
    for (const userId of [UNOPENED, FALLBACK_SILENT])
      await expect(list.getByRole('cell', { name: userId, exact: true })).toBeVisible();
    await list.getByRole('button', { name: '이 조건으로 리마인드' }).click();
    const dialog = page.getByRole('dialog', { name: '리마인드 발송' });
    await expect(dialog.getByText(/수령자 2명 중 아직 신청하지 않은 분께/)).toBeVisible();
    await dialog.getByRole('radio', { name: ALIMTALK }).check();
    await dialog.getByRole('button', { name: '발송' }).click();
    expect(await acceptDialog(page)).toBe('2명에게 리마인드 발송을 등록했습니다.');

    // The one whose 알림톡 fails gets the reminder by 문자 again; those who opened the link get none.
    await expect.poll(() => reminders(UNOPENED), { timeout: 30_000 }).toEqual(['alimtalk']);
    await expect.poll(() => reminders(FALLBACK_SILENT), { timeout: 30_000 }).toEqual(['sms']);
    expect(await reminders(REACHED)).toEqual([]);
    expect(await reminders(FALLBACK_OPENER)).toEqual([]);
    await screenshot(page, 'delivery-chain-2-reminded', true);
  });
});
