import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  acceptDialog,
  api,
  DESKTOP,
  e2eSkipped,
  newPage,
  screenshot,
  signIn,
  tokenOf,
  useBrowser,
} from './browser';

/** The demo event that ended yesterday with the default gift as its close rule; the server's clock closes it. */
const CLOSED_EVENT = '겨울 간식 선물 (마감)';

async function pdfText(bytes: Uint8Array): Promise<string> {
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
// pdfkit may draw a space as a gap: compare without spaces.
const squeeze = (t: string) => t.replace(/\s+/g, '');

/** Clicks a download button and returns the saved bytes. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

describe.skipIf(e2eSkipped)('closing and the event documents', () => {
  const browser = useBrowser();

  it('the clock closes an ended event; the operator sees the summary, downloads the statement and a purchase order, mails the vendors', async () => {
    const admin = await tokenOf('demo-admin');
    // The history call runs the clock too, so the ended event is closed by the time the detail is opened.
    const listed = await api('/v1/ebmp/pcs/eventManage/list.json', { eventNm: CLOSED_EVENT, page: 0 }, admin);
    const row = (listed.resultData as { list: { eventSn: number; cmpyCd: string; eventStatCd: string }[] })
      .list[0]!;
    expect(row.eventStatCd).toBe('03');

    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, 'demo-opmanager');
    await page.goto(`/event/detail/${row.cmpyCd}/${row.eventSn}`);
    const summary = page.getByLabel('마감 요약');
    await summary.waitFor();
    await expect.poll(() => summary.textContent()).toContain('기본 선물 지급');
    await screenshot(page, 'event-close-summary');

    const invoice = await download(page, '거래명세서 PDF');
    expect(invoice.name).toMatch(/\.pdf$/);
    expect(invoice.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const invoiceText = squeeze(await pdfText(invoice.bytes));
    expect(invoiceText).toContain(squeeze(CLOSED_EVENT));
    expect(invoiceText).toContain('거래명세서');

    // The vendor picker lists the event's vendors; the first is chosen.
    await page.getByLabel('공급사', { exact: true }).waitFor();
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

    await context.close();
  });

  it('the client manager downloads the invoice statement of their own event', async () => {
    const admin = await tokenOf('demo-admin');
    const listed = await api('/v1/ebmp/pcs/eventManage/list.json', { eventNm: CLOSED_EVENT, page: 0 }, admin);
    const row = (listed.resultData as { list: { eventSn: number; cmpyCd: string }[] }).list[0]!;
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, 'demo-client');
    await page.goto(`/event/detail/${row.cmpyCd}/${row.eventSn}`);
    await page.getByLabel('마감 요약').waitFor();
    const invoice = await download(page, '거래명세서 PDF');
    expect(invoice.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(squeeze(await pdfText(invoice.bytes))).toContain(squeeze(CLOSED_EVENT));
    // Purchase orders are the operators' and the vendors' only.
    expect(await page.getByRole('button', { name: '발주서 PDF' }).count()).toBe(0);
    await context.close();
  });

  it('a vendor downloads its own purchase order from its order list', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, 'demo-vendor');
    await page.goto('/delivery/order');
    await page.getByLabel('발주서 이벤트').waitFor();
    const po = await download(page, '발주서 PDF');
    expect(po.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(squeeze(await pdfText(po.bytes))).toContain('발주서');
    await context.close();
  });
});
