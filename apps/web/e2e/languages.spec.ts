import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PATH, EVENT_SEND_PATH, USER_IMPORT_COLUMNS, USER_IMPORT_SHEET } from '@pcs/domain';
import ExcelJS from 'exceljs';
import { api, baseURL, expect, lastCode, received, screenshot, submitLogin, test, tokenOf } from './fixtures';
import { runningEventFor } from './recipients';

/**
 * The recipient's journey in their language (decision 055): an employee imported with 선호 언어 vi gets the
 * invitation in Vietnamese, opens it on a phone, signs in, chooses, applies and reads the order history in
 * Vietnamese; switching to 한국어 brings every text back to the spec's.
 */
const COMPANY = 'CLI001';
const RUN = String(Date.now()).slice(-6);
const EMPLOYEE = { userId: `vi${RUN}`, userNm: 'Nguyen Van An', telNo: `0107${RUN}1`.slice(0, 11) };
const EVENT = `설 선물 다국어 ${RUN}`;
const NEW_PASSWORD = 'Xin1234!@chao';

/** The texts of a language's catalogue of an area, by id, as the build compiles them. */
function catalogue(language: string, area: string): Map<string, string> {
  const file = path.join(process.cwd(), 'apps/web/src/locales', language, `${area}.po`);
  const entries = new Map<string, string>();
  for (const [, id, text] of readFileSync(file, 'utf8').matchAll(/^msgid (".*")\nmsgstr (".*")$/gm))
    entries.set(JSON.parse(id ?? '""') as string, JSON.parse(text ?? '""') as string);
  return entries;
}
/** A Vietnamese text by its id ('gift.apply.title'); values filled as ICU placeholders. */
function vi(id: string, values: Record<string, string> = {}): string {
  const text = catalogue('vi', id.split('.')[0] ?? '').get(id);
  if (!text) throw new Error(`no Vietnamese text ${id}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

async function importEmployee(admin: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(USER_IMPORT_SHEET);
  sheet.addRow(USER_IMPORT_COLUMNS.map((c) => c.header));
  const values: Record<string, string> = { ...EMPLOYEE, preferredLanguage: 'vi' };
  sheet.addRow(USER_IMPORT_COLUMNS.map((c) => values[c.key] ?? null));
  const form = new FormData();
  form.append('file', new Blob([await workbook.xlsx.writeBuffer()]), 'nhan-vien.xlsx');
  const res = await fetch(`${baseURL()}${API_PATH.userExcelUpload}?cmpyCd=${COMPANY}&sendNoticeYn=N`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: form,
  });
  const reply = (await res.json()) as { resultStatus: { messageCode: string; messageText?: string } };
  expect(reply.resultStatus.messageCode, reply.resultStatus.messageText).toBe('2000');
  const list = await api(API_PATH.userList, { searchText: EMPLOYEE.userId, cmpyCdList: [COMPANY] }, admin);
  const row = (list.resultData as { list: { unqUserId: string; userId: string }[] }).list.find(
    (u) => u.userId === EMPLOYEE.userId,
  );
  if (!row) throw new Error('the imported employee is not listed');
  return row.unqUserId;
}

test('an employee imported with 선호 언어 vi goes through the journey in Vietnamese, then back in Korean', async ({
  open,
}) => {
  const admin = await tokenOf('demo-admin');
  const unqUserId = await importEmployee(admin);
  const eventSn = await runningEventFor(admin, {
    cmpyCd: COMPANY,
    eventNm: EVENT,
    budgetAmt: 100_000,
    eventPrice: 30_000,
    unqUserIds: [unqUserId],
  });
  const sent = await api(
    EVENT_SEND_PATH.send,
    {
      eventSn,
      kind: 'INVITE',
      channel: 'ALIMTALK',
      target: 'USERS',
      unqUserIds: [unqUserId],
      requestKey: `vi-${RUN}`,
    },
    admin,
  );
  expect(sent.resultStatus.messageCode, sent.resultStatus.messageText).toBe('2000');

  // The invitation: in Vietnamese, by SMS (the Kakao templates are Korean), with the person's own link.
  const invitation = await received(EMPLOYEE.telNo, 'thân mến, mời bạn chọn quà.');
  expect(invitation).toContain(`${EMPLOYEE.userNm} thân mến, mời bạn chọn quà.`);
  expect(invitation).toContain(`ID: ${EMPLOYEE.userId}`);
  expect(invitation).not.toMatch(/선물을 골라 주세요|바로가기/);
  const link = /https?:\/\/\S+\/i\/[0-9a-f]{32}/.exec(invitation)?.[0];
  expect(link, invitation).toBeTruthy();

  // The link opens the phone's login in Vietnamese before anyone signs in.
  const { page } = await open('phone');
  await page.goto(new URL(link!).pathname);
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('link', { name: vi('account.login.byPhone') })).toBeVisible();
  await screenshot(page, 'languages-1-login-vi');

  // Phone login: the auth number arrives in Vietnamese too.
  await page.getByRole('link', { name: vi('account.login.byPhone') }).click();
  await page.getByRole('textbox', { name: vi('account.auth.phone'), exact: true }).fill(EMPLOYEE.telNo);
  await page.getByRole('button', { name: vi('account.auth.send') }).click();
  const dialog = page.getByTestId('dialog');
  await expect(dialog.locator('p')).toHaveText(vi('account.msg.authNumberSent'));
  await dialog.getByRole('button', { name: vi('common.ok') }).click();
  await received(EMPLOYEE.telNo, 'Vui lòng nhập mã');
  await page
    .getByRole('textbox', { name: vi('account.auth.code'), exact: true })
    .fill(await lastCode(EMPLOYEE.telNo));
  await page.getByRole('button', { name: vi('account.auth.confirm'), exact: true }).click();

  // The first login sets a password, in Vietnamese.
  await expect(page).toHaveURL(/firstLoginForm$/);
  await page.getByLabel(vi('account.password.new'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(vi('account.password.newConfirm'), { exact: true }).fill(NEW_PASSWORD);
  await screenshot(page, 'languages-2-first-login-vi');
  await page.getByRole('button', { name: vi('account.firstLogin.submit') }).click();
  await expect(dialog.locator('p')).toHaveText(vi('account.dialog.firstLoginSaved'));
  await dialog.getByRole('button', { name: vi('common.ok') }).click();
  await expect(page).toHaveURL(/\/m\/gift\//);

  // Choose and apply.
  await page.goto(`/m/gift/list/${eventSn}`);
  const menu = page.getByRole('navigation', { name: vi('common.mobileMenu') });
  await expect(menu.getByRole('link', { name: vi('common.tab.gift') })).toBeVisible();
  await screenshot(page, 'languages-3-list-vi');
  await page.locator(`a[href^="/m/gift/detail/"]`).first().click();
  await expect(page.getByRole('heading', { name: vi('gift.detail.heading') })).toBeVisible();
  for (const select of await page.locator('select[id^="gift-option-"]').all()) {
    const value = await select.evaluate(
      (el) => [...(el as HTMLSelectElement).options].find((o) => o.value && !o.disabled)?.value ?? '',
    );
    await select.selectOption(value);
  }
  await screenshot(page, 'languages-4-detail-vi');
  await page.getByRole('button', { name: vi('gift.detail.select') }).click();
  await expect(page).toHaveURL(/\/m\/gift\/giftSelect\/apply\/\d+$/);
  await expect(page.getByRole('heading', { name: vi('gift.apply.title') })).toBeVisible();
  await page.getByLabel(vi('common.address.receiverNm')).fill(EMPLOYEE.userNm);
  await page.getByLabel(vi('common.address.telNo')).fill('01055556666');
  await page.getByLabel(vi('common.address.zipCd')).fill('06236');
  await page
    .getByRole('textbox', { name: vi('common.address.addr'), exact: true })
    .fill('서울특별시 강남구 테헤란로 152');
  await page.getByLabel(vi('common.address.addrDtl')).fill('12층');
  await screenshot(page, 'languages-5-apply-vi');
  await page.getByRole('button', { name: vi('gift.apply.submit') }).click();
  await expect(dialog.locator('p')).toHaveText(vi('gift.dialog.applyConfirm'));
  await dialog.getByRole('button', { name: vi('common.ok') }).click();

  // The order history, in Vietnamese.
  await expect(page).toHaveURL(/\/m\/gift\/giftSelect\/orderHistory\/\d+\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { name: vi('gift.history.done') })).toBeVisible();
  await expect(page.getByRole('link', { name: vi('gift.history.toHome') })).toBeVisible();
  await screenshot(page, 'languages-6-history-vi');

  // On a desktop the same person's orders (주문·배송 조회, the phone's screen in the recipient layout) come in their
  // language after sign-in: no text of the Korean catalogue is left (names of goods and addresses are data).
  const desktop = (await open('desktop')).page;
  await desktop.goto('/login');
  await submitLogin(desktop, EMPLOYEE.userId, NEW_PASSWORD);
  await desktop.waitForURL(/\/gift\//);
  await expect(desktop.locator('html')).toHaveAttribute('lang', 'vi');
  await desktop.goto('/delivery/order');
  await expect(desktop.getByRole('heading', { name: vi('delivery.list.titleDesktop') })).toBeVisible();
  // The order just placed is listed (its link opens the detail).
  await expect(desktop.locator('a[href^="/delivery/order/"]').first()).toBeVisible();
  const shown = await desktop.locator('body').innerText();
  const korean = ['common', 'delivery'].flatMap((area) =>
    [...catalogue('ko', area).values()].filter(
      (text) => /[가-힣]/.test(text) && text.length >= 4 && !/[{}]/.test(text),
    ),
  );
  expect(korean.filter((text) => shown.includes(text))).toEqual([]);
  await screenshot(desktop, 'languages-6b-orders-desktop-vi');

  // 한국어 on the switcher: the spec's texts again, and the person keeps the choice for their messages.
  await page.getByRole('combobox', { name: vi('common.language') }).selectOption('ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { name: '선물 신청이 완료되었습니다.' })).toBeVisible();
  await expect(page.getByRole('link', { name: '목록으로' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: '모바일 메뉴' });
  for (const label of ['선물', '장바구니', '주문/배송', '고객센터', '마이페이지'])
    await expect(tabs.getByRole('link', { name: label, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await screenshot(page, 'languages-7-history-ko');
  await expect
    .poll(async () => {
      const login = await api('/v1/ebmp/login.json', { userId: EMPLOYEE.userId, password: NEW_PASSWORD });
      return (login.resultData as { preferredLanguage?: string | null }).preferredLanguage;
    })
    .toBe('ko');
});
