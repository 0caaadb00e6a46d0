import { describe, expect, it } from 'vitest';
import { alertTextFor, ERROR_CATALOGUE, isSuccessReply, messageCodeOf, paymentFailureText } from './errors';

describe('ERROR_CATALOGUE (spec §8)', () => {
  it('maps every situation to the spec text', () => {
    expect(ERROR_CATALOGUE).toEqual({
      landingDetailMissing: '데이터를 정상적으로 받지 못했습니다.',
      responseMissing: '데이터가 정상적으로 처리되지 않았습니다.',
      multiSelectMissing: '데이터가 정상적으로 조회되지 않았습니다.',
      paymentFailure: '결제시스템이 정상적으로 처리되지 않았습니다.',
      undefinedArgument: '정의되지 않은 인자를 넣을 수 없습니다.',
      unverifiedType: '검증되지 않은 타입이 존재합니다.',
      pdfDataMissing: '데이터를 정상적으로 받아오지 못했습니다.',
      noSolutionPermission: '해당 서비스에 대한 권한이 없습니다. 관리자에게 문의해주세요.',
      menuNotAllowed: '접근권한이 없는 메뉴 접근입니다.',
      routeGuard: '조회권한이 없습니다.',
      roleUnresolved: '권한을 특정할 수 없습니다.',
      abnormalAccess: '비정상적인 접근입니다.',
      solutionAddressEmpty: '준비중입니다',
      contactFailure: '데이터가 정상적으로 처리되지 않았습니다.',
      brochureReady: '파일이 준비되었습니다. 다운로드를 진행해주세요.',
    });
  });
});

describe('alertTextFor (spec §8: non-2000 shows messageText)', () => {
  it('missing response or resultStatus -> 데이터가 정상적으로 처리되지 않았습니다.', () => {
    for (const reply of [undefined, null, '', 'oops', {}, { resultData: 1 }, { resultStatus: null }]) {
      expect(alertTextFor(reply)).toBe('데이터가 정상적으로 처리되지 않았습니다.');
    }
  });

  it('non-2000 -> the server messageText', () => {
    expect(alertTextFor({ resultStatus: { messageCode: '4030', messageText: '조회권한이 없습니다.' } })).toBe(
      '조회권한이 없습니다.',
    );
  });

  it('non-2000 without a text -> the fallback', () => {
    expect(alertTextFor({ resultStatus: { messageCode: '5000', messageText: '' } })).toBe(
      '데이터가 정상적으로 처리되지 않았습니다.',
    );
    expect(
      alertTextFor({ resultStatus: { messageCode: '5000' } }, '데이터가 정상적으로 조회되지 않았습니다.'),
    ).toBe('데이터가 정상적으로 조회되지 않았습니다.');
  });

  it('the multi-select passes its own missing-response text', () => {
    expect(alertTextFor(undefined, '데이터가 정상적으로 조회되지 않았습니다.')).toBe(
      '데이터가 정상적으로 조회되지 않았습니다.',
    );
  });

  it('success (2000, string or number) has no alert', () => {
    expect(alertTextFor({ resultStatus: { messageCode: '2000', messageText: '정상 처리되었습니다.' } })).toBe(
      '',
    );
    expect(alertTextFor({ resultStatus: { messageCode: 2000, messageText: '' } })).toBe('');
    expect(isSuccessReply({ resultStatus: { messageCode: '2000' } })).toBe(true);
    expect(isSuccessReply({ resultStatus: { messageCode: 2000 } })).toBe(true);
    expect(isSuccessReply({ resultStatus: { messageCode: '4000' } })).toBe(false);
    expect(isSuccessReply(null)).toBe(false);
  });
});

describe('paymentFailureText (spec §8 payment failure)', () => {
  it('server text, or 결제시스템이 정상적으로 처리되지 않았습니다. by default and on network errors', () => {
    expect(paymentFailureText({ resultStatus: { messageCode: '4000', messageText: '한도 초과' } })).toBe(
      '한도 초과',
    );
    expect(paymentFailureText({ resultStatus: { messageCode: '4000', messageText: '' } })).toBe(
      '결제시스템이 정상적으로 처리되지 않았습니다.',
    );
    expect(paymentFailureText(undefined)).toBe('결제시스템이 정상적으로 처리되지 않았습니다.');
    expect(paymentFailureText(new Error('network'))).toBe('결제시스템이 정상적으로 처리되지 않았습니다.');
    // a 2000 reply without an order id is still a failure to the payment flow
    expect(paymentFailureText({ resultStatus: { messageCode: '2000', messageText: 'ok' } })).toBe(
      '결제시스템이 정상적으로 처리되지 않았습니다.',
    );
  });
});

describe('messageCodeOf (spec §7 envelope)', () => {
  it('reads the code as a string, or null without a resultStatus', () => {
    expect(messageCodeOf({ resultStatus: { messageCode: '4000', messageText: '' } })).toBe('4000');
    expect(messageCodeOf({ resultStatus: { messageCode: 2000 } })).toBe('2000');
    for (const reply of [null, {}, { resultStatus: null }, { resultStatus: {} }])
      expect(messageCodeOf(reply)).toBeNull();
  });
});
