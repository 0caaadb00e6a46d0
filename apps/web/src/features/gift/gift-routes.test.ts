import { describe, expect, it } from 'vitest';
import { MOBILE_GIFT_ROUTES, PC_GIFT_ROUTES, toSn } from './gift-routes';
import { testGiftRoutes } from './gift-test-mode';

describe('gift routes (spec §2)', () => {
  const p = { prodSn: 11, eventSn: 22, selectCnt: 3, selectType: '02' };

  it('puts prodSn first on desktop and eventSn first on mobile', () => {
    expect(PC_GIFT_ROUTES.detail(p)).toBe('/gift/detail/11/22/3/02');
    expect(MOBILE_GIFT_ROUTES.detail(p)).toBe('/m/gift/detail/22/11/3/02');
  });

  it('builds the final-info and order-history screens of each variant', () => {
    expect(PC_GIFT_ROUTES.apply(5)).toBe('/gift/giftSelect/apply/5');
    expect(MOBILE_GIFT_ROUTES.apply(5)).toBe('/m/gift/giftSelect/apply/5');
    expect(PC_GIFT_ROUTES.orderHistory({ eventSn: 1, ordSn: 2, estiSn: 3 })).toBe(
      '/gift/giftSelect/orderHistory/1/2/3',
    );
    expect(MOBILE_GIFT_ROUTES.orderHistory({ eventSn: 1, ordSn: 2, estiSn: 3 })).toBe(
      '/m/gift/giftSelect/orderHistory/1/2/3',
    );
  });

  it('sends an abnormal access to the list on desktop and the preview on mobile (spec §4)', () => {
    expect(PC_GIFT_ROUTES.home).toBe('/gift/list');
    expect(MOBILE_GIFT_ROUTES.home).toBe('/m/gift/preview');
  });

  it("links an applied order to the recipient's order page on its side, none in test mode", () => {
    expect(PC_GIFT_ROUTES.orderDetail?.(250, 251)).toBe('/delivery/order/250/251');
    expect(MOBILE_GIFT_ROUTES.orderDetail?.(250, 251)).toBe('/m/delivery/detail/250');
    expect(testGiftRoutes(7).orderDetail).toBeUndefined();
  });

  it('reads only positive integers as serial numbers', () => {
    expect(toSn('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc']) expect(toSn(bad)).toBe(0);
  });
});
