import { CART_MESSAGES } from '@pcs/domain';
import { describe, expect, it } from 'vitest';
import { GIFT_DIALOG_TEXT } from './texts';

describe('GIFT_DIALOG_TEXT', () => {
  it('keeps every text as the screens show it', () => {
    expect(GIFT_DIALOG_TEXT.overBudgetPayConfirm(15000)).toBe(
      '예산을 초과한 15,000원을 카드로 결제하시겠습니까?',
    );
    expect(GIFT_DIALOG_TEXT.applyConfirm()).toBe('선물을 신청하시겠습니까?');
    expect(GIFT_DIALOG_TEXT.cartAddedGoToCart()).toBe('장바구니에 담았습니다. 장바구니로 이동하시겠습니까?');
    expect(GIFT_DIALOG_TEXT.cartAddedGoToCart()).toBe(`${CART_MESSAGES.added} 장바구니로 이동하시겠습니까?`);
  });
});
