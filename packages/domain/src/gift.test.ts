import { describe, expect, it } from 'vitest';
import {
  checkGiftQuantity,
  DELIVERY_ADDRESS_MAX_LENGTH,
  GIFT_MESSAGES,
  giftQuantityLimit,
  isSingleChoice,
  remainingChoices,
} from './gift';

const single = { selectType: '01', selectCnt: 1, usedCnt: 0 };
const multiple = { selectType: '02', selectCnt: 3, usedCnt: 1 };

describe('remaining choices', () => {
  it('is selectCnt minus usedCnt, never negative', () => {
    expect(remainingChoices({ selectCnt: 3, usedCnt: 1 })).toBe(2);
    expect(remainingChoices({ selectCnt: 3, usedCnt: 3 })).toBe(0);
    expect(remainingChoices({ selectCnt: 1, usedCnt: 2 })).toBe(0);
  });
});

describe('single choice means quantity 1', () => {
  it('select type 01 is single, 02 is not', () => {
    expect(isSingleChoice(single)).toBe(true);
    expect(isSingleChoice(multiple)).toBe(false);
  });

  it('limits the quantity to 1 in a single-choice event, else to the remaining choices and the stock', () => {
    expect(giftQuantityLimit(single, 50)).toBe(1);
    expect(giftQuantityLimit(multiple, 50)).toBe(2);
    expect(giftQuantityLimit(multiple, 1)).toBe(1);
    expect(giftQuantityLimit(multiple, -4)).toBe(0);
    expect(giftQuantityLimit({ ...multiple, usedCnt: 3 }, 50)).toBe(0);
  });

  it('refuses a quantity in the order the API checks it', () => {
    expect(checkGiftQuantity(single, 1, 10)).toBeNull();
    expect(checkGiftQuantity(single, 2, 10)).toBe('singleChoice');
    expect(checkGiftQuantity({ ...single, usedCnt: 1 }, 1, 10)).toBe('overRemaining');
    expect(checkGiftQuantity(multiple, 2, 10)).toBeNull();
    expect(checkGiftQuantity(multiple, 3, 10)).toBe('overRemaining');
    expect(checkGiftQuantity(multiple, 2, 1)).toBe('overStock');
  });
});

describe('gift messages', () => {
  it('keeps the texts both sides show', () => {
    expect(GIFT_MESSAGES).toEqual({
      quantityInvalid: '수량을 확인해주세요.',
      quantityOverStock: '남은 재고보다 많은 수량을 선택했습니다.',
      optionRequired: '옵션을 선택해주세요.',
      optionSoldOut: '선택하신 옵션이 품절되었습니다.',
      productSoldOut: '품절된 상품입니다.',
      eventNotOpen: '신청 기간이 아닌 이벤트입니다.',
      allChosen: '선택 가능한 선물을 모두 선택하셨습니다.',
      usedElsewhere: '다른 기기나 창에서 이미 선물을 신청하셨습니다.',
      usedElsewhereHelp:
        '이 이벤트에서 고를 수 있는 선물을 모두 신청하셔서 이 주문은 신청되지 않았습니다. 신청하신 선물은 신청 내역에서 확인하실 수 있습니다.',
    });
  });
});

describe('delivery address limits', () => {
  it('are the lengths the schema, the inputs and the columns share', () => {
    expect(DELIVERY_ADDRESS_MAX_LENGTH).toEqual({
      receiverNm: 30,
      receiverTelNo: 13,
      zipCd: 5,
      addr: 200,
      addrDtl: 100,
      deliveryMemo: 100,
    });
  });
});
