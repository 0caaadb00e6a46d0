import {
  CART_PATH,
  cartEventListReplySchema,
  cartLineReplySchema,
  cartListReplySchema,
  cartRemoveReplySchema,
} from '@pcs/domain/contracts/cart';
import { selectReplySchema } from '@pcs/domain/contracts/gift';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { getToken } from '../../../lib/session-store';

export const cartKeys = {
  all: ['cart'] as const,
  events: () => [...cartKeys.all, 'events'] as const,
  list: (eventSn: number) => [...cartKeys.all, 'list', eventSn] as const,
};

/** spec §7 POST .../drop-down/cartEventList.json (loginUserToken): the events having carts. */
export const useCartEvents = () =>
  useQuery({
    queryKey: cartKeys.events(),
    queryFn: ({ signal }) =>
      callApi(CART_PATH.cartEventList, {
        body: { loginUserToken: getToken() ?? '' },
        schema: cartEventListReplySchema,
        signal,
      }),
  });

/** spec §7 POST .../cart/cartList.json (loginUserToken, eventSn, cmpyCd). */
export const useCartList = (eventSn: number, cmpyCd: string) =>
  useQuery({
    queryKey: cartKeys.list(eventSn),
    queryFn: ({ signal }) =>
      callApi(CART_PATH.cartList, {
        body: { loginUserToken: getToken() ?? '', eventSn, cmpyCd },
        schema: cartListReplySchema,
        signal,
      }),
    enabled: eventSn > 0 && cmpyCd !== '',
  });

const useCartMutation = <B>(run: (body: B) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
};

export const useUpdateCartLine = () =>
  useCartMutation((body: { cartSn: number; optCdList?: string[]; quantity?: number }) =>
    callApi(CART_PATH.update, { body, schema: cartLineReplySchema }),
  );
export const useRemoveCartLines = () =>
  useCartMutation((cartSnList: number[]) =>
    callApi(CART_PATH.remove, { body: { cartSnList }, schema: cartRemoveReplySchema }),
  );

/** A cart line becomes a draft order (the gift detail's own rules); the apply screen follows. */
export const selectCartLine = (cartSn: number) =>
  callApi(CART_PATH.select, { body: { cartSn }, schema: selectReplySchema });
