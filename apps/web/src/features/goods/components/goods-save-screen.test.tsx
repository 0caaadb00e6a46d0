import type { CategoryNode } from '@pcs/domain/contracts/codes';
import type { GoodsDetail } from '@pcs/domain/contracts/goods';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../lib/dialog';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderBackOffice } from '../../../test/render-back-office';
import { categoryOptions } from './category-tree';
import { GoodsSaveScreen } from './goods-save-screen';

const node = (categoryCd: string, categoryName: string, items: CategoryNode[] = []): CategoryNode => ({
  categoryCd,
  categoryName,
  categoryFullName: categoryName,
  topCategoryName: categoryName,
  parentCategoryName: null,
  level: categoryCd.length / 2,
  items,
});
/** As seeded: 식품 ends at the second level, 디지털 > 스마트기기 has a third. */
const TREE = [
  node('01', '식품', [node('0101', '과일·채소'), node('0104', '커피·차·음료')]),
  node('07', '디지털', [
    node('0701', '스마트기기', [node('070101', '스마트워치')]),
    node('0703', '컴퓨터주변기기'),
  ]),
];

/** Answers the confirm or alert on top of the dialog queue (lib/dialog). */
async function answerDialog(text: string, ok = true) {
  await waitFor(() => expect(useDialogs.getState().queue[0]?.text).toBe(text));
  const top = useDialogs.getState().queue[0]!;
  useDialogs.getState().close(top.id, ok);
}

describe('goods category picker', () => {
  it('lets any leaf be chosen, a second-level one included, and no node with sub-categories', () => {
    const options = categoryOptions(TREE, true);
    const selectable = (o: (typeof options)[number]) => o.selectable !== false;
    expect(options.map(selectable)).toEqual([false, false]);
    expect(options[0]!.children.map((o) => [o.value, selectable(o)])).toEqual([
      ['0101', true],
      ['0104', true],
    ]);
    expect(options[1]!.children.map((o) => [o.value, selectable(o)])).toEqual([
      ['0701', false],
      ['0703', true],
    ]);
    expect(options[1]!.children[0]!.children.map((o) => [o.value, selectable(o)])).toEqual([
      ['070101', true],
    ]);
    // The list screen's filter takes any level.
    expect(categoryOptions(TREE).every(selectable)).toBe(true);
  });
});

// The whole screen (Ant Design form, TipTap editor) takes seconds to render on a shared machine.
describe('GoodsSaveScreen (vendor)', () => {
  it('saves a product in 식품 > 커피·차·음료, a leaf at the second level', async () => {
    const fetch = stubFetch((path) =>
      path === API_PATH.goodsFormData
        ? envelope('2000', { categoryList: TREE, templateList: [], vendorList: [] })
        : envelope('2000', { prodSn: 7, signStatCd: '01', signStatNm: '임시저장' }),
    );
    renderBackOffice(<GoodsSaveScreen vendorMode />);
    fireEvent.change(await screen.findByPlaceholderText('상품명'), { target: { value: '드립백 커피 세트' } });
    const money = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    money('소비자가', '30000');
    money('판매가', '25000');
    money('공급가', '20000');
    money('재고', '50');

    const picker = screen.getByLabelText('카테고리');
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '커피' } });
    fireEvent.click(await screen.findByTitle('커피·차·음료'));

    fireEvent.click(screen.getByRole('button', { name: '임시저장' }));
    await answerDialog('저장하시겠습니까?');
    await waitFor(() => expect(fetch.mock.calls.some(([p]) => p === API_PATH.goodsSave)).toBe(true));
    const call = fetch.mock.calls.find(([p]) => p === API_PATH.goodsSave)!;
    expect(JSON.parse(String(call[1].body))).toMatchObject({
      prodNm: '드립백 커피 세트',
      categoryCd: '0104',
      submitYn: 'N',
    });
    await answerDialog('저장되었습니다.');
  }, 30_000);
});

/** A product of 디지털 > 스마트기기 > 스마트워치 with one option title, as the detail call answers for an edit. */
const DETAIL: GoodsDetail = {
  prodSn: 7,
  prodNm: '스마트워치',
  brandNm: null,
  mainImg: 'default',
  categoryCd: '070101',
  categoryFullName: '디지털 > 스마트기기 > 스마트워치',
  vendorSn: 3,
  vendorNm: '테크노아 일렉트릭',
  consumerPrice: 300_000,
  price: 250_000,
  supplyPrice: 200_000,
  stockQty: 10,
  soldOutYn: 'N',
  signStatCd: '03',
  signStatNm: '승인',
  useYn: 'Y',
  frstRgstDt: '20261101',
  mainImgYn: 'N',
  imageList: [],
  detailHtml: '',
  optionInfoList: [
    {
      optCd: '01',
      optNm: '색상',
      optionDetailList: [
        { optCd: '0101', optNm: '블랙', addPrice: 0, addSupplyPrice: 1_500, stockQty: null, soldOutYn: 'N' },
        { optCd: '0102', optNm: '실버', addPrice: 10_000, addSupplyPrice: 0, stockQty: 5, soldOutYn: 'N' },
      ],
    },
  ],
  tempSnList: [],
  tempNmList: [],
  tags: [],
  shipFee: 3_000,
  leadDays: 3,
  overseasYn: 'N',
  packageYn: 'N',
  cardYn: 'N',
  rejectReason: null,
  translations: { vi: { prodNm: 'Đồng hồ thông minh' } },
  historyList: [],
};

/** The operator's edit screen of goods 7 (DETAIL), at its route. */
const renderEditOfGoods7 = () =>
  renderBackOffice(
    <Routes>
      <Route path="/goods/save/:prodSn" element={<GoodsSaveScreen vendorMode={false} />} />
    </Routes>,
    { route: '/goods/save/7' },
  );

/** The categories and the one vendor the form offers. */
const FORM_DATA = {
  categoryList: TREE,
  templateList: [],
  vendorList: [{ vendorSn: 3, vendorNm: '테크노아 일렉트릭' }],
};

describe('GoodsSaveScreen option supply extras (공급가 추가금)', () => {
  it("shows each value's 공급가 추가금 beside its 추가금액 and sends the edited one back", async () => {
    const fetch = stubFetch((path) =>
      path === API_PATH.goodsFormData
        ? envelope('2000', FORM_DATA)
        : path === API_PATH.goodsDetail
          ? envelope('2000', DETAIL)
          : envelope('2000', { prodSn: 7, signStatCd: '03', signStatNm: '승인' }),
    );
    renderEditOfGoods7();
    const extras = await screen.findAllByLabelText('공급가 추가금');
    expect(extras.map((e) => (e as HTMLInputElement).value)).toEqual(['1500', '0']);
    expect(screen.getAllByLabelText('추가금액').map((e) => (e as HTMLInputElement).value)).toEqual([
      '0',
      '10000',
    ]);
    // The label is on the screen, not only for screen readers.
    const firstValue = extras[0]!.closest('.ant-space-item')?.parentElement as HTMLElement;
    expect(within(firstValue).getByText('공급가 추가금')).toBeTruthy();

    fireEvent.change(extras[0]!, { target: { value: '2000' } });
    fireEvent.change(extras[1]!, { target: { value: '12000' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await answerDialog('저장하시겠습니까?');
    await waitFor(() => expect(fetch.mock.calls.some(([p]) => p === API_PATH.goodsSave)).toBe(true));
    const call = fetch.mock.calls.find(([p]) => p === API_PATH.goodsSave)!;
    const body = JSON.parse(String(call[1].body)) as { optionInfoList: { optionDetailList: unknown[] }[] };
    expect(body.optionInfoList[0]!.optionDetailList).toEqual([
      expect.objectContaining({ optCd: '0101', addPrice: 0, addSupplyPrice: 2_000 }),
      // Above the value's 추가금액: allowed (the vendor may be paid more than the recipient is charged extra).
      expect.objectContaining({ optCd: '0102', addPrice: 10_000, addSupplyPrice: 12_000 }),
    ]);
    await answerDialog('저장되었습니다.');
  }, 30_000);

  it('fills the edit form when the form data answers after the goods (no unconnected form instance)', async () => {
    // The goods' reply first, the categories and vendors 300 ms later: the form is not on screen until both are in.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path === API_PATH.goodsDetail) return envelope('2000', DETAIL);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return envelope('2000', FORM_DATA);
      }),
    );
    renderEditOfGoods7();
    const extras = await screen.findAllByLabelText('공급가 추가금');
    expect(extras.map((e) => (e as HTMLInputElement).value)).toEqual(['1500', '0']);
    // The setup fails a test that logged console.error (antd's unconnected-instance warning among them).
    await new Promise((resolve) => setTimeout(resolve, 100));
  }, 30_000);

  it('starts a new option value at 0', async () => {
    stubFetch(() => envelope('2000', { categoryList: TREE, templateList: [], vendorList: [] }));
    renderBackOffice(<GoodsSaveScreen vendorMode />);
    fireEvent.click(await screen.findByText('옵션 추가'));
    const [extra] = await screen.findAllByLabelText('공급가 추가금');
    expect((extra as HTMLInputElement).value).toBe('0');
  }, 30_000);
});

describe('GoodsSaveScreen translations (번역, decision 055)', () => {
  const editScreen = (save = envelope('2000', { prodSn: 7, signStatCd: '03', signStatNm: '승인' })) => {
    const fetch = stubFetch((path) =>
      path === API_PATH.goodsFormData
        ? envelope('2000', {
            categoryList: TREE,
            templateList: [],
            vendorList: [{ vendorSn: 3, vendorNm: '테크노아' }],
          })
        : path === API_PATH.goodsDetail
          ? envelope('2000', DETAIL)
          : save,
    );
    renderEditOfGoods7();
    return fetch;
  };

  it('shows the loaded names beside the original and sends them back with what was typed', async () => {
    const fetch = editScreen();
    const vi = (await screen.findByLabelText('베트남어 상품명')) as HTMLInputElement;
    await waitFor(() => expect(vi.value).toBe('Đồng hồ thông minh'));
    expect((screen.getByPlaceholderText('상품명') as HTMLInputElement).value).toBe('스마트워치');
    expect(screen.getByText('번역 (선택)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('영어 상품명'), { target: { value: 'Smart watch' } });
    fireEvent.change(screen.getByLabelText('네팔어 한 줄 소개'), { target: { value: 'स्मार्ट घडी' } });

    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await answerDialog('저장하시겠습니까?');
    await waitFor(() => expect(fetch.mock.calls.some(([p]) => p === API_PATH.goodsSave)).toBe(true));
    const call = fetch.mock.calls.find(([p]) => p === API_PATH.goodsSave)!;
    expect(JSON.parse(String(call[1].body)).translations).toMatchObject({
      vi: { prodNm: 'Đồng hồ thông minh' },
      en: { prodNm: 'Smart watch' },
      ne: { summary: 'स्मार्ट घडी' },
    });
    await answerDialog('저장되었습니다.');
  }, 30_000);

  it('refuses a name longer than the Korean name may be, in Korean, before saving', async () => {
    const fetch = editScreen();
    const vi = await screen.findByLabelText('베트남어 상품명');
    fireEvent.change(vi, { target: { value: 'a'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('베트남어 상품명은 200자까지 입력할 수 있습니다.')).toBeTruthy();
    expect(fetch.mock.calls.some(([p]) => p === API_PATH.goodsSave)).toBe(false);
  }, 30_000);
});
