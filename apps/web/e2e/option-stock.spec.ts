import { openNarrow } from './catalogue-steps';
import { acceptDialog, api, expect, screenshot, signIn, test, tokenOf } from './fixtures';
import { recipientWithChoiceLeft } from './recipients';

/**
 * Decision 029 through the screens: an operator counts an option value of a demo gift down to 0 on the goods save
 * screen; the goods detail shows the count and 품절 per value and the change in its history; a recipient of an event
 * offering the gift sees the value as 품절 and cannot choose it, on desktop and on a phone.
 */

type Detail = {
  optionInfoList: {
    optNm: string;
    optionDetailList: { optCd: string; optNm: string; soldOutYn: string }[];
  }[];
};

/** A gift of the recipient's event whose first option has three or more values, none sold out (others keep two). */
async function optionedGift(userId: string, eventSn: number): Promise<{ prodSn: number; detail: Detail }> {
  const token = await tokenOf(userId);
  for (let page = 0; page < 5; page += 1) {
    const list = (await api('/v1/ebmp/pcs/gift/giftList.json', { eventSn, page }, token)).resultData as {
      prodInfoList: { prodSn: number; soldOutYn: string }[];
    };
    if (list.prodInfoList.length === 0) break;
    for (const p of list.prodInfoList.filter((g) => g.soldOutYn === 'N')) {
      const detail = (await api('/v1/ebmp/pcs/gift/giftDetail.json', { eventSn, prodSn: p.prodSn }, token))
        .resultData as Detail;
      const first = detail.optionInfoList[0]?.optionDetailList ?? [];
      if (first.length >= 3 && first.every((v) => v.soldOutYn === 'N')) return { prodSn: p.prodSn, detail };
    }
  }
  throw new Error('no gift with a three-value option in the event');
}

test.describe('option value stock (decision 029)', () => {
  test('an operator counts a value down to 0; the recipient sees it as 품절 and cannot choose it, desktop and phone', async ({
    page: o,
    open,
  }) => {
    const r = await recipientWithChoiceLeft('first');
    const { prodSn, detail } = await optionedGift(r.userId, r.eventSn);
    const title = detail.optionInfoList[0]!;
    const value = title.optionDetailList[0]!;

    await signIn(o, 'demo-admin');
    await o.goto(`/goods/save/${prodSn}/Y`);
    const form = o.getByRole('form', { name: '상품 정보' });
    await expect(form).toBeVisible();
    const counted = o.getByRole('checkbox', { name: '재고 관리' }).first();
    if (!(await counted.isChecked())) await counted.check();
    const stock = o.getByLabel('옵션 재고').first();
    await expect(stock).toBeEnabled();
    await stock.fill('0');
    await o.getByText('옵션값 추가').first().scrollIntoViewIfNeeded();
    await screenshot(o, 'option-stock-1-goods-save');
    await o.getByRole('button', { name: '저장' }).click();
    expect(await acceptDialog(o)).toBe('저장하시겠습니까?');
    expect(await acceptDialog(o)).toBe('저장되었습니다.');
    await expect(o).toHaveURL(new RegExp(`/goods/detail/${prodSn}$`));
    const row = o.locator('tr', { hasText: value.optCd });
    await expect(row.getByText('품절')).toBeVisible();
    await expect(row).toContainText('0개');
    await expect(o.getByText(`옵션 재고 (${title.optNm}: ${value.optNm})`).first()).toBeVisible();
    await screenshot(o, 'option-stock-2-goods-detail', true);
    // The same screen on a phone-sized window: each value's row wraps, the count stays next to its switch.
    const narrow = await openNarrow(open);
    await signIn(narrow, 'demo-admin');
    await narrow.goto(`/goods/save/${prodSn}/Y`);
    await narrow.getByLabel('옵션 재고').first().scrollIntoViewIfNeeded();
    await expect(narrow.getByLabel('옵션 재고').first()).toHaveValue('0');
    await screenshot(narrow, 'option-stock-1-goods-save-narrow');

    for (const mobile of [false, true]) {
      const { page } = await open(mobile ? 'phone' : 'desktop');
      await signIn(page, r.userId, mobile ? '/m/idLogin' : '/login');
      await page.goto(
        mobile ? `/m/gift/detail/${r.eventSn}/${prodSn}/1/01` : `/gift/detail/${prodSn}/${r.eventSn}/1/01`,
      );
      await expect(page.getByRole('heading', { name: '상품 상세정보' })).toBeVisible();
      const select = page.locator('select[id^="gift-option-"]').first();
      const soldOut = select.locator(`option[value="${value.optCd}"]`);
      await expect(soldOut).toContainText('(품절)');
      await expect(soldOut).toBeDisabled();
      // The other values stay on sale.
      await expect(select.locator('option:not([disabled])')).toHaveCount(title.optionDetailList.length - 1);
      // For the picture only: the select drawn open as a list, so the 품절 value can be seen.
      await select.evaluate((el) => {
        (el as HTMLSelectElement).size = (el as HTMLSelectElement).options.length;
        (el as HTMLSelectElement).style.height = 'auto';
        el.scrollIntoView({ block: 'center' });
      });
      await screenshot(page, `option-stock-3-gift-detail-${mobile ? 'mobile' : 'desktop'}`);
    }
  });
});
