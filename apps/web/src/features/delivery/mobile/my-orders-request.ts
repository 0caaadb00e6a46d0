import { DELIVERY_STATE_LABEL, isYmd } from '@pcs/domain';

/** Orders per page of the recipient's order list. */
export const MY_ORDERS_PAGE = 10;

/**
 * The order list's request from its URL (spec §2 /m/delivery/list: state chip, period, product, page), read the same
 * way by the screen and by its prefetch; a value the URL holds wrongly is left out.
 */
export function myOrdersRequest(params: URLSearchParams) {
  const stateCd = params.get('stateCd');
  const from = params.get('from');
  const to = params.get('to');
  return {
    stateCd: stateCd && stateCd in DELIVERY_STATE_LABEL ? stateCd : null,
    inputDtStart: from && isYmd(from) ? from : null,
    inputDtEnd: to && isYmd(to) ? to : null,
    prodNm: params.get('prodNm')?.slice(0, 50) || null,
    page: Math.max(0, Number(params.get('page')) || 0),
    pageSize: MY_ORDERS_PAGE,
  };
}
