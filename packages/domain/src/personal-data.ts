import { maskEmail } from './account';
import { maskName, maskPhone } from './formats';
import { AUTH_CD } from './roles';

/**
 * Korean privacy practice (PIPA): lists show other people's data at the minimum a role needs; the detail
 * screen shows it in full and the read is recorded in the access log.
 * - Phones and e-mail addresses are masked in every list: nobody works from a list's phone column.
 * - Names are masked in lists that span companies (operators); a client manager sees their own colleagues' names
 *   in full, because telling them apart is their job.
 */
export type ListMasking = { name: boolean; phone: boolean; email: boolean };

export function listMaskingFor(authCd: string): ListMasking {
  return { name: authCd !== AUTH_CD.clientManager, phone: true, email: true };
}

/** Applies a list masking to the personal fields of a row; other fields pass through. */
export function maskPersonal<
  T extends { name?: string | null; phone?: string | null; email?: string | null },
>(masking: ListMasking, values: T): T {
  return {
    ...values,
    ...(values.name !== undefined
      ? { name: values.name && masking.name ? maskName(values.name) : values.name }
      : {}),
    ...(values.phone !== undefined
      ? { phone: values.phone && masking.phone ? maskPhone(values.phone) : values.phone }
      : {}),
    ...(values.email !== undefined
      ? { email: values.email && masking.email ? maskEmail(values.email) : values.email }
      : {}),
  };
}

/** What a back-office user did with personal data (access log). */
export const ACCESS_ACTION = {
  read: 'READ',
  detail: 'DETAIL',
  download: 'DOWNLOAD',
  /** A download in full, names and phones unmasked (the not-applied list, to contact people). */
  downloadUnmasked: 'DL_FULL',
  import: 'IMPORT',
} as const;
export type AccessAction = (typeof ACCESS_ACTION)[keyof typeof ACCESS_ACTION];
export const ACCESS_ACTION_LABEL: Record<AccessAction, string> = {
  READ: '목록 조회',
  DETAIL: '상세 조회',
  DOWNLOAD: '엑셀 다운로드',
  DL_FULL: '엑셀 다운로드(마스킹 해제)',
  IMPORT: '엑셀 업로드',
};

/** Which screen or list the personal data came from (access log "which list"). */
export const ACCESS_TARGET = {
  companyList: 'COMPANY_LIST',
  companyDetail: 'COMPANY_DETAIL',
  groupList: 'GROUP_LIST',
  userList: 'USER_LIST',
  userDetail: 'USER_DETAIL',
  userImport: 'USER_IMPORT',
  accessLog: 'ACCESS_LOG',
  deliveryList: 'DELIVERY_LIST',
  returnList: 'RETURN_LIST',
  notApplyList: 'NOT_APPLY_LIST',
  invoiceImport: 'INVOICE_IMPORT',
  occasionUpcoming: 'OCCASION_UPCOMING',
  lifeEventList: 'LIFE_EVENT_LIST',
  /** Reads through the public API: the key is in the entry's reason. */
  apiEmployees: 'API_EMPLOYEES',
  apiOccasions: 'API_OCCASIONS',
  apiLifeEvents: 'API_LIFE_EVENTS',
  /** Documents that carry recipients' names, phones and addresses. */
  purchaseOrder: 'PURCHASE_ORDER',
  paymentExcel: 'PAYMENT_EXCEL',
  /** The tax ledger (decision 051): every employee's gifts and taxable amounts, one employee's year, the payroll file. */
  taxLedger: 'TAX_LEDGER',
  taxEmployee: 'TAX_EMPLOYEE',
  taxPayroll: 'TAX_PAYROLL',
  apiTax: 'API_TAX',
  /** The per-recipient claim funnel of an event (decision 053). */
  funnelList: 'FUNNEL_LIST',
} as const;
export type AccessTarget = (typeof ACCESS_TARGET)[keyof typeof ACCESS_TARGET];
export const ACCESS_TARGET_LABEL: Record<AccessTarget, string> = {
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
  OCCASION_UPCOMING: '경조사 예정 목록',
  LIFE_EVENT_LIST: '경조사 목록',
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
};
