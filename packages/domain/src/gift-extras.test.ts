import { describe, expect, it } from 'vitest';
import { extraPriceText, GIFT_EXTRAS_TEXT, giftExtrasAmount, giftExtrasText } from './gift-extras';

const offer = { packageYn: 'Y', packagePrice: 2_000, cardYn: 'Y', cardPrice: 1_000 };

describe('giftExtrasAmount', () => {
  it('charges packaging per unit and one card per order', () => {
    expect(giftExtrasAmount(offer, { packageYn: 'Y', cardYn: 'Y' }, 3)).toEqual({
      amount: 7_000,
      refusal: null,
    });
    expect(giftExtrasAmount(offer, { packageYn: 'N', cardYn: 'Y' }, 3)).toEqual({
      amount: 1_000,
      refusal: null,
    });
    expect(giftExtrasAmount(offer, { packageYn: 'N', cardYn: 'N' }, 3)).toEqual({ amount: 0, refusal: null });
  });
  it('costs nothing when the operator set the price to 0', () => {
    const free = { ...offer, packagePrice: 0, cardPrice: 0 };
    expect(giftExtrasAmount(free, { packageYn: 'Y', cardYn: 'Y' }, 2).amount).toBe(0);
  });
  it('refuses an extra the event does not offer', () => {
    expect(giftExtrasAmount({ ...offer, packageYn: 'N' }, { packageYn: 'Y', cardYn: 'N' }, 1).refusal).toBe(
      GIFT_EXTRAS_TEXT.packageNotOffered,
    );
    expect(giftExtrasAmount({ ...offer, cardYn: 'N' }, { packageYn: 'N', cardYn: 'Y' }, 1).refusal).toBe(
      GIFT_EXTRAS_TEXT.cardNotOffered,
    );
  });
});

describe('extras texts', () => {
  it('names a price or says it is free, and lists what was chosen', () => {
    expect(extraPriceText(2_000)).toBe('+2,000원');
    expect(extraPriceText(0)).toBe('무료');
    expect(giftExtrasText({ packageYn: 'Y', cardYn: 'Y' })).toBe('선물 포장 · 메시지 카드');
    expect(giftExtrasText({ packageYn: 'N', cardYn: 'Y' })).toBe('메시지 카드');
    expect(giftExtrasText({ packageYn: 'N', cardYn: 'N' })).toBe('');
  });
});
