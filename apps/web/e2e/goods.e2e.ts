import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  acceptDialog,
  afterMotion,
  api,
  DESKTOP,
  e2eSkipped,
  MOBILE,
  newPage,
  screenshot,
  signIn,
  tokenOf,
  useBrowser,
} from './browser';

/** Unique per run: the suite's server keeps its database for every file. */
const RUN = String(Date.now()).slice(-6);
const NAME = `E2E 스마트워치 ${RUN}`;
const SECOND = `E2E 카탈로그 담요 ${RUN}`;
/** A 1x1 PNG: real image bytes the server decodes, re-encodes and thumbnails. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The text a PDF carries, read back by PDF.js (pdfkit writes Korean as glyph ids; PDF.js maps them to Unicode). */
async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false })
    .promise;
  let text = '';
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text };
}

/** How many messages in the server's local mailbox (the outbox worker writes them) contain every needle. */
async function mailboxCount(...needles: string[]): Promise<number> {
  const dir = inject('messagesDir');
  let n = 0;
  for (const file of await readdir(dir).catch(() => [] as string[])) {
    const text = await readFile(path.join(dir, file), 'utf8');
    if (needles.every((needle) => text.includes(needle))) n += 1;
  }
  return n;
}

/** Picks an option of an Ant Design select or tree select opened from a field. */
async function choose(page: Page, label: string, option: string, search?: string) {
  const field = page.getByRole('form', { name: '상품 정보' }).getByLabel(label, { exact: true });
  await field.click();
  if (search) await field.fill(search);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByText(option, { exact: true })
    .click();
}

describe.skipIf(e2eSkipped)('goods: vendor catalogue, approval and the gift catalogue PDF', () => {
  const browser = useBrowser();

  it('a vendor registers a product with options and two images and submits it; the operator rejects it with a reason; the vendor fixes and resubmits; the operator approves; it is on the landing site and in a PDF', async () => {
    // The vendor registers and asks for approval.
    const vendor = await newPage(browser(), DESKTOP);
    const v = vendor.page;
    await signIn(v, 'demo-vendor');
    await v.goto('/goods');
    await v.waitForURL('**/goods/vendor/list');
    await v.getByRole('button', { name: '상품 등록' }).click();
    await v.waitForURL('**/goods/vendor/save/0/N/01');
    const f = v.getByRole('form', { name: '상품 정보' });
    await f.waitFor();
    await f.getByLabel('상품명', { exact: true }).fill(NAME);
    await f.getByLabel('브랜드', { exact: true }).fill('테크노아');
    await choose(v, '카테고리', '스마트워치', '스마트워치');
    await f.getByLabel('소비자가', { exact: true }).fill('39000');
    await f.getByLabel('판매가', { exact: true }).fill('35000');
    await f.getByLabel('공급가', { exact: true }).fill('28000');
    await f.getByLabel('재고', { exact: true }).fill('100');
    await v.getByRole('button', { name: '옵션 추가' }).click();
    await v.getByLabel('옵션명 1', { exact: true }).fill('색상');
    await v.getByLabel('옵션 1 값 1').fill('블랙');
    await v.getByRole('button', { name: '옵션값 추가' }).click();
    await v.getByLabel('옵션 1 값 2').fill('실버');
    await v
      .getByLabel('대표 이미지 파일')
      .setInputFiles({ name: 'main.png', mimeType: 'image/png', buffer: PNG });
    await v
      .getByLabel('추가 이미지 파일')
      .setInputFiles({ name: 'side.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => v.locator('img[src*="w=160"]').count(), { timeout: 20_000 }).toBe(2);
    await v.getByRole('textbox', { name: '상세 설명' }).click();
    await v.keyboard.type('시계 상세 설명입니다.');
    await screenshot(v, 'goods-vendor-save', true);
    await v.getByRole('button', { name: '승인요청' }).click();
    expect(await acceptDialog(v)).toBe('승인을 요청하시겠습니까?');
    expect(await acceptDialog(v)).toBe('승인요청되었습니다.');
    await v.waitForURL('**/goods/vendor/detail/*');
    const prodSn = Number(new URL(v.url()).pathname.split('/').pop());
    expect(prodSn).toBeGreaterThan(0);
    await v.getByText('등록신청', { exact: true }).first().waitFor();
    expect(await v.getByRole('cell', { name: '0102' }).count()).toBe(1);

    // The operator rejects it with a reason from the list.
    const operator = await newPage(browser(), DESKTOP);
    const o = operator.page;
    await signIn(o, 'demo-admin');
    await o.goto(`/goods/list?searchProdNm=${encodeURIComponent(NAME)}`);
    const row = o.locator('tr', { hasText: NAME });
    await row.getByRole('button', { name: '반려' }).click();
    const modal = await afterMotion(o.locator('.ant-modal', { hasText: '반려 사유' }));
    await modal.getByLabel('반려 사유').fill('원산지를 상세 설명에 적어주세요.');
    await modal.getByRole('button', { name: '반려' }).click();
    expect(await acceptDialog(o)).toBe('반려되었습니다.');
    // As the reject window promises, the vendor's manager gets the reason by mail and by SMS.
    await expect
      .poll(() => mailboxCount(NAME, '원산지를 상세 설명에 적어주세요.'), { timeout: 20_000 })
      .toBe(2);

    // The vendor sees the reason, fixes and resubmits.
    await v.goto(`/goods/vendor/detail/${prodSn}`);
    await v.locator('.ant-alert', { hasText: '원산지를 상세 설명에 적어주세요.' }).waitFor();
    await v.getByRole('button', { name: '수정' }).click();
    await v.waitForURL(`**/goods/vendor/save/${prodSn}/Y/04`);
    await f.waitFor();
    await v.getByRole('textbox', { name: '상세 설명' }).click();
    await v.keyboard.press('End');
    await v.keyboard.type(' 원산지: 대한민국');
    await f.getByLabel('판매가', { exact: true }).fill('34000');
    await v.getByRole('button', { name: '승인요청' }).click();
    expect(await acceptDialog(v)).toBe('승인을 요청하시겠습니까?');
    expect(await acceptDialog(v)).toBe('승인요청되었습니다.');
    await v.waitForURL(`**/goods/vendor/detail/${prodSn}`);

    // The operator approves it on the detail, which shows the history.
    await o.goto(`/goods/detail/${prodSn}`);
    await o.getByRole('button', { name: '승인', exact: true }).click();
    expect(await acceptDialog(o)).toBe('승인하시겠습니까?');
    expect(await acceptDialog(o)).toBe('승인되었습니다.');
    await o.getByText('원산지: 대한민국').waitFor();
    const history = o.locator('.ant-card', { hasText: '변경 이력' });
    await expect
      .poll(() => history.getByRole('cell', { name: '승인', exact: true }).count())
      .toBeGreaterThan(0);
    expect(await history.getByRole('cell', { name: '원산지를 상세 설명에 적어주세요.' }).count()).toBe(1);
    expect(await history.getByRole('cell', { name: '34,000원' }).count()).toBe(1);
    await screenshot(o, 'goods-operator-detail', true);

    // The public landing site lists it and finds it by name.
    const visitor = await newPage(browser(), DESKTOP);
    const l = visitor.page;
    await l.goto('/intro/prodList/category');
    await l.getByRole('group', { name: '카테고리' }).getByRole('button', { name: '전체' }).click();
    await l.getByRole('textbox', { name: '상품명 검색' }).fill(NAME);
    await l.getByRole('button', { name: '검색', exact: true }).click();
    await l.locator(`a[data-prod-sn="${prodSn}"]`).waitFor();
    // The new product is also on the unfiltered first page: wait for the search's own answer.
    await expect.poll(() => l.locator('a[data-prod-sn]').count()).toBe(1);

    // The gift catalogue PDF of two selected products.
    const token = await tokenOf('demo-admin');
    const second = await api(
      '/v1/ebmp/pcs/manage/goods/save.json',
      {
        prodNm: SECOND,
        categoryCd: '070101',
        vendorSn: 1,
        consumerPrice: 30000,
        price: 29000,
        supplyPrice: 20000,
        stockQty: 10,
        shipFee: 0,
        leadDays: 2,
      },
      token,
    );
    expect(second.resultStatus.messageCode).toBe('2000');
    await o.goto(`/goods/list?searchProdNm=${RUN}`);
    await o.locator('tr', { hasText: SECOND }).waitFor();
    for (const name of [NAME, SECOND])
      await o.locator('tr', { hasText: name }).locator('input[type=checkbox]').check();
    const downloading = o.waitForEvent('download');
    await o.getByRole('button', { name: '카탈로그 PDF (2)' }).click();
    const pdf = await downloading;
    expect(pdf.suggestedFilename()).toMatch(/^선물카탈로그_\d{8}\.pdf$/);
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBeGreaterThanOrEqual(1);
    // A line wrapped in the card, or a space pdfkit draws as a gap, reads back without the space: compare without.
    const squeeze = (t: string) => t.replace(/\s+/g, '');
    expect(squeeze(text)).toContain(squeeze(NAME));
    expect(squeeze(text)).toContain(squeeze(SECOND));
    await screenshot(o, 'goods-operator-list');

    await vendor.context.close();
    await operator.context.close();
    await visitor.context.close();
  });

  it('a category without a third level: the operator edits price and stock of 드립백 커피, a vendor registers in 커피·차·음료', async () => {
    const token = await tokenOf('demo-admin');
    const found = await api(
      '/v1/ebmp/pcs/manage/goods/list.json',
      { categoryCd: '0104', searchProdNm: '드립백 커피' },
      token,
    );
    const coffee = (found.resultData as { list: { prodSn: number; price: number }[] }).list[0]!;
    const operator = await newPage(browser(), DESKTOP);
    const o = operator.page;
    await signIn(o, 'demo-admin');
    await o.goto(`/goods/save/${coffee.prodSn}/Y`);
    const f = o.getByRole('form', { name: '상품 정보' });
    await f.waitFor();
    await f.getByText('커피·차·음료').waitFor();
    await f.getByLabel('판매가', { exact: true }).fill(String(coffee.price - 100));
    await f.getByLabel('재고', { exact: true }).fill('77');
    await o.getByRole('button', { name: '저장', exact: true }).click();
    expect(await acceptDialog(o)).toBe('저장하시겠습니까?');
    expect(await acceptDialog(o)).toBe('저장되었습니다.');
    await o.waitForURL(`**/goods/detail/${coffee.prodSn}`);
    const history = o.locator('.ant-card', { hasText: '변경 이력' });
    await history.getByRole('cell', { name: '77개', exact: true }).first().waitFor();
    await screenshot(o, 'goods-operator-detail-two-level');

    const vendor = await newPage(browser(), DESKTOP);
    const v = vendor.page;
    await signIn(v, 'demo-vendor');
    await v.goto('/goods/vendor/save/0/N/01');
    const vf = v.getByRole('form', { name: '상품 정보' });
    await vf.waitFor();
    await vf.getByLabel('상품명', { exact: true }).fill(`E2E 콜드브루 ${RUN}`);
    await choose(v, '카테고리', '커피·차·음료', '커피');
    await vf.getByLabel('소비자가', { exact: true }).fill('20000');
    await vf.getByLabel('판매가', { exact: true }).fill('18000');
    await vf.getByLabel('공급가', { exact: true }).fill('12000');
    await vf.getByLabel('재고', { exact: true }).fill('30');
    await v.getByRole('button', { name: '임시저장' }).click();
    expect(await acceptDialog(v)).toBe('저장하시겠습니까?');
    expect(await acceptDialog(v)).toBe('저장되었습니다.');
    await v.waitForURL('**/goods/vendor/detail/*');
    await v.getByText('식품 > 커피·차·음료').first().waitFor();
    await operator.context.close();
    await vendor.context.close();
  });

  it("keeps other roles out and another vendor's product out of a vendor's reach; /goods redirects by role", async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(page, 'demo-opmanager');
    await page.goto('/goods');
    await page.waitForURL('**/goods/list');
    await context.close();

    const employee = await newPage(browser(), DESKTOP);
    await signIn(employee.page, 'demo-employee');
    await employee.page.goto('/goods/list');
    expect(await acceptDialog(employee.page)).toBe('접근권한이 없는 메뉴 접근입니다.');
    await employee.context.close();

    // demo-vendor2 is vendor 2: the first vendor's product is refused by the API and the detail shows nothing.
    const token = await tokenOf('demo-vendor2');
    const mine = await api('/v1/ebmp/pcs/manage/goods/list.json', { pageSize: 100 }, token);
    const rows = (mine.resultData as { list: { vendorSn: number }[] }).list;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.vendorSn === 2)).toBe(true);
    const first = await api('/v1/ebmp/pcs/manage/goods/list.json', {}, await tokenOf('demo-vendor'));
    const firstVendors = (first.resultData as { list: { prodSn: number }[] }).list[0]!.prodSn;
    const foreign = await api('/v1/ebmp/pcs/manage/goods/detail.json', { prodSn: firstVendors }, token);
    expect(foreign.resultStatus.messageCode).toBe('4030');

    const mobile = await newPage(browser(), MOBILE);
    await signIn(mobile.page, 'demo-vendor');
    await mobile.page.goto('/goods/vendor/list');
    await mobile.page.locator('.ant-table-row').first().waitFor();
    await screenshot(mobile.page, 'goods-vendor-list-mobile');
    await mobile.context.close();
  });
});
