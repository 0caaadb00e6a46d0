import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { acceptDialog, api, confirmPhone, expect, screenshot, signIn, test, tokenOf } from './fixtures';

const NEW_PASSWORD = 'Fresh1234!@';
/** Unique per run: a corporate number and phones no demo row has (the server's database lives for the whole suite). */
const RUN = String(Date.now()).slice(-6);
const CORPORATE_NO = `77${RUN}01`;
const EMPLOYEES = [1, 2, 3].map((i) => ({
  userId: `e2e${RUN}-${i}`,
  userNm: ['김하나', '이두리', '박세나'][i - 1] ?? '',
  telNo: `0108${RUN.slice(0, 3)}${RUN.slice(3)}${i}`.slice(0, 11),
}));

/** Picks an option of an Ant Design select (or tree select) opened from the given field. */
async function choose(page: Page, field: ReturnType<Page['getByLabel']>, option: string, search?: string) {
  await field.click();
  if (search) await field.fill(search);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByText(option, { exact: true })
    .click();
}

/** Fills the downloaded import template's data sheet (the first) with the employees, as a person would in Excel. */
async function filledTemplate(templatePath: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const col = (header: string) => headers.indexOf(header);
  EMPLOYEES.forEach((e, i) => {
    const row = sheet.getRow(i + 2);
    row.getCell(col('아이디')).value = e.userId;
    row.getCell(col('이름')).value = e.userNm;
    row.getCell(col('휴대폰번호')).value = e.telNo;
    row.getCell(col('그룹코드')).value = 'E2E01';
    row.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test.describe('company, group and user management', () => {
  test('an operator creates a company, adds a group, imports three employees from the template, approves a sign-up; an imported employee signs in through the first-login flow', async ({
    page,
    open,
  }) => {
    await signIn(page, 'demo-admin');

    // The section root sends an operator admin to the company list (spec §2).
    await page.goto('/company');
    await expect(page).toHaveURL(/\/company\/list$/);
    await expect(page.getByRole('region', { name: '회사 목록' }).getByText('총')).toBeVisible();
    await screenshot(page, 'org-company-list');

    // Create a company; the form checks the corporate number before sending.
    await page.getByRole('button', { name: '회사 등록' }).click();
    await expect(page).toHaveURL(/\/company\/save$/);
    const cmpyNm = `이투이상사${RUN}`;
    const companyForm = page.getByRole('form', { name: '회사 등록' });
    await companyForm.getByLabel('회사명', { exact: true }).fill(cmpyNm);
    await choose(page, companyForm.getByLabel('회사유형', { exact: true }), '고객사');
    await companyForm.getByLabel('사업자등록번호', { exact: true }).fill('123-45');
    await companyForm.getByLabel('담당자명', { exact: true }).fill('정담당');
    await companyForm.getByLabel('담당자 휴대폰', { exact: true }).fill('010-2222-3333');
    await companyForm.getByLabel('담당자 이메일', { exact: true }).fill('manager@e2e.example');
    await companyForm.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('사업자등록번호 10자리를 입력해주세요.')).toBeVisible();
    await companyForm
      .getByLabel('사업자등록번호', { exact: true })
      .fill(`${CORPORATE_NO.slice(0, 3)}-${CORPORATE_NO.slice(3, 5)}-${CORPORATE_NO.slice(5)}`);
    await screenshot(page, 'org-company-save');
    await companyForm.getByRole('button', { name: '저장' }).click();
    expect(await acceptDialog(page)).toBe('저장하시겠습니까?');
    expect(await acceptDialog(page)).toBe('저장되었습니다.');
    await expect(page).toHaveURL(/\/company\/detail\/[^/]+\/0$/);
    const cmpyCd = decodeURIComponent(new URL(page.url()).pathname.split('/')[3] ?? '');
    await expect(page.getByText(cmpyNm).first()).toBeVisible();
    await expect(
      page.getByText(`${CORPORATE_NO.slice(0, 3)}-${CORPORATE_NO.slice(3, 5)}-${CORPORATE_NO.slice(5)}`),
    ).toBeVisible();
    await screenshot(page, 'org-company-detail');

    // Add a group to it.
    await page.goto(`/company/manageGroup/save?cmpyCd=${encodeURIComponent(cmpyCd)}`);
    const groupForm = page.getByRole('form', { name: '그룹 등록' });
    await groupForm.getByLabel('그룹코드', { exact: true }).fill('E2E01');
    await groupForm.getByLabel('그룹명', { exact: true }).fill('신규입사팀');
    await choose(page, groupForm.getByLabel('그룹유형', { exact: true }), '팀');
    await groupForm.getByRole('button', { name: '저장' }).click();
    expect(await acceptDialog(page)).toBe('저장하시겠습니까?');
    expect(await acceptDialog(page)).toBe('저장되었습니다.');
    await expect(page).toHaveURL(
      (url) => decodeURIComponent(url.pathname) === `/company/manageGroup/detail/${cmpyCd}/E2E01`,
    );
    await expect(page.getByText('신규입사팀').first()).toBeVisible();

    // Download the company's employee template, fill three rows, upload it.
    await page.goto(`/user/list?cmpyCdList=${encodeURIComponent(cmpyCd)}`);
    await page.getByRole('button', { name: '임직원 엑셀 등록' }).click();
    const dialog = page.getByRole('dialog', { name: '임직원 엑셀 등록' });
    await expect(dialog).toBeVisible();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: '양식 다운로드' }).click();
    const template = await downloading;
    expect(template.suggestedFilename()).toMatch(/^사용자_등록양식_\d{8}\.xlsx$/);
    const file = await filledTemplate(await template.path());
    await dialog.locator('input[type=file]').setInputFiles({
      name: '임직원.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await dialog.getByRole('button', { name: '업로드' }).click();
    await expect(dialog.getByText('3건을 등록했습니다.')).toBeVisible();
    await screenshot(page, 'org-user-import-done');
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: '닫기' }).click();
    const list = page.getByRole('region', { name: '사용자 목록' });
    for (const e of EMPLOYEES) await expect(list.getByText(e.userId)).toBeVisible();
    await screenshot(page, 'org-user-list');

    // Approve the pending sign-up that named its company in free text: the operator picks the company.
    await page.goto('/user/list?signStatCd=02');
    const row = page.getByRole('row').filter({ hasText: 'hope-signup' });
    await row.getByRole('button', { name: '승인' }).click();
    const approve = page.getByRole('dialog', { name: '회원가입 승인' });
    await choose(page, approve.getByLabel('소속 회사'), cmpyNm, cmpyNm);
    await screenshot(page, 'org-user-approve');
    await approve.getByRole('button', { name: '승인' }).click();
    expect(await acceptDialog(page)).toBe('승인되었습니다.');
    await expect(page.getByRole('row').filter({ hasText: 'hope-signup' })).toHaveCount(0);

    // An imported employee has no password: phone login, then the first-login form sets one.
    const employee = EMPLOYEES[0]!;
    const first = await open('desktop');
    await first.page.goto('/login');
    await first.page.getByRole('tab', { name: '휴대폰 로그인' }).click();
    await confirmPhone(first.page, employee.telNo, false);
    await expect(first.page).toHaveURL(/\/firstLoginForm$/);
    await expect(first.page.getByText(/휴대폰 번호 인증이 완료되었습니다/)).toBeVisible();
    await first.page.getByLabel('새 비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await first.page.getByLabel('새 비밀번호 확인').fill(NEW_PASSWORD);
    await first.page.getByRole('button', { name: '저장하고 시작하기' }).click();
    expect(await acceptDialog(first.page)).toBe('최초 로그인 정보가 저장되었습니다.');
    await expect(first.page).toHaveURL(/\/gift\/list$/);
    const again = await api('/v1/ebmp/login.json', { userId: employee.userId, password: NEW_PASSWORD });
    expect((again.resultData as { firstLoginYn: string }).firstLoginYn).toBe('N');
  });

  test("a client manager edits an employee of their company and cannot open another company's records", async ({
    page,
  }) => {
    const admin = await tokenOf('demo-admin');
    const foreign = await api(
      '/v1/ebmp/pcs/manage/user/list.json',
      { cmpyCdList: ['CLI002'], pageSize: 1 },
      admin,
    );
    const foreignUser = (foreign.resultData as { list: { unqUserId: string }[] }).list[0]!;

    await signIn(page, 'demo-client');
    await page.goto('/user');
    await expect(page).toHaveURL(/\/user\/clientManage\/list$/);
    await page.getByLabel('이름/아이디/휴대폰').fill('emp0050');
    await page.getByRole('button', { name: '조회' }).click();
    await expect(page).toHaveURL(/\/user\/clientManage\/list\?searchText=emp0050$/);
    const list = page.getByRole('region', { name: '임직원 목록' });
    await list.getByRole('link', { name: 'emp0050' }).click();
    await expect(page).toHaveURL(/\/user\/clientManage\/detail\/[^/]+\/user$/);
    await page.getByRole('button', { name: '수정' }).click();
    await page.getByLabel('사번').fill(`HB-${RUN}`);
    await page.getByLabel('휴대폰번호').fill('0101234');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('휴대폰 번호를 정확히 입력해주세요.')).toBeVisible();
    await page.getByLabel('휴대폰번호').fill('010-5050-5050');
    await page.getByRole('button', { name: '저장' }).click();
    expect(await acceptDialog(page)).toBe('저장하시겠습니까?');
    expect(await acceptDialog(page)).toBe('저장되었습니다.');
    await expect(page.getByText(`HB-${RUN}`)).toBeVisible();
    await expect(page.getByText('010-5050-5050')).toBeVisible();
    await screenshot(page, 'org-client-user-detail');

    // Another company's group and user: the API refuses, the screen shows nothing of them.
    await page.goto('/company/clientManageGroup/detail/CLI002/G01');
    expect(await acceptDialog(page)).toBe('조회권한이 없습니다.');
    await expect(page.getByText('그룹 정보를 찾을 수 없습니다.')).toBeVisible();
    await page.goto(`/user/clientManage/detail/${foreignUser.unqUserId}/user`);
    expect(['조회권한이 없습니다.', '사용자 정보를 찾을 수 없습니다.']).toContain(await acceptDialog(page));
    await expect(page.getByText('사용자 정보를 찾을 수 없습니다.')).toBeVisible();
    // The operators' company screens are not on the client manager's menu (spec §6 menu access).
    await page.goto('/company/list');
    expect(await acceptDialog(page)).toBe('접근권한이 없는 메뉴 접근입니다.');
    expect(new URL(page.url()).pathname).not.toBe('/company/list');
    await page.goto('/company/clientManageGroup/list');
    await expect(page.getByRole('region', { name: '그룹 목록' }).getByText('총')).toBeVisible();
    await screenshot(page, 'org-client-group-list');
  });
});
