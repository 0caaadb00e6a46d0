import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, DEMO_PASSWORD } from './browser';

/** A JSON POST to the demo server, as another device would send it. */
export async function api(url: string, body: unknown, token?: string) {
  const res = await fetch(`${baseURL()}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { resultStatus: { messageCode: string }; resultData: unknown };
}

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
  const product = page.locator(`a[href^="${prefix}/detail/"]`).filter({ hasNotText: '품절' }).first();
  await product.click();
  await page.getByRole('heading', { name: '상품 상세정보' }).waitFor();
  for (const select of await page.locator('select[id^="gift-option-"]').all()) {
    const value = await select.evaluate(
      (el) => [...(el as HTMLSelectElement).options].find((o) => o.value && !o.disabled)?.value ?? '',
    );
    await select.selectOption(value);
  }
  await page.getByRole('button', { name: '선물 선택하기' }).click();
  await page.waitForURL(new RegExp(`${prefix}/giftSelect/apply/\\d+$`));
  await page.getByRole('heading', { name: '배송 정보 입력' }).waitFor();
  const ordSn = Number(/apply\/(\d+)$/.exec(page.url())?.[1]);
  expect(ordSn).toBeGreaterThan(0);
  return ordSn;
}
