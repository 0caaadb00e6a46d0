import {
  ALL_AUTH_CDS,
  CART_PATH,
  cartAddRequestSchema,
  cartEventListReplySchema,
  cartLineReplySchema,
  cartListReplySchema,
  cartListRequestSchema,
  cartRemoveReplySchema,
  cartRemoveRequestSchema,
  cartSelectRequestSchema,
  cartUpdateRequestSchema,
  selectReplySchema,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { addToCart, cartEventList, cartList, removeCartLines, selectCartLine, updateCartLine } from './cart';

/** The recipient's cart (spec §2 /cart/list, /m/cart/list; §3 Cart; §7). Every call acts on the caller's own lines. */
export const cartRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const signedIn = deps.guard(ALL_AUTH_CDS);
  const tags = ['cart'];
  app.post(
    CART_PATH.cartEventList,
    {
      schema: { tags, summary: 'Events having carts', response: replies(cartEventListReplySchema) },
      preHandler: signedIn,
    },
    async (request) => ok(await cartEventList(deps, currentUser(request))),
  );
  app.post(
    CART_PATH.cartList,
    {
      schema: {
        tags,
        summary: 'Cart of one event',
        body: cartListRequestSchema,
        response: replies(cartListReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await cartList(deps, currentUser(request), request.body, requestLanguage(request))),
  );
  app.post(
    CART_PATH.add,
    {
      schema: {
        tags,
        summary: 'Add to cart',
        body: cartAddRequestSchema,
        response: replies(cartLineReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await addToCart(deps, currentUser(request), request.body)),
  );
  app.post(
    CART_PATH.update,
    {
      schema: {
        tags,
        summary: 'Change option or quantity',
        body: cartUpdateRequestSchema,
        response: replies(cartLineReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await updateCartLine(deps, currentUser(request), request.body)),
  );
  app.post(
    CART_PATH.remove,
    {
      schema: {
        tags,
        summary: 'Remove lines',
        body: cartRemoveRequestSchema,
        response: replies(cartRemoveReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await removeCartLines(deps, currentUser(request), request.body.cartSnList)),
  );
  app.post(
    CART_PATH.select,
    {
      schema: {
        tags,
        summary: 'A cart line becomes a draft order',
        body: cartSelectRequestSchema,
        response: replies(selectReplySchema),
      },
      preHandler: signedIn,
    },
    async (request) => ok(await selectCartLine(deps, currentUser(request), request.body.cartSn)),
  );
};
