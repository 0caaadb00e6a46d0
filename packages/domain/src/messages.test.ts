import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account';
import { signUpRequestSchema, vendorApplyRequestSchema } from './contracts/account';
import { CART_MESSAGES } from './contracts/cart';
import { LIFECYCLE_TEXT } from './delivery-lifecycle';
import { EVENT_MESSAGES, newAccountsLimitText } from './event';
import { GOODS_MESSAGES } from './goods';
import {
  API_MESSAGE,
  FILE_MESSAGES,
  MESSAGE_CODE,
  MSG,
  NOT_FOUND_TEXT,
  validationMessageText,
} from './messages';
import { PAYMENT_MESSAGES, PAYMENT_TEXTS } from './payment';
import { SERVICE_CENTER_MESSAGES } from './service-center';

describe('MSG', () => {
  it('keeps the spec §8 texts literally', () => {
    expect(MSG).toEqual({
      noSolutionPermission: '해당 서비스에 대한 권한이 없습니다. 관리자에게 문의해주세요.',
      menuNotAllowed: '접근권한이 없는 메뉴 접근입니다.',
      routeGuard: '조회권한이 없습니다.',
      roleUnresolved: '권한을 특정할 수 없습니다.',
      abnormalAccess: '비정상적인 접근입니다.',
      solutionAddressEmpty: '준비중입니다',
      dataNotProcessed: '데이터가 정상적으로 처리되지 않았습니다.',
      dataNotQueried: '데이터가 정상적으로 조회되지 않았습니다.',
      landingDetailNotReceived: '데이터를 정상적으로 받지 못했습니다.',
      pdfDataMissing: '데이터를 정상적으로 받아오지 못했습니다.',
      paymentFailed: '결제시스템이 정상적으로 처리되지 않았습니다.',
      undefinedArgument: '정의되지 않은 인자를 넣을 수 없습니다.',
      unverifiedType: '검증되지 않은 타입이 존재합니다.',
      brochureReady: '파일이 준비되었습니다. 다운로드를 진행해주세요.',
      registerConfirm: '등록 하시겠습니까?',
      screenPreparing: '화면을 준비하고 있습니다.',
    });
  });
});

/** Catalogue texts the web also alerts as they are: one entry each, so a wording change is reviewed here. */
describe('catalogue texts the web alerts', () => {
  it('account', () => {
    expect(ACCOUNT_MESSAGES).toMatchObject({
      phoneAuthRequired: '휴대폰 인증을 완료해주세요.',
      passwordChanged: '비밀번호가 변경되었습니다.',
      nameRequired: '이름을 입력해주세요.',
      termsAgreeRequired: '이용약관에 동의해주세요.',
      privacyAgreeRequired: '개인정보 수집 및 이용에 동의해주세요.',
    });
  });

  it('the agreements the web alerts are the ones the request schemas refuse with', () => {
    const issues = (r: {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    }) => Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    const signUp = issues(signUpRequestSchema.safeParse({ agreeTermsYn: 'N', agreePrivacyYn: 'N' }));
    expect(signUp.agreeTermsYn).toBe(ACCOUNT_MESSAGES.termsAgreeRequired);
    expect(signUp.agreePrivacyYn).toBe(ACCOUNT_MESSAGES.privacyAgreeRequired);
    const vendor = issues(vendorApplyRequestSchema.safeParse({ agreePrivacyYn: 'N' }));
    expect(vendor.agreePrivacyYn).toBe(ACCOUNT_MESSAGES.privacyAgreeRequired);
  });

  it('events, goods, input and the register confirm', () => {
    expect(EVENT_MESSAGES).toMatchObject({
      productRequired: '이벤트 상품을 1개 이상 선택해주세요.',
      groupRequired: '그룹을 선택해주세요.',
    });
    expect(GOODS_MESSAGES.submitted).toBe('승인요청되었습니다.');
    expect(API_MESSAGE[MESSAGE_CODE.badRequest]).toBe('입력값을 확인해주세요.');
    expect(SERVICE_CENTER_MESSAGES.qnaAskConfirm).toBe('등록 하시겠습니까?');
  });
});

describe('NOT_FOUND_TEXT', () => {
  it('names what was not found', () => {
    expect(NOT_FOUND_TEXT).toEqual({
      event: '이벤트 정보를 찾을 수 없습니다.',
      product: '상품 정보를 찾을 수 없습니다.',
      order: '주문 정보를 찾을 수 없습니다.',
      delivery: '배송 정보를 찾을 수 없습니다.',
      inquiry: '문의 내역을 찾을 수 없습니다.',
      file: '파일을 찾을 수 없습니다.',
      theme: '테마 정보를 찾을 수 없습니다.',
      card: '메시지 카드를 찾을 수 없습니다.',
    });
  });
});

describe('API_MESSAGE', () => {
  it('gives every code its default text', () => {
    expect(API_MESSAGE).toEqual({
      '2000': '정상 처리되었습니다.',
      '4000': '입력값을 확인해주세요.',
      '4010': '로그인이 필요합니다.',
      '4011': '로그인이 만료되었습니다. 다시 로그인해주세요.',
      '4012': '아이디 또는 비밀번호가 일치하지 않습니다.',
      '4030': '조회권한이 없습니다.',
      '4031': '해당 서비스에 대한 권한이 없습니다. 관리자에게 문의해주세요.',
      '4040': '요청한 정보를 찾을 수 없습니다.',
      '4090': '이미 처리된 요청입니다.',
      '4091': '선택하신 상품이 품절되었습니다.',
      '4092': '선택 가능한 선물 수를 초과했습니다.',
      '4093': '신청 기간이 아닌 이벤트입니다.',
      '4094': '동일한 신청이 이미 처리되었습니다.',
      '4290': '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
      '5000': '데이터가 정상적으로 처리되지 않았습니다.',
    });
  });

  it('shares one text with the spec §8 alert of the same refusal', () => {
    expect(API_MESSAGE['4030']).toBe(MSG.routeGuard);
    expect(API_MESSAGE['4031']).toBe(MSG.noSolutionPermission);
    expect(API_MESSAGE['5000']).toBe(MSG.dataNotProcessed);
    expect(FILE_MESSAGES.notFound).toBe(NOT_FOUND_TEXT.file);
  });
});

/** Texts the API used to write inline in its throws, now named in the catalogues: a change of wording shows here. */
describe('texts of API refusals', () => {
  it('keeps each one word for word', () => {
    expect(GOODS_MESSAGES.themeInvalid).toBe('테마를 확인해주세요.');
    expect(GOODS_MESSAGES.importNameMismatch).toBe('같은 상품구분키의 상품명이 다릅니다.');
    expect(EVENT_MESSAGES.companyFixed).toBe('이벤트의 회사는 변경할 수 없습니다.');
    expect(EVENT_MESSAGES.groupRequired).toBe('그룹을 선택해주세요.');
    expect(EVENT_MESSAGES.notEventCompany).toBe('이벤트의 회사가 아닙니다.');
    expect(EVENT_MESSAGES.importForeignUser).toBe('다른 회사의 아이디입니다.');
    expect(EVENT_MESSAGES.importUnusedUser).toBe('사용하지 않는 계정입니다.');
    expect(EVENT_MESSAGES.importNewAccountName).toBe(
      '없는 아이디입니다. 새 계정을 만들려면 이름을 입력해주세요.',
    );
    expect(EVENT_MESSAGES.importNewAccountPhone).toBe(
      '없는 아이디입니다. 새 계정을 만들려면 휴대폰번호를 입력해주세요.',
    );
    expect(newAccountsLimitText(500)).toBe('새 계정은 한 번에 500명까지 만들 수 있습니다.');
    expect(PAYMENT_MESSAGES.invalidPayMethod).toBe('결제수단을 확인해주세요..');
    expect(PAYMENT_TEXTS.nothingToPay).toBe('결제할 금액이 없습니다. 신청하기로 진행해주세요.');
    expect(CART_MESSAGES.optionInCart).toBe('이미 장바구니에 담긴 옵션입니다.');
    expect(LIFECYCLE_TEXT.cardAfterRelease).toBe('출고 후에는 메시지 카드를 변경할 수 없습니다.');
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
