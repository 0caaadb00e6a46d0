import { describe, expect, it } from 'vitest';
import {
  APPROVAL_MESSAGES,
  approvalDecisionText,
  badHeadersText,
  CODE_ADMIN_MESSAGES,
  COMPANY_MESSAGES,
  duplicateCorporateRegNoText,
  EXCEL_MESSAGES,
  GROUP_MESSAGES,
  importDoneText,
  importErrorsText,
  importedAccountText,
  tempPasswordText,
  USER_ADMIN_MESSAGES,
} from './org-messages';
import { ACCESS_ACTION_LABEL, ACCESS_TARGET_LABEL } from './personal-data';
import { GROUP_TYPE_LABEL } from './user-admin';

/** Korean texts, literally: a change of wording is a visible change, reviewed here. */
describe('organisation message catalogue', () => {
  it('company texts', () => {
    expect(COMPANY_MESSAGES).toEqual({
      notFound: '회사 정보를 찾을 수 없습니다.',
      nameRequired: '회사명을 입력해주세요.',
      typeRequired: '회사 유형을 선택해주세요.',
      typeNotAllowed: '선택할 수 없는 회사 유형입니다.',
      corporateRegNoInvalid: '사업자등록번호 10자리를 입력해주세요.',
      managerNameRequired: '담당자명을 입력해주세요.',
      managerPhoneInvalid: '담당자 휴대폰 번호 11자리를 입력해주세요.',
      phoneInvalid: '전화번호를 정확히 입력해주세요.',
      emailInvalid: '이메일 형식을 맞춰주세요.',
      bankNotAllowed: '선택할 수 없는 은행입니다.',
      solutionUnknown: '등록할 수 없는 솔루션입니다.',
      solutionAlreadyUsed: '이미 해당 솔루션을 사용 중인 회사입니다.',
      ciFileInvalid: 'CI 이미지를 다시 등록해주세요.',
    });
    expect(duplicateCorporateRegNoText('한빛전자(주)', 'CLI001')).toBe(
      '이미 등록된 사업자등록번호입니다. (한빛전자(주), CLI001)',
    );
  });

  it('group and user texts', () => {
    expect(GROUP_MESSAGES).toEqual({
      notFound: '그룹 정보를 찾을 수 없습니다.',
      codeInvalid: '그룹코드는 영문, 숫자, -, _ 로 20자 이내로 입력해주세요.',
      nameRequired: '그룹명을 입력해주세요.',
      codeTaken: '이미 사용 중인 그룹코드입니다.',
      parentNotFound: '상위 그룹을 찾을 수 없습니다.',
      parentCycle: '하위 그룹을 상위 그룹으로 지정할 수 없습니다.',
      managerNotMember: '그룹 관리자는 같은 회사의 사용자여야 합니다.',
      moveUsersRequired: '이동할 사용자를 선택해주세요.',
      moveOtherCompany: '다른 회사의 사용자는 이동할 수 없습니다.',
    });
    expect(USER_ADMIN_MESSAGES).toEqual({
      notFound: '사용자 정보를 찾을 수 없습니다.',
      roleNotAllowed: '지정할 수 없는 권한입니다.',
      companyRequired: '회사를 선택해주세요.',
      groupNotFound: '그룹 정보를 찾을 수 없습니다.',
      grupFilterNeedsOneCompany: '그룹으로 조회하려면 회사를 하나만 선택해주세요.',
      locked: '잠긴 계정입니다. 관리자에게 문의해주세요.',
      alreadyLocked: '이미 잠긴 계정입니다.',
      notLocked: '잠기지 않은 계정입니다.',
      noContact: '휴대폰 번호나 이메일이 없어 임시 비밀번호를 보낼 수 없습니다.',
      tempPasswordSent: '임시 비밀번호를 발송했습니다.',
      approveNeedsCompany: '승인하려면 소속 회사를 선택해주세요.',
      tempPasswordMailSubject: '[PCS] 임시 비밀번호 안내',
    });
    expect(importDoneText(3)).toBe('3건을 등록했습니다.');
    // A new account's message carries the login link, so the recipient knows where to go.
    expect(tempPasswordText('hong', '{{secret}}', 'https://gift.example.com/')).toBe(
      '[PCS] hong 계정의 임시 비밀번호는 {{secret}} 입니다. 로그인 후 비밀번호를 변경해주세요.\n로그인: https://gift.example.com/checkDevice',
    );
    expect(importedAccountText('한빛전자(주)', 'hong', 'https://gift.example.com')).toBe(
      '[PCS] 한빛전자(주) 선물 플랫폼 계정(hong)이 등록되었습니다. 로그인 화면에서 휴대폰 인증으로 로그인한 뒤 비밀번호를 설정해주세요.\n로그인: https://gift.example.com/checkDevice',
    );
    expect(importedAccountText('한빛전자(주)', 'hong', '')).not.toContain('로그인:');
    expect(GROUP_TYPE_LABEL).toEqual({ '01': '부서', '02': '팀', '03': '수신그룹' });
  });

  it('approval texts', () => {
    expect(APPROVAL_MESSAGES).toEqual({
      notReady: '승인 대기 상태가 아닙니다.',
      alreadyDecided: '이미 처리된 신청입니다.',
      reasonRequired: '반려 사유를 입력해주세요.',
      reasonTooLong: '반려 사유는 500자 이내로 입력해주세요.',
      approvedMailSubject: '[PCS] 가입 승인 안내',
      rejectedMailSubject: '[PCS] 가입 반려 안내',
    });
    expect(approvalDecisionText('새봄바이오(주)', true, null)).toBe(
      '[PCS] 새봄바이오(주) 등록 신청이 승인되었습니다. 로그인하여 이용해주세요.',
    );
    expect(approvalDecisionText('hong', false, '서류 미비')).toBe(
      '[PCS] hong 등록 신청이 반려되었습니다. 사유: 서류 미비',
    );
  });

  it('Excel texts', () => {
    expect(EXCEL_MESSAGES).toEqual({
      fileRequired: '업로드할 엑셀 파일을 선택해주세요.',
      notXlsx: '엑셀(xlsx) 파일만 업로드할 수 있습니다.',
      macroEnabled: '매크로가 포함된 엑셀 파일은 업로드할 수 없습니다.',
      tooLarge: '엑셀 파일은 20MB 이하만 업로드할 수 있습니다.',
      tooLargeUnpacked: '엑셀 파일의 내용이 너무 큽니다. 파일을 나누어 업로드해주세요.',
      tooManyRows: '엑셀 파일은 50,000행 이하만 업로드할 수 있습니다.',
      emptySheet: '엑셀 파일에 등록할 데이터가 없습니다.',
      unreadable: '엑셀 파일을 읽을 수 없습니다. 양식을 다시 내려받아 작성해주세요.',
      formula: '수식은 입력할 수 없습니다. 값만 입력해주세요.',
      required: '필수 입력 항목입니다.',
      duplicateInFile: '파일 안에 중복된 값이 있습니다.',
      duplicateInDb: '이미 등록된 값입니다.',
      unknownGroup: '등록되지 않은 그룹코드입니다.',
      unknownCode: '목록에 없는 값입니다.',
      yn: 'Y 또는 N 을 입력해주세요.',
      tooLong: '입력 가능한 길이를 초과했습니다.',
      downloadReasonRequired: '개인정보가 포함된 파일입니다. 다운로드 사유를 5자 이상 입력해주세요.',
      exportTooMany: '다운로드할 수 있는 건수를 초과했습니다. 조회 조건을 좁혀주세요.',
    });
    expect(badHeadersText(['아이디', '이름'])).toBe(
      '엑셀 양식이 올바르지 않습니다. 첫 행의 제목은 아이디, 이름 이어야 합니다.',
    );
    expect(importErrorsText(3)).toBe(
      '엑셀 파일에 오류가 3건 있습니다. 수정 후 다시 업로드해주세요. 등록된 데이터는 없습니다.',
    );
  });

  it('code admin and access log texts', () => {
    expect(CODE_ADMIN_MESSAGES).toEqual({
      groupNotFound: '코드그룹을 찾을 수 없습니다.',
      groupNameRequired: '코드그룹명을 입력해주세요.',
      codeIdInvalid: '코드는 영문, 숫자로 10자 이내로 입력해주세요.',
      codeNameRequired: '코드명을 입력해주세요.',
      duplicateCode: '같은 코드가 두 번 입력되었습니다.',
    });
    expect(ACCESS_ACTION_LABEL).toEqual({
      READ: '목록 조회',
      DETAIL: '상세 조회',
      DOWNLOAD: '엑셀 다운로드',
      DL_FULL: '엑셀 다운로드(마스킹 해제)',
      IMPORT: '엑셀 업로드',
    });
    expect(ACCESS_TARGET_LABEL).toEqual({
      COMPANY_LIST: '회사 목록',
      COMPANY_DETAIL: '회사 상세',
      GROUP_LIST: '그룹 목록',
      USER_LIST: '사용자 목록',
      USER_DETAIL: '사용자 상세',
      USER_IMPORT: '사용자 엑셀 등록',
      ACCESS_LOG: '개인정보 접근기록',
      DELIVERY_LIST: '배송 목록',
      RETURN_LIST: '반품/교환 목록',
      NOT_APPLY_LIST: '미신청자 목록',
      INVOICE_IMPORT: '송장 엑셀 등록',
      LIFE_EVENT_LIST: '경조사 목록',
      OCCASION_UPCOMING: '경조사 예정 목록',
      API_EMPLOYEES: '공개 API 임직원',
      API_OCCASIONS: '공개 API 경조사 선물',
      API_LIFE_EVENTS: '공개 API 경조사',
      PURCHASE_ORDER: '발주서',
      PAYMENT_EXCEL: '결제 내역 엑셀',
      TAX_LEDGER: '세무 원장',
      TAX_EMPLOYEE: '임직원 세무 내역',
      TAX_PAYROLL: '근로소득 파일',
      API_TAX: '공개 API 세무',
      FUNNEL_LIST: '수령자별 퍼널',
    });
  });
});
