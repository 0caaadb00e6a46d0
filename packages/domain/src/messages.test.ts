import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TEXT, validationMessageText } from './messages';

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

describe('validationMessageText', () => {
  it('shows a whole Korean sentence without the field code', () => {
    expect(validationMessageText('카테고리를 마지막 단계까지 선택해주세요.', 'categoryCd')).toBe(
      '카테고리를 마지막 단계까지 선택해주세요.',
    );
    expect(validationMessageText('번호를 확인해주세요.', 'eventSn')).toBe('번호를 확인해주세요.');
  });

  it('keeps the field after a generic message that does not say which input it is about', () => {
    expect(validationMessageText('number이 너무 작습니다: 1 이상이어야 합니다', 'page')).toBe(
      'number이 너무 작습니다: 1 이상이어야 합니다 (page)',
    );
    expect(validationMessageText('Invalid input.', 'page')).toBe('Invalid input. (page)');
    expect(validationMessageText('잘못된 입력입니다', '')).toBe('잘못된 입력입니다');
  });
});
