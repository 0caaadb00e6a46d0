import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { mailboxHas } from './catalogue-steps';
import { acceptDialog, expect, screenshot, signIn, test } from './fixtures';

/** A small valid PDF, as an operator would attach one. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const NOTICE_TITLE = `임직원 선물 수령 안내 ${Date.now()}`;
const FILE_NAME = '수령안내.pdf';
const QUESTION_TITLE = `배송지 변경 문의 ${Date.now()}`;
const ANSWER = '출고 전이라 배송지를 변경해 드렸습니다.';

/** Waits until the app's alert or confirm shows this text, and accepts it. */
async function expectDialog(page: Page, text: string): Promise<void> {
  expect(await acceptDialog(page)).toBe(text);
}

/** spec §2 Service centre and its mobile routes, through the real screens. */
test.describe('service centre', () => {
  test('an admin writes a notice with an attachment; an employee reads it on mobile and downloads the file', async ({
    page,
    open,
  }) => {
    const admin = { page };
    await signIn(admin.page, 'demo-admin');
    await admin.page.goto('/serviceCenter');
    await expect(admin.page).toHaveURL(/\/serviceCenter\/notify$/);
    await expect(admin.page.getByRole('cell', { name: '공지', exact: true }).first()).toBeVisible();
    await screenshot(admin.page, 'service-notice-list-desktop');

    await admin.page.getByRole('button', { name: '글쓰기' }).click();
    await expect(admin.page).toHaveURL(/\/serviceCenter\/notify\/save\/new$/);
    await admin.page.getByRole('textbox', { name: '제목' }).fill(NOTICE_TITLE);
    await admin.page.getByRole('checkbox', { name: '고객사 직원' }).check();
    await admin.page.locator('[contenteditable=true]').click();
    await admin.page.keyboard.type('선물 수령 방법을 안내드립니다.');
    await admin.page.getByRole('button', { name: '굵게' }).click();
    await admin.page.keyboard.type(' 꼭 확인해 주세요.');
    await admin.page
      .locator('input[type=file]')
      .setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: PDF });
    await expect(admin.page.getByText(FILE_NAME)).toBeVisible();
    await screenshot(admin.page, 'service-notice-save-desktop');
    await admin.page.getByRole('button', { name: '저장' }).click();
    await expectDialog(admin.page, '저장 하시겠습니까?');
    await expectDialog(admin.page, '저장되었습니다.');
    await expect(admin.page).toHaveURL(/\/serviceCenter\/notify\/detail\/\d+$/);
    await expect(admin.page.getByRole('heading', { name: NOTICE_TITLE })).toBeVisible();
    await expect(admin.page.locator('strong', { hasText: '꼭 확인해 주세요.' })).toHaveCount(1);
    await screenshot(admin.page, 'service-notice-detail-desktop');

    const employee = await open('phone');
    await signIn(employee.page, 'demo-employee', '/m/idLogin');
    await employee.page.goto('/m/serviceCenter');
    await expect(employee.page).toHaveURL(/\/m\/serviceCenter\/notify$/);
    await expect(employee.page.getByText(NOTICE_TITLE)).toBeVisible();
    await screenshot(employee.page, 'service-notice-list-mobile');
    await employee.page.getByText(NOTICE_TITLE).click();
    await expect(employee.page).toHaveURL(/\/m\/serviceCenter\/notify\/\d+$/);
    await expect(employee.page.getByRole('heading', { name: NOTICE_TITLE })).toBeVisible();
    await screenshot(employee.page, 'service-notice-detail-mobile');
    const [download] = await Promise.all([
      employee.page.waitForEvent('download'),
      employee.page.getByRole('button', { name: new RegExp(FILE_NAME) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(FILE_NAME);
    const saved = await download.path();
    expect((await readFile(saved)).equals(PDF)).toBe(true);
  });

  test('expands an FAQ answer in place (desktop and mobile)', async ({ page: deskPage, open }) => {
    const desk = { page: deskPage };
    await signIn(desk.page, 'demo-client');
    await desk.page.goto('/serviceCenter/faq');
    await desk.page.getByText('선물은 어떻게 신청하나요?').click();
    await expect(desk.page.getByText(/옵션을 선택한 다음 배송지를 입력하면/)).toBeVisible();
    // The panel slides open; the picture is taken once it has (no collapse motion left).
    await expect(desk.page.locator('[class*="ant-motion-collapse"]')).toHaveCount(0);
    await screenshot(desk.page, 'service-faq-desktop');

    const { page } = await open('phone');
    await signIn(page, 'demo-employee', '/m/idLogin');
    await page.goto('/m/serviceCenter/faq');
    await page.getByRole('button', { name: '교환·반품' }).click();
    const question = page.getByRole('button', { name: /교환이나 반품은 어떻게 신청하나요/ });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/7일 안에 주문·배송 조회 화면에서/)).toBeVisible();
    await screenshot(page, 'service-faq-mobile');
  });

  test('a one-to-one question is answered by an operator and seen by the asker, who is notified', async ({
    page,
    open,
  }) => {
    const employee = await open('phone');
    await signIn(employee.page, 'demo-employee', '/m/idLogin');
    await employee.page.goto('/m/serviceCenter/qna');
    await employee.page.getByRole('link', { name: '문의하기' }).click();
    await employee.page.getByLabel('제목').fill(QUESTION_TITLE);
    await employee.page.getByLabel('문의내용').fill('주문한 선물의 배송지를 회사 주소로 바꾸고 싶습니다.');
    await screenshot(employee.page, 'service-qna-save-mobile');
    await employee.page.getByRole('button', { name: '등록' }).click();
    await expectDialog(employee.page, '등록 하시겠습니까?');
    await expect(employee.page).toHaveURL(/\/m\/serviceCenter\/qna\/\d+$/);
    await expect(employee.page.getByText('답변대기')).toBeVisible();
    const detailUrl = employee.page.url();

    const admin = { page };
    await signIn(admin.page, 'demo-admin');
    await admin.page.goto('/serviceCenter/qna');
    await admin.page.getByRole('link', { name: QUESTION_TITLE }).click();
    await admin.page.getByLabel('답변 내용').fill(ANSWER);
    await screenshot(admin.page, 'service-qna-detail-desktop');
    await admin.page.getByRole('button', { name: '답변 등록' }).click();
    await expectDialog(admin.page, '답변을 등록 하시겠습니까?');
    await expectDialog(admin.page, '저장되었습니다.');
    await admin.page.goto('/serviceCenter/qna');
    await expect(
      admin.page.getByRole('row', { name: new RegExp(QUESTION_TITLE) }).getByText('답변완료'),
    ).toBeVisible();
    await screenshot(admin.page, 'service-qna-list-desktop');

    await employee.page.goto(detailUrl);
    await expect(employee.page.getByText(ANSWER)).toBeVisible();
    await expect(employee.page.getByText('답변완료')).toBeVisible();
    await screenshot(employee.page, 'service-qna-detail-mobile');
    await employee.page.goto('/m/serviceCenter/qna');
    await expect(employee.page.getByText(QUESTION_TITLE)).toBeVisible();
    await screenshot(employee.page, 'service-qna-list-mobile');
    await expect.poll(() => mailboxHas('1:1 문의에 답변이 등록되었습니다'), { timeout: 20_000 }).toBe(true);
  });
});
