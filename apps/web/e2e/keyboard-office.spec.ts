import { API_PATH } from '@pcs/domain';
import type { Page } from '@playwright/test';
import { api, DEMO_PASSWORD, expect, screenshot, test, tokenOf } from './fixtures';
import { type Focused, focused, named, press, retype, tabTo } from './keyboard';

/**
 * The back office by keyboard only (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7): Tab, Shift+Tab, Enter, Space, Escape and
 * typing, never a click or a fill. Every element Tab reaches shows a focus indicator; rows open by Enter; a date
 * range is typed; a confirm is answered by keyboard; dialogs keep focus inside and give it back to their opener.
 */

const inDialog = (name: string) => (f: Focused | null) => f?.inDialog === name;

/** The app's confirm or alert with this text: its 확인 has focus; Enter answers it. */
async function answer(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: text });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focused(page).then((f) => f?.name)).toBe('확인');
  const labelledBy = await dialog.getAttribute('aria-labelledby');
  await page.keyboard.press('Enter');
  await expect(page.locator(`[aria-labelledby="${labelledBy}"]`)).toHaveCount(0);
}

/** Tab and Shift+Tab several times around an open dialog: focus never leaves it and is always visible. */
async function staysInside(page: Page, name: string, presses: number): Promise<void> {
  for (const key of [...Array(presses).fill('Tab'), ...Array(presses).fill('Shift+Tab')] as string[]) {
    const now = await press(page, key);
    expect(inDialog(name)(now), `${key} stays in ${name}: ${now?.tag} "${now?.name}"`).toBe(true);
  }
}

test.describe('the back office by keyboard only', () => {
  test('desktop admin: a company found and opened by Enter, edited and saved; a date range typed; rows, cards and dialogs by keyboard', async ({
    page,
  }) => {
    // A company of this test's own, so that saving changes nobody else's demo data.
    const stamp = String(Date.now()).slice(-8);
    const cmpyNm = `키보드상사${stamp}`;
    const created = await api(
      API_PATH.companyCreate,
      {
        cmpyNm,
        cmpyTypeCd: '02',
        corporateRegNo: `57${stamp}`,
        managerNm: '김키보',
        managerTelNo: '01055556666',
        managerEmail: 'keyboard@e2e.example',
      },
      await tokenOf('demo-admin'),
    );
    expect(created.resultStatus.messageCode).toBe('2000');

    await page.goto('/login');
    await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
    await tabTo(page, named('아이디'));
    await page.keyboard.type('demo-admin');
    expect((await press(page, 'Tab'))?.name).toBe('비밀번호');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    // The operator's home, reached by a full load of the whole app from the login's light entry: going elsewhere
    // before it arrives would cut that load short.
    await expect(page).toHaveURL(/\/dashBoard\/etners$/);
    await page.waitForLoadState();

    // The company list: the name typed into the filter, 조회 by Enter, the row opened by Enter.
    await page.goto('/company/list');
    await expect(page.getByRole('region', { name: '회사 목록' })).toBeVisible();
    await tabTo(page, named('회사명/코드'));
    await page.keyboard.type(cmpyNm);
    await tabTo(page, named('조회'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/searchText=/);
    // The company's name in its row is the link to its detail.
    await tabTo(page, (f) => f.tag === 'a' && f.name === cmpyNm);
    await screenshot(page, 'keyboard-office-1-company-row');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/company\/detail\/[^/]+\/0$/);

    // 수정, a field changed, 저장 and its confirm by keyboard; the detail shows the new manager.
    await tabTo(page, named('수정'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('form', { name: '회사 수정' })).toBeVisible();
    await tabTo(page, named('담당자명'));
    await retype(page, '박키보');
    await tabTo(page, named('저장'));
    await page.keyboard.press('Enter');
    await answer(page, '저장하시겠습니까?');
    await answer(page, '저장되었습니다.');
    await expect(page).toHaveURL(/\/company\/detail\/[^/]+\/0$/);
    await expect(page.getByText('박키보')).toBeVisible();

    // A theme row (its own table, not ListTable) opens its dialog by Enter; Escape gives focus back to the row.
    await page.goto('/event/theme');
    await expect(page.getByRole('heading', { name: '테마 관리' })).toBeVisible();
    const theme = await tabTo(page, (f) => f.tag === 'tr' && f.name.length > 0);
    await page.keyboard.press('Enter');
    const themeDialog = page.getByRole('dialog', { name: '테마 수정' });
    await expect(themeDialog).toBeVisible();
    await expect.poll(() => focused(page).then(inDialog('테마 수정'))).toBe(true);
    await staysInside(page, '테마 수정', 8);
    await page.keyboard.press('Escape');
    await expect(themeDialog).toBeHidden();
    await expect.poll(() => focused(page).then((f) => f?.name)).toBe(theme.name);

    // A message card (a clickable card) opens by Space too.
    await page.goto('/event/card');
    await expect(page.getByRole('heading', { name: '메시지 카드' })).toBeVisible();
    const card = await tabTo(page, (f) => / 수정$/.test(f.name) && f.tag === 'div');
    await page.keyboard.press('Space');
    const cardDialog = page.getByRole('dialog', { name: '카드 수정' });
    await expect(cardDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cardDialog).toBeHidden();
    await expect.poll(() => focused(page).then((f) => f?.name)).toBe(card.name);

    // A period typed into the RangePicker (start, Enter, end, Enter), then 조회: the list asks for that range.
    await page.goto('/user/list');
    await expect(page.getByRole('region', { name: '사용자 목록' })).toBeVisible();
    await tabTo(page, named('가입일'));
    await page.keyboard.type('2026.01.01');
    await page.keyboard.press('Enter');
    await page.keyboard.type('2026.12.31');
    await page.keyboard.press('Enter');
    await tabTo(page, named('조회'));
    await screenshot(page, 'keyboard-office-2-period');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/frstRgstDtStart=20260101/);
    expect(page.url()).toContain('frstRgstDtEnd=20261231');

    // The employees' Excel upload pop-up (taken off the page on close): focus stays inside, Escape returns it.
    await tabTo(page, named('임직원 엑셀 등록'));
    await page.keyboard.press('Enter');
    const upload = page.getByRole('dialog', { name: '임직원 엑셀 등록' });
    await expect(upload).toBeVisible();
    await expect.poll(() => focused(page).then(inDialog('임직원 엑셀 등록'))).toBe(true);
    await staysInside(page, '임직원 엑셀 등록', 10);
    await screenshot(page, 'keyboard-office-3-upload');
    await page.keyboard.press('Escape');
    await expect(upload).toHaveCount(0);
    const back = await focused(page);
    expect(back?.name).toBe('임직원 엑셀 등록');
    expect(back?.visible).toBe(true);

    // A user row of the list (ListTable) opens its detail by Enter.
    await tabTo(page, (f) => f.tag === 'tr' && f.name.length > 0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user\/.*detail/);
  });
});
