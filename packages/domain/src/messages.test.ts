import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TEXT } from './messages';

describe('NOT_FOUND_TEXT', () => {
  it('names what was not found', () => {
    expect(NOT_FOUND_TEXT).toEqual({
      event: '이벤트 정보를 찾을 수 없습니다.',
      product: '상품 정보를 찾을 수 없습니다.',
      order: '주문 정보를 찾을 수 없습니다.',
      delivery: '배송 정보를 찾을 수 없습니다.',
      inquiry: '문의 내역을 찾을 수 없습니다.',
      file: '파일을 찾을 수 없습니다.',
    });
  });
});
