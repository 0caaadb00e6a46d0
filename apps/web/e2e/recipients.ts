import { API_PATH } from '@pcs/domain/contracts/paths';
import type { Page } from '@playwright/test';
import { api, DEMO_PASSWORD } from './server-calls';

export async function apiLogin(userId: string): Promise<string> {
  const reply = await api('/v1/ebmp/login.json', { userId, password: DEMO_PASSWORD });
  const token = (reply.resultData as { loginUserToken?: string } | null)?.loginUserToken;
  if (!token) throw new Error(`${userId} cannot log in`);
  return token;
}

const taken = new Set<string>();

/**
 * A demo employee (emp0001..emp0030) of a running event with a choice left, not handed out before in this file.
 * Journeys that use up choices search from the last employee down (`from: 'last'`), the others from the first up,
 * so the two kinds meet as late as possible on one demo server.
 */
export async function recipientWithChoiceLeft(
  from: 'first' | 'last' = 'first',
): Promise<{ userId: string; eventSn: number }> {
  for (let n = 1; n <= 30; n += 1) {
    const i = from === 'first' ? n : 31 - n;
    const userId = `emp${String(i).padStart(4, '0')}`;
    if (taken.has(userId)) continue;
    const token = await apiLogin(userId).catch(() => null);
    if (!token) continue;
    const events = await api('/v1/ebmp/pcs/gift/eventList.json', {}, token);
    type Ev = { eventSn: number; usedCnt: number; selectCnt: number; openYn: string };
    const open = (events.resultData as { eventList: Ev[] }).eventList.find(
      (e) => e.openYn === 'Y' && e.usedCnt < e.selectCnt,
    );
    if (open) {
      taken.add(userId);
      return { userId, eventSn: open.eventSn };
    }
  }
  throw new Error('no recipient with a choice left');
}

/**
 * From a signed-in gift list (desktop /gift/list or mobile /m/gift/list/{eventSn}), through a gift in stock and its
 * options to the final-info screen; returns the order's number.
 */
export async function openApplyForm(page: Page, prefix: '/gift' | '/m/gift'): Promise<number> {
  const listUrl = page.url();
  const products = page.locator(`a[href^="${prefix}/detail/"]`).filter({ hasNotText: '품절' });
  // A product the list still offers can be blocked on its detail (its options sold out by another journey on this
  // server): its fields are disabled, so the next product is tried.
  for (let i = 0; ; i++) {
    if (i > 0) await page.goto(listUrl);
    const product = products.nth(i);
    await product.click();
    await page.getByRole('heading', { name: '상품 상세정보' }).waitFor();
    const choose = page.getByRole('button', { name: '선물 선택하기' });
    await choose.waitFor();
    const selects = await page.locator('select[id^="gift-option-"]').all();
    const blocked = (await choose.isDisabled()) || (selects.length > 0 && (await selects[0]!.isDisabled()));
    if (blocked && i < 7) continue;
    for (const select of selects) {
      const value = await select.evaluate(
        (el) => [...(el as HTMLSelectElement).options].find((o) => o.value && !o.disabled)?.value ?? '',
      );
      await select.selectOption(value);
    }
    break;
  }
  await page.getByRole('button', { name: '선물 선택하기' }).click();
  await page.waitForURL(new RegExp(`${prefix}/giftSelect/apply/\\d+$`));
  await page.getByRole('heading', { name: '배송 정보 입력' }).waitFor();
  const ordSn = Number(/apply\/(\d+)$/.exec(page.url())?.[1]);
  if (!(ordSn > 0)) throw new Error(`no order number in ${page.url()}`);
  return ordSn;
}

type GiftItem = { prodSn: number; soldOutYn: string };
type GiftDetailReply = { stockQty: number; soldOutYn: string; optionInfoList: unknown[] };

/**
 * Another device applies `quantity` gifts of the event for the user, through the API: a product in stock without
 * options, chosen and applied to a fixed address.
 */
export async function applyElsewhere(userId: string, eventSn: number, quantity: number): Promise<number> {
  const token = await apiLogin(userId);
  const list = await api('/v1/ebmp/pcs/gift/giftList.json', { eventSn, page: 0 }, token);
  for (const item of (list.resultData as { prodInfoList: GiftItem[] }).prodInfoList) {
    if (item.soldOutYn === 'Y') continue;
    const detail = (await api('/v1/ebmp/pcs/gift/giftDetail.json', { eventSn, prodSn: item.prodSn }, token))
      .resultData as GiftDetailReply;
    if (detail.optionInfoList.length > 0 || detail.stockQty < quantity) continue;
    const select = await api(
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn, prodSn: item.prodSn, quantity },
      token,
    );
    const { ordSn } = select.resultData as { ordSn: number };
    const applied = await api(
      '/v1/ebmp/pcs/gift/apply.json',
      {
        ordSn,
        receiverNm: '다른기기',
        receiverTelNo: '01099998888',
        zipCd: '06236',
        addr: '서울 강남구 테헤란로 152',
        addrDtl: '1층',
      },
      token,
    );
    if (applied.resultStatus.messageCode !== '2000')
      throw new Error(
        `apply refused: ${applied.resultStatus.messageText ?? applied.resultStatus.messageCode}`,
      );
    return ordSn;
  }
  throw new Error('no product without options in stock');
}

/** 'YYYYMMDD' of a day, as the event form sends it. */
const ymdOf = (d: Date) =>
  `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;

/**
 * A journey's own running event, made through the API as an operator (the event set-up has its own journeys): open
 * from yesterday for a week, the first eight goods of the demo's running event at `eventPrice`, the given employees
 * as its recipients, scheduled. Returns its number.
 */
export async function runningEventFor(
  admin: string,
  event: {
    cmpyCd: string;
    eventNm: string;
    budgetAmt: number;
    eventPrice: number;
    unqUserIds: readonly string[];
    taxPurpose?: string;
  },
): Promise<number> {
  const demo = (await api(API_PATH.eventManageDetail, { eventSn: 1 }, admin)).resultData as {
    products: { prodSn: number }[];
  };
  const now = Date.now();
  const saved = await api(
    API_PATH.eventManageSave,
    {
      cmpyCd: event.cmpyCd,
      eventNm: event.eventNm,
      startDt: ymdOf(new Date(now - 86_400_000)),
      startTm: '000000',
      endDt: ymdOf(new Date(now + 7 * 86_400_000)),
      endTm: '235959',
      budgetAmt: event.budgetAmt,
      selectCnt: 1,
      selectType: '01',
      ...(event.taxPurpose ? { taxPurpose: event.taxPurpose } : {}),
      products: demo.products
        .slice(0, 8)
        .map((p) => ({ prodSn: p.prodSn, stockQty: 5, eventPrice: event.eventPrice })),
    },
    admin,
  );
  if (saved.resultStatus.messageCode !== '2000')
    throw new Error(`event not saved: ${saved.resultStatus.messageText}`);
  const eventSn = (saved.resultData as { eventSn: number }).eventSn;
  const added = await api(
    API_PATH.eventRecipientAdd,
    { eventSn, scope: 'USERS', unqUserIdList: [...event.unqUserIds] },
    admin,
  );
  if (added.resultStatus.messageCode !== '2000')
    throw new Error(`recipients not added: ${added.resultStatus.messageText}`);
  const opened = await api(API_PATH.eventManageStatus, { eventSn, action: 'schedule' }, admin);
  if (opened.resultStatus.messageCode !== '2000')
    throw new Error(`event not scheduled: ${opened.resultStatus.messageText}`);
  return eventSn;
}
