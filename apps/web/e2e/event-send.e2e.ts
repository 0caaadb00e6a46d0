import { EVENT_SEND_PATH } from '@pcs/domain/contracts/event-send';
import { describe, expect, it } from 'vitest';
import {
  acceptDialog,
  api,
  DESKTOP,
  e2eSkipped,
  MOBILE,
  newPage,
  pageErrors,
  screenshot,
  signIn,
  tokenOf,
  useBrowser,
} from './browser';
import { apiLogin, recipientWithChoiceLeft } from './recipients';

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

describe.skipIf(e2eSkipped)('event sends and the satisfaction survey (issue 14)', () => {
  const browser = useBrowser();

  it('an operator sends an SMS invitation to a group with a preview, and the send history shows it', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, 'demo-opmanager');
    await page.goto('/event/history/send/CLI001/1');
    await page.getByRole('heading', { name: '초대 및 리마인드 발송' }).waitFor();
    await page.getByRole('button', { name: '문자 발송' }).click();
    const dialog = page.getByRole('dialog', { name: '문자 발송 (초대)' });
    await dialog.waitFor();
    // All recipients first: the preview shows the first recipient's own message.
    const body = dialog.getByTestId('send-preview-body');
    await body.waitFor();
    expect(await body.textContent()).toMatch(/님, 선물을 골라 주세요\./);
    expect(await body.textContent()).toContain('/checkDevice');

    const everyone = await dialog.getByText(/발송 대상 [\d,]+명/).textContent();
    await dialog.getByRole('radio', { name: '그룹' }).check();
    await dialog.locator('#send-group').click({ force: true });
    await page.locator('.ant-select-tree-title').first().click();
    await body.waitFor();
    // The count follows the group once its preview arrives (the first group is a part of the company).
    await expect.poll(() => dialog.getByText(/발송 대상 [\d,]+명/).textContent()).not.toBe(everyone);
    const count = await dialog.getByText(/발송 대상 [\d,]+명/).textContent();
    const n = Number(/발송 대상 ([\d,]+)명/.exec(count ?? '')?.[1]?.replace(/,/g, ''));
    expect(n).toBeGreaterThan(0);
    await screenshot(page, 'event-send-1-dialog');

    await dialog.getByRole('button', { name: '발송' }).click();
    expect(await acceptDialog(page)).toContain(`${n}명에게`);
    expect(await acceptDialog(page)).toBe(`${n}명에게 발송을 등록했습니다.`);

    const history = page.getByRole('table').first();
    const firstRow = page.locator('tr.ant-table-row').first();
    await firstRow.getByText('그룹').waitFor();
    expect(await firstRow.textContent()).toContain('문자(SMS/LMS)');
    expect(await history.isVisible()).toBe(true);
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
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('a recipient who applied answers the survey once on mobile, and the operator sees it in /event/evalution', async () => {
    const { userId, eventSn } = await recipientWithChoiceLeft('last');
    await applyOnce(userId, eventSn);

    const { context, page } = await newPage(browser(), MOBILE, true);
    await page.goto('/m/idLogin');
    await signIn(page, userId, '');
    await page.goto(`/m/gift/sati?eventSn=${eventSn}`);
    await page.getByRole('heading', { name: '선물 서비스 만족도 조사' }).waitFor();
    await page.getByRole('button', { name: '제출' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('별점을 선택해 주세요.');
    await page.getByRole('radio', { name: '4점 만족' }).check({ force: true });
    const comment = `e2e 설문 ${Date.now()}`;
    await page.getByLabel('의견 (선택)').fill(comment);
    await screenshot(page, 'event-send-3-survey-mobile');
    await page.getByRole('button', { name: '제출' }).click();
    expect(await acceptDialog(page)).toBe('소중한 의견 감사합니다.');
    await page.getByRole('status').getByText('소중한 의견 감사합니다.').waitFor();
    // Once per event: the server refuses a second answer.
    const again = await api(EVENT_SEND_PATH.satiSave, { eventSn, score: 1 }, await apiLogin(userId));
    expect(again.resultStatus.messageText).toBe('이미 참여한 설문입니다.');
    expect(pageErrors(page)).toEqual([]);
    await context.close();

    const ops = await newPage(browser(), DESKTOP);
    await signIn(ops.page, 'demo-opmanager');
    await ops.page.goto('/event/evalution');
    await ops.page.getByRole('heading', { name: '만족도 평가' }).waitFor();
    const token = await tokenOf('demo-opmanager');
    const detail = await api(EVENT_SEND_PATH.evalutionDetail, { eventSn }, token);
    const eventNm = (detail.resultData as { eventNm: string }).eventNm;
    await ops.page.locator('tr.ant-table-row', { hasText: eventNm }).first().click();
    await ops.page.getByText(comment).waitFor();
    await screenshot(ops.page, 'event-send-4-evalution', true);
    expect(pageErrors(ops.page)).toEqual([]);
    await ops.context.close();
  });

  it('a recipient of an event that is not open yet sees its open time and greeting on /m/prod-ready', async () => {
    const { context, page } = await newPage(browser(), MOBILE, true);
    await page.goto('/m/idLogin');
    await signIn(page, 'demo-employee', '');
    await page.waitForURL('**/m/gift/preview');
    await page.getByRole('link', { name: /신년 맞이 선물/ }).click();
    await page.waitForURL('**/m/prod-ready?eventSn=*');
    await page.getByRole('heading', { name: '선물 준비 중입니다' }).waitFor();
    expect(await page.getByText(/선물 선택은 \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}부터 가능합니다\./).count()).toBe(
      1,
    );
    expect(await page.getByText('새해 복 많이 받으세요. 신년 선물을 준비하고 있습니다.').count()).toBe(1);
    await screenshot(page, 'event-send-5-prod-ready-mobile');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
