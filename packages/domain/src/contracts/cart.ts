import { z } from 'zod';
import { serialId } from './envelope';

const sn = serialId();
const yn = z.enum(['Y', 'N']);

/** Cart calls: the two of spec §7 and ours in the same style. */
export const CART_PATH = {
  cartEventList: '/v1/ebmp/pcs/drop-down/cartEventList.json',
  cartList: '/v1/ebmp/pcs/cart/cartList.json',
  add: '/v1/ebmp/pcs/cart/add.json',
  update: '/v1/ebmp/pcs/cart/update.json',
  remove: '/v1/ebmp/pcs/cart/delete.json',
  /** Turns one cart line into a draft order (then the apply screen). */
  select: '/v1/ebmp/pcs/cart/select.json',
} as const;

export const CART_MESSAGES = {
  added: '장바구니에 담았습니다.',
  overSelectCnt: '선택 가능한 선물 수를 초과하여 담을 수 없습니다.',
  soldOutLine: '품절된 상품은 신청할 수 없습니다.',
  selectOne: '신청할 상품을 선택해주세요.',
  applyOne: '한 번에 하나의 상품만 신청할 수 있습니다.',
  removeConfirm: '선택한 상품을 삭제하시겠습니까?',
  empty: '장바구니에 담긴 상품이 없습니다.',
  optionInCart: '이미 장바구니에 담긴 옵션입니다.',
} as const;

export const cartEventSchema = z.object({
  eventSn: z.number().int(),
  eventNm: z.string(),
  cmpyCd: z.string(),
  cartCnt: z.number().int(),
});
export const cartEventListReplySchema = z.object({ list: z.array(cartEventSchema) });

export const cartListRequestSchema = z.object({
  loginUserToken: z.string().optional(),
  eventSn: sn,
  cmpyCd: z.string().min(1).max(20),
});

/** spec §3 Cart: optionDetailList entries carry optCd and optNm; a two-character optCd is the title. */
export const cartOptionInfoSchema = z.object({
  optionDetailList: z.array(
    z.object({ optCd: z.string(), optNm: z.string(), soldOutYn: yn, addPrice: z.number().int() }),
  ),
});
export const cartProdSchema = z.object({
  cartSn: z.number().int(),
  prodSn: z.number().int(),
  prodNm: z.string(),
  brandNm: z.string().nullable(),
  mainImg: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  optCds: z.string(),
  optNm: z.string().nullable(),
  soldOutYn: yn,
  optionInfoList: z.array(cartOptionInfoSchema),
});
export type CartProd = z.infer<typeof cartProdSchema>;
export const cartListReplySchema = z.object({
  eventNm: z.string(),
  totalCount: z.number().int(),
  totalPrice: z.number().int(),
  cartProdList: z.array(cartProdSchema),
  eventSn: z.number().int(),
  cmpyCd: z.string(),
  selectCnt: z.number().int(),
  usedCnt: z.number().int(),
  selectType: z.string(),
});
export type CartList = z.infer<typeof cartListReplySchema>;

export const cartAddRequestSchema = z.object({
  eventSn: sn,
  prodSn: sn,
  optCdList: z.array(z.string().max(20)).max(10).default([]),
  quantity: z.number().int().min(1).max(99),
});
export const cartUpdateRequestSchema = z.object({
  cartSn: sn,
  optCdList: z.array(z.string().max(20)).max(10).optional(),
  quantity: z.number().int().min(1).max(99).optional(),
});
export const cartRemoveRequestSchema = z.object({ cartSnList: z.array(sn).min(1).max(100) });
export const cartSelectRequestSchema = z.object({ cartSn: sn });
export const cartLineReplySchema = z.object({ cartSn: z.number().int() });
export const cartRemoveReplySchema = z.object({ removed: z.number().int() });
