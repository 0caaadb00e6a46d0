import { addDays, formatYmd, kstToday } from '@pcs/domain';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { acceptDialog, confirmPhone, expect, mailbox, screenshot, signIn, test } from './fixtures';

/** Unique per run: the server's database lives for the whole suite. */
const RUN = String(Date.now()).slice(-6);
const RULE_NM = `생일 선물 ${RUN}`;
const EMPLOYEE = {
  userId: `occ${RUN}`,
  userNm: '한생일',
  telNo: `0107${RUN}1`.slice(0, 11),
};
const NEW_PASSWORD = 'Birthday1234!@';
const ADDRESS = { name: '한생일', phone: '01044445555' };

/** Picks an option of an Ant Design select opened from the given field. */
async function choose(page: Page, field: ReturnType<Page['getByLabel']>, option: string | RegExp) {
  await field.click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByText(option, { exact: typeof option === 'string' })
    .first()
    .click();
}

/** The operator's employee template with one row: the employee, born 30 years before the day three days ahead. */
async function filledTemplate(templatePath: string, birthDt: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const col = (header: string) => {
    const at = headers.indexOf(header);
    if (at < 1) throw new Error(`the template has no column ${header}`);
    return at;
  };
  const row = sheet.getRow(2);
  row.getCell(col('아이디')).value = EMPLOYEE.userId;
  row.getCell(col('이름')).value = EMPLOYEE.userNm;
  row.getCell(col('휴대폰번호')).value = EMPLOYEE.telNo;
  row.getCell(col('그룹코드')).value = 'G01';
  row.getCell(col('생년월일')).value = formatYmd(birthDt, '-');
  row.getCell(col('입사일')).value = '2019-03-04';
  row.commit();
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Occasions that send themselves (decision 036), the whole way: a client manager sets a birthday rule (three days
 * before, approval first), the operator imports an employee whose birthday is in three days, the employee appears in
 * the client manager's upcoming list waiting for approval, the approval lets the engine's clock send it, and the
 * employee claims the gift on a phone through the existing journey; the list then says it was chosen.
 */
test.describe('occasions: a birthday rule to a gift claimed on a phone', () => {
  test('a client manager sets a birthday rule, an imported employee appears in upcoming, the clock sends it, the employee claims it on a phone', async ({
    page,
    open,
  }) => {
    const today = kstToday(new Date());
    const birthday = addDays(today, 3);
    const birthDt = `${Number(birthday.slice(0, 4)) - 30}${birthday.slice(4)}`;

    // 1. The client manager of 미래 (CLI003, no rules yet) sets the rule.
    const manager = { page };
    await signIn(manager.page, 'mirae-hr');
    await manager.page.goto('/occasion/list');
    await manager.page.getByRole('button', { name: '규칙 등록' }).click();
    await expect(manager.page).toHaveURL(/\/occasion\/save\/CLI003\/0$/);
    const form = manager.page.getByRole('form', { name: '경조사 규칙 등록' });
    await form.getByRole('button', { name: '저장' }).click();
    await expect(form.getByText('규칙 이름을 입력해주세요.').first()).toBeVisible();
    await acceptDialog(manager.page).catch(() => '');
    await form.getByLabel('규칙 이름', { exact: true }).fill(RULE_NM);
    await choose(manager.page, form.getByLabel('경조사 유형', { exact: true }), '생일');
    await choose(manager.page, form.getByLabel('선물 테마', { exact: true }), /^생일 \(상품/);
    await form.getByLabel('1인당 예산 (원)', { exact: true }).fill('300000');
    await form.getByText('N일 전', { exact: true }).click();
    await form.getByLabel('며칠', { exact: true }).fill('3');
    // Midnight of the send day has passed whenever the suite runs, so the gift is due the moment it is approved.
    const time = form.getByLabel('발송 시각 (한국 시간)', { exact: true });
    await time.click();
    await time.fill('00:00');
    await time.press('Tab');
    await form.getByText('휴일에도 그대로 발송', { exact: true }).click();
    await form.getByRole('switch', { name: '승인 후 발송' }).click();
    await form.getByText('문자(SMS/LMS)', { exact: true }).click();
    await screenshot(manager.page, 'occasion-rule-save', true);
    await form.getByRole('button', { name: '저장' }).click();
    expect(await acceptDialog(manager.page)).toBe(
      '저장하시겠습니까? 아직 발송되지 않은 선물에는 바로 적용됩니다.',
    );
    expect(await acceptDialog(manager.page)).toBe('저장되었습니다.');
    await expect(manager.page).toHaveURL(/\/occasion\/list$/);
    const ruleRow = manager.page.getByRole('row').filter({ hasText: RULE_NM });
    await expect(ruleRow.getByText('3일 전 00:00')).toBeVisible();
    await screenshot(manager.page, 'occasion-rule-list');

    // 2. The operator imports the employee, birthday in three days.
    const operator = await open('desktop');
    await signIn(operator.page, 'demo-admin');
    await operator.page.goto('/user/list?cmpyCdList=CLI003');
    await operator.page.getByRole('button', { name: '임직원 엑셀 등록' }).click();
    const dialog = operator.page.getByRole('dialog', { name: '임직원 엑셀 등록' });
    // The window fully in place first: a wait that fails then says whether the window or the download was missing.
    await expect(dialog).toBeVisible();
    const downloading = operator.page.waitForEvent('download');
    await dialog.getByRole('button', { name: '양식 다운로드' }).click();
    const file = await filledTemplate(await (await downloading).path(), birthDt);
    await dialog.locator('input[type=file]').setInputFiles({
      name: '미래_임직원.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await dialog.getByRole('button', { name: '업로드' }).click();
    await expect(dialog.getByText(/1건을 등록했습니다/)).toBeVisible();

    // 3. The client manager sees the employee waiting for approval in the upcoming list and approves.
    await manager.page.goto('/occasion/upcoming');
    const list = manager.page.getByRole('region', { name: '경조사 예정 목록' });
    const row = list.getByRole('row').filter({ hasText: RULE_NM }).filter({ hasText: EMPLOYEE.userNm });
    await expect(row.getByText('승인 대기', { exact: true })).toBeVisible();
    // A client manager never sees the birth year.
    await expect(row).not.toContainText(birthDt.slice(0, 4));
    await screenshot(manager.page, 'occasion-upcoming-waiting');
    await row.getByRole('button', { name: '승인' }).click();
    // A 300,000원 birthday gift passes the 100,000원 a year of 창립기념일·생일 gifts (decision 051): the approval
    // warns with the VAT it adds before it goes on.
    const warning = await acceptDialog(manager.page);
    expect(warning).toContain(`· ${EMPLOYEE.userNm}: `);
    expect(warning).toContain('초과 200,000원, 추가 부가세 20,000원');
    expect(warning).toMatch(/그래도 발송하시겠습니까\?$/);
    expect(await acceptDialog(manager.page)).toBe('1건을 승인했습니다.');

    // 4. The engine's clock (every second in this suite) sends it: the row says 발송 완료, the SMS is queued.
    await expect
      .poll(
        async () => {
          await manager.page.reload();
          return (await row.textContent()) ?? '';
        },
        { timeout: 30_000, intervals: [1500] },
      )
      .toContain('발송 완료');
    await expect(row).toContainText('미선택');
    // The SMS went through the outbox with the occasion's default text.
    await expect
      .poll(async () => (await mailbox(EMPLOYEE.telNo)).join('\n'), { timeout: 15_000 })
      .toContain(`${EMPLOYEE.userNm}님, 생일을 진심으로 축하합니다.`);

    // 5. The employee claims it on a phone. Imported, they have no password yet: the phone login (a number sent to
    // their phone) and the first-login form set one, then the mobile gift screens.
    const phone = await open('phone');
    await phone.page.goto('/m/login');
    await phone.page.getByRole('link', { name: '휴대폰 번호로 로그인' }).click();
    await expect(phone.page).toHaveURL(/\/m\/idLogin\?by=phone$/);
    await confirmPhone(phone.page, EMPLOYEE.telNo, false);
    await expect(phone.page).toHaveURL(/\/m\/firstLoginForm$/);
    // The phone login confirmed the phone: the form asks for no second number.
    await expect(phone.page.getByText(/휴대폰 번호 인증이 완료되었습니다/)).toBeVisible();
    await phone.page.getByLabel('새 비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await phone.page.getByLabel('새 비밀번호 확인').fill(NEW_PASSWORD);
    await phone.page.getByRole('button', { name: '저장하고 시작하기' }).click();
    expect(await acceptDialog(phone.page)).toBe('최초 로그인 정보가 저장되었습니다.');
    await expect(phone.page).toHaveURL(/\/m\/gift\/preview$/);
    const eventCard = phone.page.getByRole('link', { name: new RegExp(RULE_NM) });
    await expect(eventCard).toBeVisible();
    await screenshot(phone.page, 'occasion-mobile-preview');
    await eventCard.click();
    await expect(phone.page).toHaveURL(/\/m\/gift\/list\/\d+$/);
    const gift = phone.page.locator('a[href^="/m/gift/detail/"]').filter({ hasNotText: '품절' }).first();
    await gift.click();
    await expect(phone.page.getByRole('heading', { name: '상품 상세정보' })).toBeVisible();
    for (const select of await phone.page.locator('select[id^="gift-option-"]').all()) {
      const value = await select.locator('option:not([disabled])').first().getAttribute('value');
      await select.selectOption(value as string);
    }
    await phone.page.getByRole('button', { name: '선물 선택하기' }).click();
    await expect(phone.page).toHaveURL(/\/m\/gift\/giftSelect\/apply\/\d+$/);
    await expect(phone.page.getByRole('heading', { name: '배송 정보 입력' })).toBeVisible();
    await phone.page.getByLabel('받는 분').fill(ADDRESS.name);
    await phone.page.getByLabel('휴대폰번호').fill(ADDRESS.phone);
    await phone.page.getByLabel('우편번호').fill('13494');
    await phone.page
      .getByRole('textbox', { name: '주소', exact: true })
      .fill('경기도 성남시 분당구 판교역로 235');
    await phone.page.getByLabel('상세주소').fill('에이치스퀘어 N동 7층');
    await screenshot(phone.page, 'occasion-mobile-apply');
    await phone.page.getByRole('button', { name: '신청하기' }).click();
    expect(await acceptDialog(phone.page)).toBe('선물을 신청하시겠습니까?');
    await expect(phone.page.getByRole('heading', { name: '선물 신청이 완료되었습니다.' })).toBeVisible();
    await screenshot(phone.page, 'occasion-mobile-done');

    // 6. The upcoming list says the gift was chosen.
    await manager.page.reload();
    await expect(row.getByText('선택 완료')).toBeVisible();
    await screenshot(manager.page, 'occasion-upcoming-claimed');
  });
});
