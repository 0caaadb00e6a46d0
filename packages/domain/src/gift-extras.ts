/**
 * Gift extras (spec §1 "package and message-card extras"): an event may offer gift packaging and a message card
 * with every gift. The operator sets a price for each on the event (0 = free); the recipient chooses on the apply
 * page, and what they chose is charged on the order like the gift itself (decision 028).
 */

import { formatWon } from './formats';

/** The longest message a card carries (the gift_order column is as wide). */
export const CARD_MSG_MAX = 200;

export const GIFT_EXTRAS_TEXT = {
  packageLabel: '선물 포장',
  cardLabel: '메시지 카드',
  free: '무료',
  cardMsgRequired: '메시지 카드에 담을 내용을 입력해주세요.',
  cardMsgTooLong: `메시지 카드 내용은 ${CARD_MSG_MAX}자 이내로 입력해주세요.`,
  packageNotOffered: '이 이벤트는 선물 포장을 제공하지 않습니다.',
  cardNotOffered: '이 이벤트는 메시지 카드를 제공하지 않습니다.',
  extrasPriceInvalid: '포장·카드 가격을 확인해주세요.',
} as const;

/** What an event offers: each extra on or off, and its price in won (0 = free). */
export type GiftExtrasPricing = {
  packageYn: string;
  packagePrice: number;
  cardYn: string;
  cardPrice: number;
};

/** What the recipient chose. */
export type GiftExtrasChoice = { packageYn: string; cardYn: string };

/**
 * What the chosen extras cost: packaging wraps every unit (price x quantity), one card goes with the order.
 * An extra the event does not offer costs nothing here; `refusal` says which one was asked for anyway.
 */
export function giftExtrasAmount(
  offer: GiftExtrasPricing,
  choice: GiftExtrasChoice,
  quantity: number,
): { amount: number; refusal: string | null } {
  if (choice.packageYn === 'Y' && offer.packageYn !== 'Y')
    return { amount: 0, refusal: GIFT_EXTRAS_TEXT.packageNotOffered };
  if (choice.cardYn === 'Y' && offer.cardYn !== 'Y')
    return { amount: 0, refusal: GIFT_EXTRAS_TEXT.cardNotOffered };
  const pkg = choice.packageYn === 'Y' ? offer.packagePrice * quantity : 0;
  const card = choice.cardYn === 'Y' ? offer.cardPrice : 0;
  return { amount: pkg + card, refusal: null };
}

/** A price as the apply page shows it: `무료` or `+2,000원`. */
export const extraPriceText = (price: number): string =>
  price > 0 ? `+${formatWon(price)}` : GIFT_EXTRAS_TEXT.free;

/** The extras of an order in one short text for lists, details and documents: `선물 포장 · 메시지 카드`, or ''. */
export function giftExtrasText(order: { packageYn: string; cardYn: string }): string {
  return [
    order.packageYn === 'Y' ? GIFT_EXTRAS_TEXT.packageLabel : null,
    order.cardYn === 'Y' ? GIFT_EXTRAS_TEXT.cardLabel : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
