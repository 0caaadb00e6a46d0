import { CART_PATH, cartLineReplySchema } from '@pcs/domain/contracts/cart';
import { callApi } from '../../../lib/api-client';

/**
 * The gift detail's 장바구니 담기 (the cart screens are the cart feature's). A file of its own: the detail page then
 * loads the cart contracts only, not the payment ones.
 */
export const addToCart = (body: { eventSn: number; prodSn: number; optCdList: string[]; quantity: number }) =>
  callApi(CART_PATH.add, { body, schema: cartLineReplySchema });
