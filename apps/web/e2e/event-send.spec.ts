import { EVENT_SEND_PATH } from '@pcs/domain/contracts/event-send';
import { DESKTOP_DEVICE, PHONE_DEVICE } from './devices';
import { acceptDialog, api, expect, mailboxTexts, screenshot, signIn, test, tokenOf } from './fixtures';
import { apiLogin, recipientWithChoiceLeft } from './recipients';

/** The texts in the server's local mailbox (the outbox worker writes one file per message) that hold `needle`. */
async function textsWith(needle: string): Promise<string[]> {
  return (await mailboxTexts()).map((m) => m.text).filter((text) => text.includes(needle));
}

/** Applies for the first gift of the event that takes no option, through the API (the journey has its own tests). */
async function applyOnce(userId: string, eventSn: number): Promise<void> {
  const token = await apiLogin(userId);
  const list = await api('/v1/ebmp/pcs/gift/giftList.json', { eventSn }, token);
  const prods = (list.resultData as { prodInfoList: { prodSn: number; soldOutYn: string }[] }).prodInfoList;
  for (const p of prods.filter((x) => x.soldOutYn === 'N')) {
    const selected = await api(
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn, prodSn: p.prodSn, quantity: 1 },
      token,
    );
    const ordSn = (selected.resultData as { ordSn?: number } | null)?.ordSn;
    if (!ordSn) continue;
    const applied = await api(
      '/v1/ebmp/pcs/gift/apply.json',
      {
        ordSn,
        receiverNm: '김설문',
        receiverTelNo: '01055556666',
        zipCd: '06236',
        addr: '서울특별시 강남구 테헤란로 123',
        addrDtl: '10층',
      },
      token,
    );
    expect(applied.resultStatus.messageCode).toBe('2000');
    return;
  }
  throw new Error('no gift without options to apply for');
}

test.describe('event sends and the satisfaction survey', () => {
  test('an operator sends an SMS invitation to a group with a preview, and the send history shows it', async ({
    page,
  }) => {
    await signIn(page, 'demo-opmanager');
    await page.goto('/event/history/send/CLI001/1');
    await expect(page.getByRole('heading', { name: '초대 및 리마인드 발송' })).toBeVisible();
    await page.getByRole('button', { name: '문자 발송' }).click();
    const dialog = page.getByRole('dialog', { name: '문자 발송 (초대)' });
    await expect(dialog).toBeVisible();
    // All recipients first: the preview shows the first recipient's own message.
    const body = dialog.getByTestId('send-preview-body');
    await expect(body).toBeVisible();
    await expect(body).toHaveText(/님, 선물을 골라 주세요\./);
    await expect(body).toContainText(/\/i\/[0-9a-f]{32}/);

    const count = dialog.getByText(/발송 대상 [\d,]+명/);
    const everyone = (await count.textContent()) ?? '';
    await dialog.getByRole('radio', { name: '그룹' }).check();
    await dialog.locator('#send-group').click({ force: true });
    await page.locator('.ant-select-tree-title').first().click();
    await expect(body).toBeVisible();
    // The count follows the group once its preview arrives (the first group is a part of the company).
    await expect(count).not.toHaveText(everyone);
    const n = Number(/발송 대상 ([\d,]+)명/.exec((await count.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
    expect(n).toBeGreaterThan(0);
    await screenshot(page, 'event-send-1-dialog');

    await dialog.getByRole('button', { name: '발송' }).click();
    expect(await acceptDialog(page)).toContain(`${n}명에게`);
    expect(await acceptDialog(page)).toBe(`${n}명에게 발송을 등록했습니다.`);

    const history = page.getByRole('table').first();
    const firstRow = page.locator('tr.ant-table-row').first();
    await expect(firstRow.getByText('그룹')).toBeVisible();
    await expect(firstRow).toContainText('문자(SMS/LMS)');
    await expect(history).toBeVisible();
    await screenshot(page, 'event-send-2-history', true);

    // The outbox holds one message per recipient of that send.
    const token = await tokenOf('demo-opmanager');
    const sends = await api(EVENT_SEND_PATH.history, { eventSn: 1 }, token);
    const latest = (
      sends.resultData as { list: { eventSendSn: number; recipientCnt: number; target: string }[] }
    ).list[0]!;
    expect(latest).toMatchObject({ recipientCnt: n, target: 'GROUP' });
    const messages = await api(
      EVENT_SEND_PATH.messages,
      { eventSn: 1, eventSendSn: latest.eventSendSn },
      token,
    );
    expect((messages.resultData as { totalCount: number }).totalCount).toBe(n);
  });

  test('an operator edits the invitation, picks two people in the pop-up and sends; each gets the edited text', async ({
    page,
  }) => {
    await signIn(page, 'demo-opmanager');
    await page.goto('/event/history/send/CLI001/1');
    await expect(page.getByRole('heading', { name: '초대 및 리마인드 발송' })).toBeVisible();
    await page.getByRole('button', { name: '문자 발송' }).click();
    const dialog = page.getByRole('dialog', { name: '문자 발송 (초대)' });
    await expect(dialog.getByTestId('send-preview-body')).toBeVisible();

    const stamp = `e2e-${Date.now()}`;
    const text = dialog.getByLabel('보낼 문구');
    await text.fill(`[${stamp}] #{이름}님, #{마감일시}까지 선물을 골라 주세요.\n아이디 #{아이디}\n`);
    // Without the link the pop-up says what is missing; the chip puts it in at the cursor.
    await expect(
      dialog.getByText('받는 분이 선물을 고르려면 링크와 마감 일시가 필요합니다.', { exact: false }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: /#\{링크\} 넣기/ }).click();
    await expect(text).toHaveValue(/아이디 #\{아이디\}\n#\{링크\}$/);

    await dialog.getByRole('radio', { name: '선택한 수령자' }).check();
    const rows = dialog.locator('tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    const ids: string[] = [];
    for (const i of [0, 1]) {
      ids.push(((await rows.nth(i).locator('td').nth(2).textContent()) ?? '').trim());
      await rows.nth(i).getByRole('checkbox').check();
    }
    await expect(dialog.getByTestId('send-count').getByText('발송 대상 2명')).toBeVisible();
    await expect(dialog.getByTestId('send-preview-body')).toContainText(stamp);
    await expect(dialog.getByTestId('message-bytes')).toBeVisible();
    await screenshot(page, 'event-send-6-edited-text-chosen-people');

    await dialog.getByRole('button', { name: '발송', exact: true }).click();
    expect(await acceptDialog(page)).toBe('2명에게 초대 문자(SMS/LMS)를 발송하시겠습니까?');
    expect(await acceptDialog(page)).toBe('2명에게 발송을 등록했습니다.');

    // The outbox worker delivers them: the local mailbox holds each chosen person's own filled-in text.
    await expect.poll(() => textsWith(stamp).then((t) => t.length), { timeout: 30_000 }).toBe(2);
    const delivered = await textsWith(stamp);
    for (const id of ids) expect(delivered.some((t) => t.includes(`아이디 ${id}\n`))).toBe(true);
    for (const t of delivered) {
      expect(t).toMatch(/\/i\/[0-9a-f]{32}/);
      expect(t).not.toContain('#{');
    }
  });

  test('a client manager reminds a chosen not-applied person with an edited text from the not-applied list', async ({
    page,
  }) => {
    await signIn(page, 'demo-client');
    await page.goto('/delivery/notApply/CLI001/1');
    const remind = page.getByRole('button', { name: '문자 안내' });
    await expect(remind).toBeEnabled();
    await remind.click();
    const dialog = page.getByRole('dialog', { name: '문자 발송 (리마인드)' });
    await expect(dialog.getByTestId('send-preview-body')).toBeVisible();
    // A client manager reminds the not-applied (all or chosen) and issues no passwords.
    await expect(dialog.getByRole('radio')).toHaveCount(4); // two targets, now or at a time
    await expect(dialog.getByRole('radio', { name: '전체 수령자' })).toHaveCount(0);
    await expect(dialog.getByText('초기 비밀번호를 새로 발급', { exact: false })).toHaveCount(0);
    await screenshot(page, 'event-send-7-remind-not-applied');

    const stamp = `e2e-remind-${Date.now()}`;
    await dialog.getByLabel('보낼 문구').fill(`[${stamp}] #{이름}님, #{마감일시}에 마감됩니다. #{링크}`);
    await dialog.getByRole('radio', { name: '선택한 수령자' }).check();
    const rows = dialog.locator('tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    await rows.first().getByRole('checkbox').check();
    await expect(dialog.getByTestId('send-count').getByText('발송 대상 1명')).toBeVisible();
    await screenshot(page, 'event-send-8-remind-chosen');
    await page.setViewportSize(PHONE_DEVICE.viewport);
    await screenshot(page, 'event-send-9-remind-dialog-390');
    await page.setViewportSize(DESKTOP_DEVICE.viewport);

    await dialog.getByRole('button', { name: '발송', exact: true }).click();
    expect(await acceptDialog(page)).toBe('1명에게 리마인드 문자(SMS/LMS)를 발송하시겠습니까?');
    expect(await acceptDialog(page)).toBe('1명에게 발송을 등록했습니다.');
    await expect.poll(() => textsWith(stamp).then((t) => t.length), { timeout: 30_000 }).toBe(1);
    const [delivered] = await textsWith(stamp);
    expect(delivered).toMatch(/님, \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}에 마감됩니다\. http\S+\/i\/[0-9a-f]{32}/);
  });

  test('a recipient who applied answers the survey once on mobile, and the operator sees it in /event/evalution', async ({
    page: ops,
    open,
  }) => {
    const { userId, eventSn } = await recipientWithChoiceLeft('last');
    await applyOnce(userId, eventSn);

    const { page } = await open('phone');
    await page.goto('/m/idLogin');
    await signIn(page, userId, '');
    await page.goto(`/m/gift/sati?eventSn=${eventSn}`);
    await expect(page.getByRole('heading', { name: '선물 서비스 만족도 조사' })).toBeVisible();
    await page.getByRole('button', { name: '제출' }).click();
    await expect(page.getByRole('alert')).toHaveText('별점을 선택해 주세요.');
    await page.getByRole('radio', { name: '4점 만족' }).check({ force: true });
    const comment = `e2e 설문 ${Date.now()}`;
    await page.getByLabel('의견 (선택)').fill(comment);
    await screenshot(page, 'event-send-3-survey-mobile');
    await page.getByRole('button', { name: '제출' }).click();
    expect(await acceptDialog(page)).toBe('소중한 의견 감사합니다.');
    await expect(page.getByRole('status').getByText('소중한 의견 감사합니다.')).toBeVisible();
    // Once per event: the server refuses a second answer.
    const again = await api(EVENT_SEND_PATH.satiSave, { eventSn, score: 1 }, await apiLogin(userId));
    expect(again.resultStatus.messageText).toBe('이미 참여한 설문입니다.');

    await signIn(ops, 'demo-opmanager');
    await ops.goto('/event/evalution');
    await expect(ops.getByRole('heading', { name: '만족도 평가' })).toBeVisible();
    const token = await tokenOf('demo-opmanager');
    const detail = await api(EVENT_SEND_PATH.evalutionDetail, { eventSn }, token);
    const eventNm = (detail.resultData as { eventNm: string }).eventNm;
    await ops.locator('tr.ant-table-row', { hasText: eventNm }).first().click();
    await expect(ops.getByText(comment)).toBeVisible();
    await screenshot(ops, 'event-send-4-evalution', true);
  });

  test('a recipient of an event that is not open yet sees its open time and greeting on /m/prod-ready', async ({
    open,
  }) => {
    const { page } = await open('phone');
    await page.goto('/m/idLogin');
    await signIn(page, 'demo-employee', '');
    await expect(page).toHaveURL(/\/m\/gift\/preview$/);
    await page.getByRole('link', { name: /신년 맞이 선물/ }).click();
    await expect(page).toHaveURL(/\/m\/prod-ready\?eventSn=[^/]*$/);
    await expect(page.getByRole('heading', { name: '선물 준비 중입니다' })).toBeVisible();
    await expect(page.getByText(/선물 선택은 \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}부터 가능합니다\./)).toHaveCount(
      1,
    );
    await expect(page.getByText('새해 복 많이 받으세요. 신년 선물을 준비하고 있습니다.')).toHaveCount(1);
    await screenshot(page, 'event-send-5-prod-ready-mobile');
  });
});
