import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { openNarrow } from './catalogue-steps';
import { acceptDialog, api, expect, mailboxTexts, screenshot, signIn, test, tokenOf } from './fixtures';

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
  return (await mailboxTexts()).filter(({ text }) => needles.every((needle) => text.includes(needle))).length;
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

test.describe('goods: vendor catalogue, approval and the gift catalogue PDF', () => {
  test('a vendor registers a product with options and two images and submits it; the operator rejects it with a reason; the vendor fixes and resubmits; the operator approves; it is on the landing site and in a PDF', async ({
    page: v,
    open,
  }) => {
    // The vendor registers and asks for approval.
    await signIn(v, 'demo-vendor');
    await v.goto('/goods');
    await expect(v).toHaveURL(/\/goods\/vendor\/list$/);
    await v.getByRole('button', { name: '상품 등록' }).click();
    await expect(v).toHaveURL(/\/goods\/vendor\/save\/0\/N\/01$/);
    const f = v.getByRole('form', { name: '상품 정보' });
    await expect(f).toBeVisible();
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
    await expect(v.locator('img[src*="w=160"]')).toHaveCount(2, { timeout: 20_000 });
    await v.getByRole('textbox', { name: '상세 설명' }).click();
    await v.keyboard.type('시계 상세 설명입니다.');
    await screenshot(v, 'goods-vendor-save', true);
    await v.getByRole('button', { name: '승인요청' }).click();
    expect(await acceptDialog(v)).toBe('승인을 요청하시겠습니까?');
    expect(await acceptDialog(v)).toBe('승인요청되었습니다.');
    await expect(v).toHaveURL(/\/goods\/vendor\/detail\/[^/]+$/);
    const prodSn = Number(new URL(v.url()).pathname.split('/').pop());
    expect(prodSn).toBeGreaterThan(0);
    await expect(v.getByText('등록신청', { exact: true }).first()).toBeVisible();
    await expect(v.getByRole('cell', { name: '0102' })).toHaveCount(1);

    // The operator rejects it with a reason from the list.
    const o = (await open('desktop')).page;
    await signIn(o, 'demo-admin');
    await o.goto(`/goods/list?searchProdNm=${encodeURIComponent(NAME)}`);
    const row = o.locator('tr', { hasText: NAME });
    await row.getByRole('button', { name: '반려' }).click();
    const modal = o.locator('.ant-modal', { hasText: '반려 사유' });
    await expect(modal).toBeVisible();
    await modal.getByLabel('반려 사유').fill('원산지를 상세 설명에 적어주세요.');
    await modal.getByRole('button', { name: '반려' }).click();
    expect(await acceptDialog(o)).toBe('반려되었습니다.');
    // As the reject window promises, the vendor's manager gets the reason by mail and by SMS.
    await expect
      .poll(() => mailboxCount(NAME, '원산지를 상세 설명에 적어주세요.'), { timeout: 20_000 })
      .toBe(2);

    // The vendor sees the reason, fixes and resubmits.
    await v.goto(`/goods/vendor/detail/${prodSn}`);
    await expect(v.locator('.ant-alert', { hasText: '원산지를 상세 설명에 적어주세요.' })).toBeVisible();
    await v.getByRole('button', { name: '수정' }).click();
    await expect(v).toHaveURL(new RegExp(`/goods/vendor/save/${prodSn}/Y/04$`));
    await expect(f).toBeVisible();
    await v.getByRole('textbox', { name: '상세 설명' }).click();
    await v.keyboard.press('End');
    await v.keyboard.type(' 원산지: 대한민국');
    await f.getByLabel('판매가', { exact: true }).fill('34000');
    await v.getByRole('button', { name: '승인요청' }).click();
    expect(await acceptDialog(v)).toBe('승인을 요청하시겠습니까?');
    expect(await acceptDialog(v)).toBe('승인요청되었습니다.');
    await expect(v).toHaveURL(new RegExp(`/goods/vendor/detail/${prodSn}$`));

    // The operator approves it on the detail, which shows the history.
    await o.goto(`/goods/detail/${prodSn}`);
    await o.getByRole('button', { name: '승인', exact: true }).click();
    expect(await acceptDialog(o)).toBe('승인하시겠습니까?');
    expect(await acceptDialog(o)).toBe('승인되었습니다.');
    await expect(o.getByText('원산지: 대한민국')).toBeVisible();
    const history = o.locator('.ant-card', { hasText: '변경 이력' });
    await expect(history.getByRole('cell', { name: '승인', exact: true }).first()).toBeVisible();
    await expect(history.getByRole('cell', { name: '원산지를 상세 설명에 적어주세요.' })).toHaveCount(1);
    await expect(history.getByRole('cell', { name: '34,000원' })).toHaveCount(1);
    await screenshot(o, 'goods-operator-detail', true);

    // The public landing site lists it and finds it by name.
    const l = (await open('desktop')).page;
    await l.goto('/intro/prodList/category');
    await l.getByRole('group', { name: '카테고리' }).getByRole('button', { name: '전체' }).click();
    await l.getByRole('textbox', { name: '상품명 검색' }).fill(NAME);
    await l.getByRole('button', { name: '검색', exact: true }).click();
    await expect(l.locator(`a[data-prod-sn="${prodSn}"]`)).toBeVisible();
    // The new product is also on the unfiltered first page: wait for the search's own answer.
    await expect(l.locator('a[data-prod-sn]')).toHaveCount(1);

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
    await expect(o.locator('tr', { hasText: SECOND })).toBeVisible();
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
  });

  test('a category without a third level: the operator edits price and stock of 드립백 커피, a vendor registers in 커피·차·음료', async ({
    page: o,
    open,
  }) => {
    const token = await tokenOf('demo-admin');
    const found = await api(
      '/v1/ebmp/pcs/manage/goods/list.json',
      { categoryCd: '0104', searchProdNm: '드립백 커피' },
      token,
    );
    const coffee = (found.resultData as { list: { prodSn: number; price: number }[] }).list[0]!;
    await signIn(o, 'demo-admin');
    await o.goto(`/goods/save/${coffee.prodSn}/Y`);
    const f = o.getByRole('form', { name: '상품 정보' });
    await expect(f).toBeVisible();
    await expect(f.getByText('커피·차·음료')).toBeVisible();
    await f.getByLabel('판매가', { exact: true }).fill(String(coffee.price - 100));
    await f.getByLabel('재고', { exact: true }).fill('77');
    await o.getByRole('button', { name: '저장', exact: true }).click();
    expect(await acceptDialog(o)).toBe('저장하시겠습니까?');
    expect(await acceptDialog(o)).toBe('저장되었습니다.');
    await expect(o).toHaveURL(new RegExp(`/goods/detail/${coffee.prodSn}$`));
    const history = o.locator('.ant-card', { hasText: '변경 이력' });
    await expect(history.getByRole('cell', { name: '77개', exact: true }).first()).toBeVisible();
    await screenshot(o, 'goods-operator-detail-two-level');

    const v = (await open('desktop')).page;
    await signIn(v, 'demo-vendor');
    await v.goto('/goods/vendor/save/0/N/01');
    const vf = v.getByRole('form', { name: '상품 정보' });
    await expect(vf).toBeVisible();
    await vf.getByLabel('상품명', { exact: true }).fill(`E2E 콜드브루 ${RUN}`);
    await choose(v, '카테고리', '커피·차·음료', '커피');
    await vf.getByLabel('소비자가', { exact: true }).fill('20000');
    await vf.getByLabel('판매가', { exact: true }).fill('18000');
    await vf.getByLabel('공급가', { exact: true }).fill('12000');
    await vf.getByLabel('재고', { exact: true }).fill('30');
    await v.getByRole('button', { name: '임시저장' }).click();
    expect(await acceptDialog(v)).toBe('저장하시겠습니까?');
    expect(await acceptDialog(v)).toBe('저장되었습니다.');
    await expect(v).toHaveURL(/\/goods\/vendor\/detail\/[^/]+$/);
    await expect(v.getByText('식품 > 커피·차·음료').first()).toBeVisible();
  });

  test("keeps other roles out and another vendor's product out of a vendor's reach; /goods redirects by role", async ({
    page,
    open,
  }) => {
    await signIn(page, 'demo-opmanager');
    await page.goto('/goods');
    await expect(page).toHaveURL(/\/goods\/list$/);

    const employee = await open('desktop');
    await signIn(employee.page, 'demo-employee');
    await employee.page.goto('/goods/list');
    expect(await acceptDialog(employee.page)).toBe('접근권한이 없는 메뉴 접근입니다.');

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

    // A desktop browser at a phone's width, as before: the back office, not the phone screens.
    const mobile = await openNarrow(open);
    await signIn(mobile, 'demo-vendor');
    await mobile.goto('/goods/vendor/list');
    await expect(mobile.locator('.ant-table-row').first()).toBeVisible();
    await screenshot(mobile, 'goods-vendor-list-mobile');
  });
});
