import { MOBILE_PHONE_DIGITS, SELECT_TYPE } from './constants';
import { API_MESSAGE, MESSAGE_CODE } from './messages';

/** The texts of the recipient's gift journey, sent by the API and shown by the web app. */
export const GIFT_MESSAGES = {
  quantityInvalid: '수량을 확인해주세요.',
  quantityOverStock: '남은 재고보다 많은 수량을 선택했습니다.',
  optionRequired: '옵션을 선택해주세요.',
  optionSoldOut: '선택하신 옵션이 품절되었습니다.',
  productSoldOut: '품절된 상품입니다.',
  eventNotOpen: API_MESSAGE[MESSAGE_CODE.eventNotOpen],
  allChosen: '선택 가능한 선물을 모두 선택하셨습니다.',
  /** The final-info screen when the last choice was used on another device or tab meanwhile. */
  usedElsewhere: '다른 기기나 창에서 이미 선물을 신청하셨습니다.',
  usedElsewhereHelp:
    '이 이벤트에서 고를 수 있는 선물을 모두 신청하셔서 이 주문은 신청되지 않았습니다. 신청하신 선물은 신청 내역에서 확인하실 수 있습니다.',
} as const;

type Allowance = { selectCnt: number; usedCnt: number };
type ChoiceEvent = Allowance & { selectType: string };

/** A recipient's remaining choices in an event: selectCnt minus the gifts already applied, never negative. */
export const remainingChoices = (event: Allowance): number => Math.max(0, event.selectCnt - event.usedCnt);

/** Select type 01: the recipient chooses one gift, so the quantity is always 1. */
export const isSingleChoice = (event: { selectType: string }): boolean =>
  event.selectType === SELECT_TYPE.single;

/** The most of one gift the recipient may choose now: 1 in a single-choice event, else the remaining choices
 *  capped by the stock. */
export function giftQuantityLimit(event: ChoiceEvent, stockQty: number): number {
  if (isSingleChoice(event)) return 1;
  return Math.min(remainingChoices(event), Math.max(0, stockQty));
}

export type GiftQuantityRefusal = 'singleChoice' | 'overRemaining' | 'overStock';

/**
 * Why a chosen quantity is refused, in the order the API checks it, or null when it is allowed: a single-choice
 * event takes exactly 1; no more than the remaining choices; no more than the stock.
 */
export function checkGiftQuantity(
  event: ChoiceEvent,
  quantity: number,
  stockQty: number,
): GiftQuantityRefusal | null {
  if (isSingleChoice(event) && quantity !== 1) return 'singleChoice';
  if (quantity > remainingChoices(event)) return 'overRemaining';
  if (quantity > stockQty) return 'overStock';
  return null;
}

/**
 * Maximum lengths of the delivery address of an application: the server's schema checks them, the screen's inputs
 * stop there, and the gift_order columns are as wide. The phone is typed as 11 digits shown with two hyphens.
 */
export const DELIVERY_ADDRESS_MAX_LENGTH = {
  receiverNm: 30,
  receiverTelNo: MOBILE_PHONE_DIGITS + 2,
  zipCd: 5,
  addr: 200,
  addrDtl: 100,
  deliveryMemo: 100,
} as const;
