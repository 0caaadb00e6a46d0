import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dateInputValue } from '../mobile/mobile-list-parts';
import { useOrderPaths } from './use-order-paths';

const at = (path: string) =>
  renderHook(() => useOrderPaths(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    ),
  }).result.current;

describe("the recipient's order links stay on the side they were opened on", () => {
  it('a phone keeps to /m/delivery and /m/return', () => {
    const to = at('/m/delivery/list');
    expect(to.mobile).toBe(true);
    expect(to.detail(250, 251)).toBe('/m/delivery/detail/250');
    expect(to.save(250)).toBe('/m/delivery/save/250');
    expect(to.orderReturnEdit(250, 251, 'NONE', 'RETURN', 9)).toBe(
      '/m/delivery/orderReturn/250/251/NONE/RETURN/9/edit',
    );
    expect(to.returnDetail(250, 251, 9)).toBe('/m/return/250/251/9');
    expect(to.gifts).toBe('/m/gift/preview');
  });

  it('a desktop keeps to the spec paths and the forms under 주문·배송 조회', () => {
    const to = at('/delivery/order');
    expect(to.mobile).toBe(false);
    expect(to.list).toBe('/delivery/order');
    expect(to.detail(250, 251)).toBe('/delivery/order/250/251');
    expect(to.save(250)).toBe('/delivery/order/save/250');
    expect(to.cardMemo(1, 250)).toBe('/delivery/order/cardMemo/1/250');
    expect(to.cancel(250)).toBe('/delivery/order/orderCancel/250');
    expect(to.orderReturn(250, 251, 'NONE')).toBe('/delivery/order/orderReturn/250/251/NONE');
    expect(to.orderReturnEdit(250, 251, 'NONE', 'RETURN', 9)).toBe(
      '/delivery/order/orderReturn/250/251/NONE/RETURN/9/edit',
    );
    expect(to.returns).toBe('/delivery/return');
    expect(to.returnDetail(250, 251, 9)).toBe('/delivery/return/250/251/9');
    expect(to.gifts).toBe('/gift/list');
  });

  it("shows a search's yyyymmdd period back in the date fields", () => {
    expect(dateInputValue('20261126')).toBe('2026-11-26');
    for (const bad of [null, '', '2026-11-26', '20261350']) expect(dateInputValue(bad)).toBe('');
  });
});
