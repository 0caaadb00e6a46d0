import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from './fixtures';

/**
 * Steps the operator's-day journeys share (operator-day, event-setup, event-close): the event period typed into the
 * range picker, the recipient's address form, and a PDF's text.
 */

/**
 * An Ant Design date-time text as the range picker reads it, on the browser's clock: the projects run the browser
 * in Asia/Seoul (playwright.config.ts), whatever the machine's own time zone.
 */
export const stamp = (d: Date): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}.${parts.month}.${parts.day} ${parts.hour}:${parts.minute}`;
};

/** Types an event's period into the event form's range picker (시작 일시 ~ 종료 일시). */
export async function enterPeriod(page: Page, start: Date, end: Date): Promise<void> {
  const ok = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button');
  const from = page.getByPlaceholder('시작 일시');
  const to = page.getByPlaceholder('종료 일시');
  // The picker takes a typed value once it has parsed it (OK enabled); on a loaded machine a click can come first,
  // so the period is entered until both ends hold their values.
  await expect(async () => {
    await from.click();
    await from.fill(stamp(start));
    await expect(ok).toBeEnabled();
    await ok.click();
    await to.fill(stamp(end));
    await expect(ok).toBeEnabled();
    await ok.click();
    await expect(from).not.toHaveValue('', { timeout: 1_000 });
    await expect(to).not.toHaveValue('', { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
}

/** Fills the recipient's address form of the apply page (desktop and mobile share it). */
export async function fillAddress(page: Page, name: string): Promise<void> {
  await page.getByLabel('받는 분').fill(name);
  await page.getByLabel('휴대폰번호').fill('01055556666');
  await page.getByLabel('우편번호').fill('06236');
  await page.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 강남구 테헤란로 152');
  await page.getByLabel('상세주소').fill('12층');
}

/** The text of a PDF's pages, as pdf.js reads it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false })
    .promise;
  let text = '';
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  await pdf.destroy();
  return text;
}

/** pdfkit may draw a space as a gap: compare without spaces. */
export const squeeze = (t: string): string => t.replace(/\s+/g, '');
