import { describe, expect, it } from 'vitest';
import { GOODS_DIALOG_TEXT } from './texts';

describe('GOODS_DIALOG_TEXT', () => {
  it('keeps every text as the screens show it', () => {
    expect(GOODS_DIALOG_TEXT).toEqual({
      submitConfirm: '승인을 요청하시겠습니까?',
      approvedEditSaveConfirm: '승인된 상품을 수정하면 다시 승인을 받아야 합니다. 저장하시겠습니까?',
      catalogProductsRequired: '카탈로그에 담을 상품을 선택해주세요.',
      excelVendorRequired: '엑셀로 등록할 공급사를 검색 조건에서 먼저 선택해주세요.',
      mainImageOnlyOne: '대표 이미지는 1개입니다.',
    });
  });
});
