import { DELIVERY_FLOW_PATH, DELIVERY_STATE_LABEL, FULFILMENT_ROLES, hasRole } from '@pcs/domain';
import { prefetchList, type ScreenPrefetch } from '../../../lib/screen-prefetch';
import { lineListQuery } from '../api/get-line-list';
import { deliveryListSpec } from '../components/delivery-list-spec';

/** Filters of the delivery line lists (/delivery/apply, /delivery/order, /delivery/release). */
export const LINES_LIST = deliveryListSpec(Object.keys(DELIVERY_STATE_LABEL));

const orders = prefetchList(LINES_LIST, (request) => lineListQuery(DELIVERY_FLOW_PATH.orderList, request));

/**
 * /delivery/order's first query for those who fulfil orders (the line list of order-list-page.tsx): the page of
 * lines its URL asks for. Everyone else's own orders are another screen, not started here.
 */
export const prefetch: ScreenPrefetch = (args) => {
  if (hasRole(FULFILMENT_ROLES, args.user.authCd)) orders(args);
};
