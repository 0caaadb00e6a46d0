import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText, squeeze } from './day-steps';
import { acceptDialog, api, expect, screenshot, signIn, test, tokenOf } from './fixtures';

/** The demo event that ended yesterday with the default gift as its close rule; the server's clock closes it. */
const CLOSED_EVENT = '겨울 간식 선물 (마감)';

/** Clicks a download button and returns the saved bytes. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test.describe('closing and the event documents', () => {
  test('the clock closes an ended event; the operator sees the summary, downloads the statement and a purchase order, mails the vendors', async ({
    page,
  }) => {
    const admin = await tokenOf('demo-admin');
    // The history call runs the clock too, so the ended event is closed by the time the detail is opened.
    const listed = await api('/v1/ebmp/pcs/eventManage/list.json', { eventNm: CLOSED_EVENT, page: 0 }, admin);
    const row = (listed.resultData as { list: { eventSn: number; cmpyCd: string; eventStatCd: string }[] })
      .list[0]!;
    expect(row.eventStatCd).toBe('03');

    await signIn(page, 'demo-opmanager');
    await page.goto(`/event/detail/${row.cmpyCd}/${row.eventSn}`);
    const summary = page.getByLabel('마감 요약');
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('기본 선물 지급');
    await screenshot(page, 'event-close-summary');

    const invoice = await download(page, '거래명세서 PDF');
    expect(invoice.name).toMatch(/\.pdf$/);
    expect(invoice.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const invoiceText = squeeze(await pdfText(invoice.bytes));
    expect(invoiceText).toContain(squeeze(CLOSED_EVENT));
    expect(invoiceText).toContain('거래명세서');

    // The vendor picker lists the event's vendors; the first is chosen.
    await expect(page.getByLabel('공급사', { exact: true })).toBeVisible();
    const po = await download(page, '발주서 PDF');
    expect(po.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const poText = squeeze(await pdfText(po.bytes));
    expect(poText).toContain(squeeze(CLOSED_EVENT));
    expect(poText).toContain('발주서');

    await page.getByRole('button', { name: '공급사 발주 메일' }).click();
    const first = await acceptDialog(page);
    if (first.includes('보내시겠습니까'))
      expect(await acceptDialog(page)).toMatch(/공급사 \d+곳에 발주 메일을 보냈습니다/);
    else expect(first).toBe('발주 메일을 받을 공급사 담당자 메일이 없습니다.');
  });

  test('the client manager downloads the invoice statement of their own event', async ({ page }) => {
    const admin = await tokenOf('demo-admin');
    const listed = await api('/v1/ebmp/pcs/eventManage/list.json', { eventNm: CLOSED_EVENT, page: 0 }, admin);
    const row = (listed.resultData as { list: { eventSn: number; cmpyCd: string }[] }).list[0]!;
    await signIn(page, 'demo-client');
    await page.goto(`/event/detail/${row.cmpyCd}/${row.eventSn}`);
    await expect(page.getByLabel('마감 요약')).toBeVisible();
    const invoice = await download(page, '거래명세서 PDF');
    expect(invoice.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(squeeze(await pdfText(invoice.bytes))).toContain(squeeze(CLOSED_EVENT));
    // Purchase orders are the operators' and the vendors' only.
    await expect(page.getByRole('button', { name: '발주서 PDF' })).toHaveCount(0);
  });

  test('a vendor downloads its own purchase order from its order list', async ({ page }) => {
    await signIn(page, 'demo-vendor');
    await page.goto('/delivery/order');
    await expect(page.getByLabel('발주서 이벤트')).toBeVisible();
    const po = await download(page, '발주서 PDF');
    expect(po.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(squeeze(await pdfText(po.bytes))).toContain('발주서');
  });
});
