import { describe, expect, it } from 'vitest';
import { MY_ORDERS_PAGE, myOrdersRequest } from './my-orders-request';

describe('myOrdersRequest (the order list and its prefetch read the URL the same way)', () => {
  it('sends the state, period, product and page of the URL, ten orders a page', () => {
    const params = new URLSearchParams('stateCd=03&from=20261101&to=20261130&prodNm=텀블러&page=2');
    expect(myOrdersRequest(params)).toEqual({
      stateCd: '03',
      inputDtStart: '20261101',
      inputDtEnd: '20261130',
      prodNm: '텀블러',
      page: 2,
      pageSize: 10,
    });
    expect(MY_ORDERS_PAGE).toBe(10);
  });

  it('leaves out what the URL holds wrongly, and cuts a product search at 50 characters', () => {
    const params = new URLSearchParams(`stateCd=99&from=2026-11-01&to=x&prodNm=${'가'.repeat(60)}&page=-3`);
    expect(myOrdersRequest(params)).toEqual({
      stateCd: null,
      inputDtStart: null,
      inputDtEnd: null,
      prodNm: '가'.repeat(50),
      page: 0,
      pageSize: 10,
    });
    expect(myOrdersRequest(new URLSearchParams()).prodNm).toBeNull();
  });
});
