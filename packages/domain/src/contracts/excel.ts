import { z } from 'zod';
import { SABUN_USE_LABEL } from '../company';
import { EVENT_MESSAGES } from '../event';
import { dateCellYmd } from '../excel-dates';
import { digitsOnly, formatCorporateNumber, formatPhone, isEmail, isMobilePhone, isYmd } from '../formats';
import { LANGUAGES, preferredLanguageInput } from '../languages';
import { hrDatesProblem, LIFE_EVENT_MESSAGES, LIFE_EVENT_STATUS_LABEL } from '../life-event';
import {
  CONDOLENCE_RELATION_LABEL,
  type CondolenceRelation,
  isLifeEventType,
  LIFE_EVENT_TYPES,
  type LifeEventType,
  OCCASION_MESSAGES,
  OCCASION_TYPE_LABEL,
} from '../occasion';
import { isValidBirthDate } from '../occasion-dates';
import { EXCEL_MESSAGES, GROUP_MESSAGES } from '../org-messages';
import { isAuthCd, ROLE_NAME } from '../roles';
import { GROUP_TYPE_LABEL } from '../user-admin';
import type { AccessLogRow } from './access-log';
import type { CompanyRow } from './company';
import { cmpyCdSchema } from './company';
import type { GroupRow } from './company-group';
import type { EventRow } from './event';
import { EXCEL_NUM_FMT, type ExportColumn, excelHm, excelYmd, excelYmdHms } from './excel-columns';
import type { LifeEventRow } from './occasion';
import type { UserRow } from './user-admin';

// The download columns' pieces live in excel-columns.ts (light for the recipient's screens); named here too.
export { EXCEL_NUM_FMT, type ExportColumn, excelHm, excelYmd, excelYmdHms } from './excel-columns';

/**
 * Building block "Excel": limits, the reply of an import, the columns of each import template and of each
 * list download (Korean headers), and the row schemas an import checks. exceljs lives in the API; this is data.
 */
export const EXCEL_LIMITS = {
  /** An upload larger than this is refused while it streams in. */
  maxBytes: 20 * 1024 * 1024,
  /** Sum of the unpacked sizes the zip declares (a small zip can unpack to gigabytes). */
  maxUnpackedBytes: 400 * 1024 * 1024,
  maxRows: 50_000,
  /** Rows a list download may hold; more asks for narrower filters. */
  exportMaxRows: 50_000,
  /** Errors sent back; errorCount still counts them all. */
  maxErrorsReturned: 1000,
} as const;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One problem of an import, in the words of the sheet: Excel row number (the header is row 1) and header. */
export const importErrorSchema = z.object({
  /** The sheet, when the template has several data sheets (the employee template: 사용자, 경조사). */
  sheet: z.string().optional(),
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;
/** resultData of a refused import (HTTP 400, messageCode 4000): nothing was imported. */
export const importErrorsReplySchema = z.object({
  errorCount: z.number().int(),
  errors: z.array(importErrorSchema),
});
export type ImportErrorsReply = z.infer<typeof importErrorsReplySchema>;
/** resultData of an import that went in: every row, in one transaction. */
export const importReplySchema = z.object({ importedCount: z.number().int() });
export type ImportReply = z.infer<typeof importReplySchema>;
/** The employee import's reply: importedCount counts every row written, the accounts and the life events. */
export const userImportReplySchema = importReplySchema.extend({
  userCount: z.number().int(),
  lifeEventCount: z.number().int(),
});
export type UserImportReply = z.infer<typeof userImportReplySchema>;

/**
 * The upload: multipart/form-data with one file part (field name "file"), the company in the query string:
 * POST /v1/ebmp/pcs/manage/user/excelUpload.json?cmpyCd=CLI001. Employees get an SMS (or mail) telling them how to
 * sign in unless sendNoticeYn=N.
 */
export const importQuerySchema = z.object({
  cmpyCd: cmpyCdSchema,
  sendNoticeYn: z.enum(['Y', 'N']).default('Y'),
});
export type ImportQuery = z.input<typeof importQuerySchema>;
/** The template of a company (its group codes fill the drop-down). */
export const templateRequestSchema = z.object({ cmpyCd: cmpyCdSchema });

// ---------------------------------------------------------------------------------------------------------------
// Import templates

/** Where a column's drop-down comes from. */
export type ImportList =
  | 'role'
  | 'group'
  | 'yn'
  | 'groupType'
  | 'category'
  | 'carrier'
  | 'lifeEventType'
  | 'relation';
/** The code sheet's column headers: people open the hidden sheet to see what a drop-down offers. */
export const IMPORT_LIST_HEADER: Record<ImportList, string> = {
  role: '권한',
  group: '그룹코드',
  yn: '여부(Y/N)',
  groupType: '그룹유형',
  category: '카테고리코드',
  carrier: '택배사',
  lifeEventType: '경조사 유형',
  relation: '고인과의 관계',
};
export type ImportColumn<K extends string = string> = {
  key: K;
  header: string;
  required: boolean;
  /**
   * Required for some rows only, named by whom ('새 계정': a recipient whose ID is new); the template's note says
   * '[새 계정 필수]' where `required` says '[필수]'. The use case checks it, knowing which rows those are.
   */
  requiredFor?: string;
  example: string;
  list?: ImportList;
  /** A cell note on the header: what to write. */
  note: string;
};

export const USER_IMPORT_SHEET = '사용자';
export const GROUP_IMPORT_SHEET = '그룹';
export const EXAMPLE_SHEET = '작성예시';
export const CODE_SHEET = '코드목록';

export const USER_IMPORT_COLUMNS = [
  {
    key: 'userId',
    header: '아이디',
    required: true,
    example: 'hong.gildong',
    note: '영문, 숫자로 시작하는 4~30자',
  },
  { key: 'userNm', header: '이름', required: true, example: '홍길동', note: '50자 이내' },
  { key: 'telNo', header: '휴대폰번호', required: true, example: '01012345678', note: '숫자 11자리' },
  { key: 'email', header: '이메일', required: false, example: 'hong@example.com', note: '선택' },
  {
    key: 'grupCd',
    header: '그룹코드',
    required: false,
    example: 'G01',
    list: 'group',
    note: '목록에서 선택',
  },
  {
    key: 'authCd',
    header: '권한',
    required: false,
    example: ROLE_NAME['20'],
    list: 'role',
    note: '비우면 고객사 직원',
  },
  { key: 'sabun', header: '사번', required: false, example: '2024001', note: '선택, 30자 이내' },
  { key: 'useYn', header: '사용여부', required: false, example: 'Y', list: 'yn', note: 'Y 또는 N, 비우면 Y' },
  // HR data the occasions run on (decision 036)
  {
    key: 'birthDt',
    header: '생년월일',
    required: false,
    example: '1990-05-02',
    note: 'YYYY-MM-DD, 선택. 음력 생일이면 음력 날짜',
  },
  {
    key: 'lunarYn',
    header: '음력(Y/N)',
    required: false,
    example: 'N',
    list: 'yn',
    note: '음력 생일이면 Y, 비우면 N',
  },
  {
    key: 'leapMonthYn',
    header: '윤달(Y/N)',
    required: false,
    example: 'N',
    list: 'yn',
    note: '음력 윤달 생일이면 Y, 비우면 N',
  },
  { key: 'hireDt', header: '입사일', required: false, example: '2020-03-02', note: 'YYYY-MM-DD, 선택' },
  { key: 'leaveDt', header: '퇴사일', required: false, example: '', note: 'YYYY-MM-DD, 퇴사한 경우만' },
  // The recipient journey's language (decision 055): a browser-style tag, vi-VN read as vi.
  {
    key: 'preferredLanguage',
    header: '선호 언어',
    required: false,
    example: 'vi',
    note: `${LANGUAGES.join(', ')} 중 하나, 비우면 브라우저 언어`,
  },
] as const satisfies readonly ImportColumn[];

/**
 * The employee template's second sheet: life events of the employees of the first sheet or of the company's
 * existing employees, registered APPROVED. Types and relations by their Korean labels (or codes).
 */
export const LIFE_EVENT_IMPORT_SHEET = '경조사';
export const LIFE_EVENT_IMPORT_COLUMNS = [
  {
    key: 'userId',
    header: '아이디',
    required: true,
    example: 'hong.gildong',
    note: '사용자 시트의 아이디나 이미 등록된 임직원의 아이디',
  },
  {
    key: 'occasionType',
    header: '경조사 유형',
    required: true,
    example: OCCASION_TYPE_LABEL.WEDDING,
    list: 'lifeEventType',
    note: '목록에서 선택',
  },
  { key: 'eventDt', header: '일자', required: true, example: '2026-05-16', note: 'YYYY-MM-DD' },
  {
    key: 'relationCd',
    header: '고인과의 관계',
    required: false,
    example: '',
    list: 'relation',
    note: '조사일 때만, 목록에서 선택',
  },
] as const satisfies readonly ImportColumn[];
/** The drop-downs of the life-event sheet: the Korean labels. */
export const LIFE_EVENT_IMPORT_TYPE_NAMES: readonly string[] = LIFE_EVENT_TYPES.map(
  (t) => OCCASION_TYPE_LABEL[t],
);
export const CONDOLENCE_RELATION_NAMES: readonly string[] = Object.values(CONDOLENCE_RELATION_LABEL);

export const GROUP_IMPORT_COLUMNS = [
  { key: 'grupCd', header: '그룹코드', required: true, example: 'G10', note: '영문, 숫자, -, _ 20자 이내' },
  { key: 'grupNm', header: '그룹명', required: true, example: '인사팀', note: '100자 이내' },
  {
    key: 'parentGrupCd',
    header: '상위그룹코드',
    required: false,
    example: 'G01',
    list: 'group',
    note: '이미 있는 그룹이나 이 파일의 그룹',
  },
  {
    key: 'grupTypeCd',
    header: '그룹유형',
    required: false,
    example: GROUP_TYPE_LABEL['02'],
    list: 'groupType',
    note: '부서, 팀, 수신그룹',
  },
  { key: 'useYn', header: '사용여부', required: false, example: 'Y', list: 'yn', note: 'Y 또는 N, 비우면 Y' },
] as const satisfies readonly ImportColumn[];

/** A cell as the import reads it: trimmed text, or null when empty. */
type Cell = string | null;
const required = (max: number) =>
  z.string(EXCEL_MESSAGES.required).trim().min(1, EXCEL_MESSAGES.required).max(max, EXCEL_MESSAGES.tooLong);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, EXCEL_MESSAGES.tooLong)
    .nullable()
    .transform((v) => (v ? v : null));
const ynCell = z
  .string()
  .trim()
  .nullable()
  .transform((v) => (v ? v.toUpperCase() : 'Y'))
  .refine((v) => v === 'Y' || v === 'N', EXCEL_MESSAGES.yn)
  .transform((v) => v as 'Y' | 'N');
/** A Y/N cell whose blank means N (음력, 윤달). */
const ynNoCell = z
  .string()
  .trim()
  .nullable()
  .transform((v) => (v ? v.toUpperCase() : 'N'))
  .refine((v) => v === 'Y' || v === 'N', EXCEL_MESSAGES.yn)
  .transform((v) => v as 'Y' | 'N');
/**
 * A date cell as YYYYMMDD (dateCellYmd: a date-formatted cell, its serial number, or the day typed as text).
 * `solar`: the day must exist in the solar calendar; a birth date is checked by the row (lunar).
 */
const dateCell = (solar: boolean) =>
  z
    .string()
    .nullable()
    .transform((v) => (v ? (dateCellYmd(v) ?? false) : null))
    .refine((v) => v !== false && (v === null || !solar || isYmd(v)), LIFE_EVENT_MESSAGES.dateCellInvalid)
    .transform((v) => (v === false ? null : v));
const codeCell = z
  .string()
  .trim()
  .nullable()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^[A-Za-z0-9_-]{1,20}$/.test(v), GROUP_MESSAGES.codeInvalid);

/** A label or its code ('고객사 직원' or '20'); null when neither. */
const byLabelOrCode = <C extends string>(labels: Record<C, string>, value: string): C | null => {
  const codes = Object.keys(labels) as C[];
  return codes.find((c) => c === value || labels[c] === value) ?? null;
};
const IMPORT_ROLES = { '20': ROLE_NAME['20'], '25': ROLE_NAME['25'] } as const;
/** The role names an employee import takes (its template's drop-down): the client roles only. */
export const USER_IMPORT_ROLE_NAMES: readonly string[] = Object.values(IMPORT_ROLES);

const PHONE_CELL_INVALID = '휴대폰 번호 11자리를 입력해주세요.';
/** A person's name, as the account table keeps it. */
const NAME_MAX = 50;

/** An employee row (client roles 20 and 25 only: an import fills one client company). */
export const userImportRowSchema = z
  .object({
    userId: required(30).regex(
      /^[a-z0-9][a-z0-9_.-]{3,29}$/i,
      '아이디는 영문, 숫자로 시작하는 4~30자로 입력해주세요.',
    ),
    userNm: required(NAME_MAX),
    telNo: z
      .string(EXCEL_MESSAGES.required)
      .trim()
      .min(1, EXCEL_MESSAGES.required)
      .refine((v) => isMobilePhone(v), PHONE_CELL_INVALID)
      .transform(digitsOnly),
    email: optional(100).refine((v) => v === null || isEmail(v), '이메일 형식을 맞춰주세요.'),
    grupCd: codeCell,
    authCd: z
      .string()
      .trim()
      .nullable()
      .transform((v) => (v ? byLabelOrCode(IMPORT_ROLES, v) : '20'))
      .refine((v) => v !== null, EXCEL_MESSAGES.unknownCode),
    sabun: optional(30),
    useYn: ynCell,
    birthDt: dateCell(false),
    lunarYn: ynNoCell,
    leapMonthYn: ynNoCell,
    hireDt: dateCell(true),
    leaveDt: dateCell(true),
    preferredLanguage: preferredLanguageInput,
  } satisfies Record<(typeof USER_IMPORT_COLUMNS)[number]['key'], z.ZodType<unknown, Cell>>)
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    // zod runs this after a cell's own refusal too: the cells are related only when each passed on its own.
    const cells: Record<string, unknown> = v;
    const yn = (k: string) => cells[k] === 'Y' || cells[k] === 'N';
    const day = (k: string) => cells[k] === null || /^\d{8}$/.test(String(cells[k]));
    if (!(yn('lunarYn') && yn('leapMonthYn') && day('birthDt') && day('hireDt') && day('leaveDt'))) return;
    // The birth date rule of birthDateSchema (a lunar date must exist in its year, 윤달 only for a lunar one).
    if (v.birthDt === null) {
      if (v.lunarYn === 'Y' || v.leapMonthYn === 'Y') issue('birthDt', EXCEL_MESSAGES.required);
    } else if (v.leapMonthYn === 'Y' && v.lunarYn !== 'Y')
      issue('leapMonthYn', OCCASION_MESSAGES.leapMonthOnlyLunar);
    else if (!isValidBirthDate({ birthDt: v.birthDt, lunarYn: v.lunarYn, leapMonthYn: v.leapMonthYn }))
      issue(
        'birthDt',
        v.lunarYn === 'Y' ? OCCASION_MESSAGES.lunarBirthDtInvalid : OCCASION_MESSAGES.birthDtInvalid,
      );
    const order = hrDatesProblem(v);
    if (order) issue(order.field, order.message);
  });
export type UserImportRow = z.infer<typeof userImportRowSchema>;

export const groupImportRowSchema = z.object({
  grupCd: required(20).regex(/^[A-Za-z0-9_-]{1,20}$/, GROUP_MESSAGES.codeInvalid),
  grupNm: required(100),
  parentGrupCd: codeCell,
  grupTypeCd: z
    .string()
    .trim()
    .nullable()
    .transform((v) => (v ? (byLabelOrCode(GROUP_TYPE_LABEL, v) ?? false) : null))
    // An inferred type predicate: after it the value is a group type or null.
    .refine((v) => v !== false, EXCEL_MESSAGES.unknownCode),
  useYn: ynCell,
} satisfies Record<(typeof GROUP_IMPORT_COLUMNS)[number]['key'], z.ZodType<unknown, Cell>>);
export type GroupImportRow = z.infer<typeof groupImportRowSchema>;

/** A row of the life-event sheet: the rule between the type and the relation is lifeEventSchema's. */
export const lifeEventImportRowSchema = z
  .object({
    userId: required(30),
    occasionType: z
      .string(EXCEL_MESSAGES.required)
      .trim()
      .min(1, EXCEL_MESSAGES.required)
      .transform((v) => LIFE_EVENT_TYPES.find((t) => t === v || OCCASION_TYPE_LABEL[t] === v) ?? null)
      .refine((v): v is LifeEventType => v !== null, EXCEL_MESSAGES.unknownCode),
    eventDt: z
      .string(EXCEL_MESSAGES.required)
      .trim()
      .min(1, EXCEL_MESSAGES.required)
      .transform((v) => dateCellYmd(v) ?? '')
      .refine((v) => isYmd(v), LIFE_EVENT_MESSAGES.dateCellInvalid),
    relationCd: z
      .string()
      .trim()
      .nullable()
      .transform((v) => (v ? (byLabelOrCode(CONDOLENCE_RELATION_LABEL, v) ?? false) : null))
      .refine((v): v is CondolenceRelation | null => v !== false, EXCEL_MESSAGES.unknownCode),
  } satisfies Record<(typeof LIFE_EVENT_IMPORT_COLUMNS)[number]['key'], z.ZodType<unknown, Cell>>)
  .superRefine((v, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['relationCd'] });
    // zod runs this after a cell's own refusal too: relate the type and the relation only when both passed.
    if (!isLifeEventType(v.occasionType) || (v.relationCd as unknown) === false) return;
    if (v.occasionType === 'CONDOLENCE' && v.relationCd === null) issue(OCCASION_MESSAGES.relationRequired);
    if (v.occasionType !== 'CONDOLENCE' && v.relationCd !== null)
      issue(OCCASION_MESSAGES.relationOnlyForCondolence);
  });
export type LifeEventImportRow = z.infer<typeof lifeEventImportRowSchema>;

// ---------------------------------------------------------------------------------------------------------------
// List downloads: the same rows the list shows (masked as there), with Korean headers

const ymd = excelYmd;
const roleName = (authCd: string) => (isAuthCd(authCd) ? ROLE_NAME[authCd] : authCd);
const ymdHms = excelYmdHms;
const phoneText = (s: string | null) => (s ? formatPhone(s) : null);

export const COMPANY_EXPORT_COLUMNS: readonly ExportColumn<CompanyRow>[] = [
  { header: '회사코드', width: 12, value: (r) => r.cmpyCd },
  { header: '회사명', width: 28, value: (r) => r.cmpyNm },
  { header: '회사유형', width: 10, value: (r) => r.cmpyTypeNm },
  {
    header: '사업자등록번호',
    width: 16,
    value: (r) => (r.corporateRegNo ? formatCorporateNumber(r.corporateRegNo) : null),
  },
  { header: '담당자명', width: 12, value: (r) => r.managerNm },
  { header: '담당자 연락처', width: 16, value: (r) => phoneText(r.managerTelNo) },
  { header: '등록상태', width: 14, value: (r) => r.regStatNm },
  { header: '사용여부', width: 10, value: (r) => SABUN_USE_LABEL[r.useYn] },
  { header: '사용자 수', width: 10, value: (r) => r.userCount, numFmt: EXCEL_NUM_FMT.count },
  { header: '그룹 수', width: 10, value: (r) => r.groupCount, numFmt: EXCEL_NUM_FMT.count },
  { header: '사용 솔루션', width: 16, value: (r) => r.solCdList.join(', ') },
  { header: '등록일', width: 12, value: (r) => ymd(r.frstRgstDt) },
];

/** /event/history Excel download: the list's columns, dates and times formatted. */
export const EVENT_EXPORT_COLUMNS: readonly ExportColumn<EventRow>[] = [
  { header: '이벤트번호', width: 10, value: (r) => r.eventSn },
  { header: '회사명', width: 20, value: (r) => r.cmpyNm },
  { header: '이벤트명', width: 30, value: (r) => r.eventNm },
  { header: '테마', width: 12, value: (r) => r.tempNm },
  { header: '시작일', width: 12, value: (r) => ymd(r.startDt) },
  { header: '시작시간', width: 10, value: (r) => excelHm(r.startTm) },
  { header: '종료일', width: 12, value: (r) => ymd(r.endDt) },
  { header: '종료시간', width: 10, value: (r) => excelHm(r.endTm) },
  { header: '상태', width: 10, value: (r) => r.eventStatNm },
  { header: '선택 개수', width: 10, value: (r) => r.selectCnt, numFmt: EXCEL_NUM_FMT.count },
  { header: '상품 수', width: 10, value: (r) => r.prodCount, numFmt: EXCEL_NUM_FMT.count },
  { header: '수령자 수', width: 10, value: (r) => r.recipientCount, numFmt: EXCEL_NUM_FMT.count },
  { header: '신청자 수', width: 10, value: (r) => r.appliedCount, numFmt: EXCEL_NUM_FMT.count },
  { header: '등록일', width: 12, value: (r) => ymd(r.frstRgstDt) },
];

export const GROUP_EXPORT_COLUMNS: readonly ExportColumn<GroupRow>[] = [
  { header: '회사코드', width: 12, value: (r) => r.cmpyCd },
  { header: '회사명', width: 24, value: (r) => r.cmpyNm },
  { header: '그룹코드', width: 12, value: (r) => r.grupCd },
  { header: '그룹명', width: 20, value: (r) => r.grupNm },
  { header: '그룹유형', width: 10, value: (r) => r.grupTypeNm },
  { header: '상위그룹', width: 20, value: (r) => r.parentGrupNm },
  { header: '그룹 관리자', width: 12, value: (r) => r.managerNm },
  { header: '인원', width: 8, value: (r) => r.memberCount, numFmt: EXCEL_NUM_FMT.count },
  { header: '사용여부', width: 10, value: (r) => SABUN_USE_LABEL[r.useYn] },
  { header: '등록일', width: 12, value: (r) => ymd(r.frstRgstDt) },
];

export const USER_EXPORT_COLUMNS: readonly ExportColumn<UserRow>[] = [
  { header: '아이디', width: 18, value: (r) => r.userId },
  { header: '이름', width: 12, value: (r) => r.userNm },
  { header: '권한', width: 14, value: (r) => r.authNm },
  { header: '회사명', width: 24, value: (r) => r.cmpyNm ?? r.applyCmpyNm },
  { header: '그룹', width: 16, value: (r) => r.grupNm },
  { header: '휴대폰번호', width: 16, value: (r) => phoneText(r.telNo) },
  { header: '이메일', width: 24, value: (r) => r.email },
  { header: '사번', width: 12, value: (r) => r.sabun },
  { header: '가입상태', width: 14, value: (r) => r.regStatNm },
  { header: '사용여부', width: 10, value: (r) => SABUN_USE_LABEL[r.useYn] },
  { header: '잠금', width: 8, value: (r) => (r.lockYn === 'Y' ? '잠김' : '정상') },
  { header: '가입일', width: 12, value: (r) => ymd(r.frstRgstDt) },
];

/** /occasion/lifeEvents Excel download: the list's rows (names masked as there). */
export const LIFE_EVENT_EXPORT_COLUMNS: readonly ExportColumn<LifeEventRow>[] = [
  { header: '번호', width: 8, value: (r) => r.lifeEventSn },
  { header: '회사명', width: 20, value: (r) => r.cmpyNm },
  { header: '아이디', width: 18, value: (r) => r.userId },
  { header: '이름', width: 12, value: (r) => r.userNm },
  { header: '그룹', width: 16, value: (r) => r.grupNm },
  { header: '경조사 유형', width: 12, value: (r) => r.occasionTypeNm },
  { header: '일자', width: 12, value: (r) => ymd(r.eventDt) },
  { header: '고인과의 관계', width: 14, value: (r) => r.relationNm },
  { header: '상태', width: 8, value: (r) => LIFE_EVENT_STATUS_LABEL[r.statCd] },
  { header: '구분', width: 12, value: (r) => (r.requestedYn === 'Y' ? '직원 신청' : '담당자 등록') },
  { header: '메모', width: 30, value: (r) => r.memo },
  { header: '반려 사유', width: 30, value: (r) => r.rejectReason },
  { header: '등록일시', width: 20, value: (r) => ymdHms(r.frstRgstDt) },
  { header: '처리일시', width: 20, value: (r) => ymdHms(r.decidedDt) },
];

export const ACCESS_LOG_EXPORT_COLUMNS: readonly ExportColumn<AccessLogRow>[] = [
  { header: '일시', width: 20, value: (r) => ymdHms(r.accessDt) },
  { header: '아이디', width: 18, value: (r) => r.actorUserId },
  { header: '이름', width: 12, value: (r) => r.actorNm },
  { header: '권한', width: 14, value: (r) => roleName(r.actorAuthCd) },
  { header: '행위', width: 14, value: (r) => r.actionNm },
  { header: '대상', width: 18, value: (r) => r.targetNm },
  { header: '회사코드', width: 12, value: (r) => r.cmpyCd },
  { header: '대상 ID', width: 16, value: (r) => r.targetId },
  { header: '건수', width: 8, value: (r) => r.rowCount, numFmt: EXCEL_NUM_FMT.count },
  { header: '사유', width: 40, value: (r) => r.reason },
];

/** Download file names (the server adds the date): '회사목록_20260105.xlsx'. */
export const EXPORT_FILE_NAME = {
  event: '이벤트내역',
  company: '회사목록',
  group: '그룹목록',
  user: '사용자목록',
  accessLog: '개인정보접근기록',
  userTemplate: '사용자_등록양식',
  groupTemplate: '그룹_등록양식',
  recipientTemplate: '수령자_등록양식',
  lifeEvent: '경조사신청목록',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Event recipients: existing users of the event's company by login ID; a person without an account gets
// one (the ID given, a temporary password sent by SMS, the first-login flow at the first sign-in). Only a new account
// needs a name and a phone, so only the ID is required of everyone.

export const RECIPIENT_IMPORT_SHEET = '수령자';
const NEW_ACCOUNT = '새 계정';
export const RECIPIENT_IMPORT_COLUMNS = [
  {
    key: 'userId',
    header: '아이디',
    required: true,
    example: 'hong.gildong',
    note: '이미 있는 아이디면 그 사용자를 추가하고, 없는 아이디면 새 계정을 만듭니다.',
  },
  {
    key: 'userNm',
    header: '이름',
    required: false,
    requiredFor: NEW_ACCOUNT,
    example: '홍길동',
    note: '50자 이내. 이미 있는 아이디면 비워 두어도 됩니다',
  },
  {
    key: 'telNo',
    header: '휴대폰번호',
    required: false,
    requiredFor: NEW_ACCOUNT,
    example: '01012345678',
    note: '숫자 11자리 (새 계정의 임시 비밀번호를 보냅니다). 이미 있는 아이디면 비워 두어도 됩니다',
  },
  {
    key: 'grupCd',
    header: '그룹코드',
    required: false,
    example: '',
    list: 'group',
    note: '새 계정의 그룹, 선택',
  },
] as const satisfies readonly ImportColumn[];

const textCell = z
  .string()
  .trim()
  .nullable()
  .transform((v) => (v ? v : null));
/** A recipient row: the ID is checked here; a name and a phone are read only for a new ID (newRecipientAccount). */
export const recipientImportRowSchema = z.object({
  userId: userImportRowSchema.shape.userId,
  userNm: textCell,
  telNo: textCell,
  grupCd: userImportRowSchema.shape.grupCd,
} satisfies Record<(typeof RECIPIENT_IMPORT_COLUMNS)[number]['key'], z.ZodType<unknown, Cell>>);
export type RecipientImportRow = z.infer<typeof recipientImportRowSchema>;

/**
 * What a recipient row whose ID is new makes its account of: a name and a mobile phone (where the temporary password
 * goes), or each cell that lacks one with its message. A row of an existing person needs neither and its name and
 * phone are not read, so the caller asks this of new IDs only.
 */
export function newRecipientAccount(
  row: RecipientImportRow,
):
  | { ok: true; userNm: string; telNo: string }
  | { ok: false; problems: { key: 'userNm' | 'telNo'; message: string }[] } {
  const problems: { key: 'userNm' | 'telNo'; message: string }[] = [];
  if (!row.userNm) problems.push({ key: 'userNm', message: EVENT_MESSAGES.importNewAccountName });
  else if (row.userNm.length > NAME_MAX) problems.push({ key: 'userNm', message: EXCEL_MESSAGES.tooLong });
  if (!row.telNo) problems.push({ key: 'telNo', message: EVENT_MESSAGES.importNewAccountPhone });
  else if (!isMobilePhone(row.telNo)) problems.push({ key: 'telNo', message: PHONE_CELL_INVALID });
  if (problems.length > 0 || !row.userNm || !row.telNo) return { ok: false, problems };
  return { ok: true, userNm: row.userNm, telNo: digitsOnly(row.telNo) };
}
