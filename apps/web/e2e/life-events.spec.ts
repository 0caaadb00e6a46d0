import { addDays, formatYmd, kstToday } from '@pcs/domain';
import { acceptDialog, expect, screenshot, signIn, test } from './fixtures';

/**
 * HR life events (decision 036): an employee asks for one on the phone (/m/myPage/lifeEvents), the client manager
 * rejects it with a reason on /occasion/lifeEvents, the employee reads the reason on the desktop my page; the client
 * manager registers one on the employee's detail and deletes it again.
 */
test.describe('life events: my page requests and their decision', () => {
  // Within the request window, and a type the demo employee has not asked for.
  const day = addDays(kstToday(new Date()), -3);

  test('an employee asks on a phone, the client manager rejects with a reason, the employee reads it', async ({
    page,
    open,
  }) => {
    const phone = await open('phone');
    await signIn(phone.page, 'demo-employee', '/m/idLogin');
    await phone.page.goto('/m/myPage/detail');
    await phone.page.getByRole('link', { name: '경조사 신청' }).click();
    await expect(phone.page).toHaveURL(/\/m\/myPage\/lifeEvents$/);
    const form = phone.page.getByRole('form', { name: '경조사 신청서' });
    await form.getByRole('button', { name: '신청하기' }).click();
    await expect(form.getByText('경조사 유형을 선택해주세요.')).toBeVisible();
    await form.getByLabel('경조사', { exact: true }).selectOption('CHILDBIRTH');
    await form.getByLabel('일자').fill(formatYmd(day, '-'));
    await form.getByLabel('메모 (선택)').fill('둘째가 태어났습니다.');
    await form.getByRole('button', { name: '신청하기' }).click();
    expect(await acceptDialog(phone.page)).toBe('경조사를 신청하시겠습니까?');
    expect(await acceptDialog(phone.page)).toBe('신청했습니다. 회사 담당자가 확인한 뒤 승인합니다.');
    const mine = phone.page
      .getByRole('list', { name: '신청 내역' })
      .getByRole('listitem')
      .filter({ hasText: '출산' });
    await expect(mine.getByText('신청', { exact: true })).toBeVisible();
    await screenshot(phone.page, 'life-event-mobile-request', true);

    const desk = { page };
    await signIn(desk.page, 'demo-client');
    await desk.page.goto('/occasion/lifeEvents?statCd=REQUESTED&occasionType=CHILDBIRTH');
    const row = desk.page.getByRole('row').filter({ hasText: 'demo-employee' }).filter({ hasText: '출산' });
    await row.getByRole('button', { name: '반려' }).click();
    const reject = desk.page.getByRole('dialog', { name: /경조사 신청 반려/ });
    await reject.getByRole('button', { name: '반려' }).click();
    await expect(reject.getByText('반려 사유를 입력해주세요.')).toBeVisible();
    await reject.getByRole('textbox', { name: '반려 사유' }).fill('출생증명서를 첨부해 다시 신청해주세요.');
    await reject.getByRole('button', { name: '반려' }).click();
    expect(await acceptDialog(desk.page)).toBe('이 경조사 신청을 반려하시겠습니까?');
    expect(await acceptDialog(desk.page)).toBe('반려했습니다.');
    await expect(row).toHaveCount(0);
    await screenshot(desk.page, 'life-event-client-list');

    const employee = await open('desktop');
    await signIn(employee.page, 'demo-employee');
    await employee.page.goto('/myPage/detail/4');
    await expect(
      employee.page
        .getByRole('listitem')
        .filter({ hasText: '출산' })
        .getByText('반려 사유: 출생증명서를 첨부해 다시 신청해주세요.'),
    ).toBeVisible();
    await screenshot(employee.page, 'life-event-desktop-my-page', true);
  });

  test("the client manager registers a life event on the employee's detail and deletes it after a confirm", async ({
    page,
  }) => {
    await signIn(page, 'demo-client');
    await page.goto('/user/clientManage/list?searchText=demo-employee');
    await page.getByRole('link', { name: 'demo-employee' }).first().click();
    await expect(page.getByText('사용자 정보').first()).toBeVisible();
    // A client manager reads the birthday without its year.
    await expect(page.getByText(/^(양력|음력) \d{1,2}월 \d{1,2}일$/)).toHaveCount(1);
    await page.getByRole('button', { name: '경조사 등록' }).click();
    const dialog = page.getByRole('dialog', { name: '경조사 등록' });
    await dialog.getByLabel('경조사 유형').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByText('조사', { exact: true })
      .click();
    const date = dialog.getByPlaceholder('일자 선택');
    await date.click();
    await date.fill(formatYmd(day));
    await date.press('Enter');
    await expect(date).toHaveValue(formatYmd(day));
    await dialog.getByLabel('고인과의 관계').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByText('배우자의 조부모', { exact: true })
      .click();
    // A dropdown still closing can cover the button on a loaded machine: the dialog's title closes it first.
    await dialog.locator('.ant-modal-title').click();
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
    await dialog.getByRole('button', { name: '등록' }).click();
    expect(await acceptDialog(page)).toBe(
      '경조사를 등록하시겠습니까? 등록하면 바로 승인되어 회사 규칙에 따라 선물이 예약됩니다.',
    );
    expect(await acceptDialog(page)).toBe('경조사를 등록했습니다.');
    const added = page.getByRole('row').filter({ hasText: '배우자의 조부모' });
    await expect(added.getByText('담당자 등록')).toBeVisible();
    await screenshot(page, 'life-event-user-detail', true);
    await added.getByRole('button', { name: '삭제' }).click();
    expect(await acceptDialog(page)).toBe(
      '이 경조사를 삭제하시겠습니까? 아직 발송되지 않은 선물은 취소됩니다.',
    );
    expect(await acceptDialog(page)).toBe('경조사를 삭제했습니다.');
    await expect(added).toHaveCount(0);
  });
});
