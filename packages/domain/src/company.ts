/** spec §3 Company: a missing value (null, undefined, empty or blank) displays as '-'. */
export function displayValue(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '-';
  const text = String(v);
  return text.trim() === '' ? '-' : text;
}

/** spec §3 Company sabunUseYn labels. */
export const SABUN_USE_LABEL = { Y: '사용', N: '사용안함' } as const;

/** spec §3 Company: sabunUseYn Y shows 사용, N shows 사용안함; anything else is a missing value ('-'). */
export function sabunUseLabel(v: string | null | undefined): string {
  return v === 'Y' || v === 'N' ? SABUN_USE_LABEL[v] : '-';
}

/** spec §3 and §4 Company registration status. */
export const REGISTRATION_STATUS = { ready: 'READY', accept: 'ACCEPT', reject: 'REJECT' } as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUS)[keyof typeof REGISTRATION_STATUS];
export const REGISTRATION_STATUS_LABEL: Record<RegistrationStatus, string> = {
  ACCEPT: '승인(등록완료)',
  READY: '등록신청',
  REJECT: '반려',
};

/**
 * spec §3 Company: null (or empty) and ACCEPT show 승인(등록완료); READY 등록신청; REJECT 반려.
 * An unknown status is shown as it is rather than hidden.
 */
export function registrationStatusLabel(status: string | null | undefined): string {
  if (status === null || status === undefined || status === '') return REGISTRATION_STATUS_LABEL.ACCEPT;
  return Object.hasOwn(REGISTRATION_STATUS_LABEL, status)
    ? REGISTRATION_STATUS_LABEL[status as RegistrationStatus]
    : status;
}

/** spec §3 Shared constants: gender. */
export const GENDER = { male: '01', female: '02' } as const;
export const GENDER_LABEL: Record<(typeof GENDER)[keyof typeof GENDER], string> = { '01': '남', '02': '여' };

/** spec §3 Shared constants: document statuses. */
export const DOCUMENT_STATUS = { unregistered: '01', temporary: '02', registered: '03' } as const;
export const DOCUMENT_STATUS_LABEL: Record<(typeof DOCUMENT_STATUS)[keyof typeof DOCUMENT_STATUS], string> = {
  '01': '미등록',
  '02': '임시저장',
  '03': '등록',
};

/** spec §3 Shared constants: paper-request statuses. */
export const PAPER_REQUEST_STATUS = { unregistered: '01', registered: '02' } as const;
export const PAPER_REQUEST_STATUS_LABEL: Record<
  (typeof PAPER_REQUEST_STATUS)[keyof typeof PAPER_REQUEST_STATUS],
  string
> = { '01': '미등록', '02': '등록' };

/**
 * spec §3 Shared constants: services (payroll, year-end tax, relocation, outbound) in the spec's order.
 * The spec gives no codes; the keys are ours.
 */
export const SERVICES = [
  { code: 'payroll', label: '급여' },
  { code: 'yearEndTax', label: '연말정산' },
  { code: 'relocation', label: '이사' },
  { code: 'outbound', label: '아웃바운드' },
] as const;

/** spec §3 Shared constants: work scopes (salary, year-end tax, attendance, online salary contract); keys are ours. */
export const WORK_SCOPES = [
  { code: 'salary', label: '급여' },
  { code: 'yearEndTax', label: '연말정산' },
  { code: 'attendance', label: '근태' },
  { code: 'onlineSalaryContract', label: '온라인 급여계약' },
] as const;

/** spec §3 Shared constants: request depth types. */
export const REQUEST_DEPTH_TYPE = { always: '01', regular: '02', other: '90' } as const;
export const REQUEST_DEPTH_TYPE_LABEL: Record<
  (typeof REQUEST_DEPTH_TYPE)[keyof typeof REQUEST_DEPTH_TYPE],
  string
> = {
  '01': '상시',
  '02': '정기',
  '90': '기타',
};

/** spec §3 Shared constants: registrant scope. */
export const REGISTRANT_SCOPE = { client: '01', provider: '02' } as const;
export const REGISTRANT_SCOPE_LABEL: Record<
  (typeof REGISTRANT_SCOPE)[keyof typeof REGISTRANT_SCOPE],
  string
> = {
  '01': '고객사',
  '02': '제공사',
};

/** spec §3: the company multi-select lists companies by cmpyCd and cmpyNm. */
export type CompanyOption = { value: string; label: string };
export function toCompanyOptions(companies: readonly { cmpyCd: string; cmpyNm: string }[]): CompanyOption[] {
  return companies.map(({ cmpyCd, cmpyNm }) => ({ value: cmpyCd, label: cmpyNm }));
}
