import { z } from 'zod';
import { DEFAULT_CHAIN_WINDOW_MIN } from '../channel-chain';
import { bizInfoShape } from '../company-biz-info';
import { CORPORATE_NUMBER_DIGITS } from '../constants';
import { digitsOnly, isEmail, isMobilePhone } from '../formats';
import { APPROVAL_MESSAGES, COMPANY_MESSAGES } from '../org-messages';
import { SIGN_STATUS_FILTER_CODES } from '../user-admin';
import { chainWindowSchema, channelChainFieldSchema, channelChainReplySchema } from './delivery-chain';
import { optionalText, pageOf } from './envelope';
import { dateRangeShape, listRequestSchemas, useYnFilter, ynSchema } from './list';

/** A company code in a request: what our codes look like, so anything else is a 400 before the database. */
export const cmpyCdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, COMPANY_MESSAGES.notFound);

/** spec §3 Company registration status, as stored and as sent back. */
export const regStatSchema = z.enum(['READY', 'ACCEPT', 'REJECT']);

/** Code group 005 filter values left on company and user pages (spec §5: without 01 and 05). */
export const signStatFilterSchema = z
  .union([z.literal(''), z.enum(SIGN_STATUS_FILTER_CODES as ['02', '03', '04'])])
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

const optionalEmail = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .optional()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || isEmail(v), COMPANY_MESSAGES.emailInvalid);
const requiredEmail = z
  .string(COMPANY_MESSAGES.emailInvalid)
  .trim()
  .max(100)
  .refine((v) => isEmail(v), COMPANY_MESSAGES.emailInvalid)
  .transform((v) => v.toLowerCase());
/** spec §5: a mobile phone is valid with 11 digits; stored as digits. */
const mobile = (message: string) =>
  z
    .string(message)
    .trim()
    .refine((v) => isMobilePhone(v), message)
    .transform(digitsOnly);
/** A landline or mobile number: 9 to 11 digits (spec §5 phone display covers 9, 10 and 11). */
const optionalPhone = z
  .string()
  .trim()
  .max(20)
  .nullable()
  .optional()
  .transform((v) => (v ? digitsOnly(v) : null))
  .refine((v) => v === null || (v.length >= 9 && v.length <= 11), COMPANY_MESSAGES.phoneInvalid);
const optionalMobile = z
  .string()
  .trim()
  .max(20)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isMobilePhone(v), COMPANY_MESSAGES.managerPhoneInvalid)
  .transform((v) => (v ? digitsOnly(v) : null));

// ---------------------------------------------------------------------------------------------------------------
// List (operators): POST /v1/ebmp/pcs/manage/company/list.json and its Excel download .../company/excel.json

export const COMPANY_SORT_FIELDS = ['frstRgstDt', 'cmpyNm', 'cmpyCd'] as const;

/** Filters of /company/list: name or code, company type, registration status, use status, date range. */
export const companyListFilterShape = {
  /** Company name or code, anywhere in it. */
  searchText: optionalText(100),
  cmpyTypeCd: optionalText(2),
  /** Code group 005: 02 등록신청 (READY), 03 승인 (ACCEPT or none), 04 반려 (REJECT). */
  signStatCd: signStatFilterSchema,
  useYn: useYnFilter,
  ...dateRangeShape('frstRgstDt'),
};
const companyListSchemas = listRequestSchemas(companyListFilterShape, COMPANY_SORT_FIELDS, ['frstRgstDt']);
export const companyListRequestSchema = companyListSchemas.list;
export const companyExcelRequestSchema = companyListSchemas.excel;
export type CompanyListRequest = z.input<typeof companyListRequestSchema>;
export type CompanyExcelRequest = z.input<typeof companyExcelRequestSchema>;

/** A row of the company list: the manager's name and phone are masked (spec-less PIPA minimum). */
export const companyRowSchema = z.object({
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  cmpyTypeCd: z.string(),
  cmpyTypeNm: z.string(),
  /** Digits; shown 3-2-5 (formatCorporateNumber). */
  corporateRegNo: z.string().nullable(),
  managerNm: z.string().nullable(),
  managerTelNo: z.string().nullable(),
  /** null for companies registered before approvals (spec §3: shows 승인(등록완료)). */
  regStat: regStatSchema.nullable(),
  regStatNm: z.string(),
  useYn: z.enum(['Y', 'N']),
  userCount: z.number().int(),
  groupCount: z.number().int(),
  /** Solutions the company uses (1020 first). */
  solCdList: z.array(z.string()),
  /** YYYYMMDD (KST). */
  frstRgstDt: z.string(),
});
export type CompanyRow = z.infer<typeof companyRowSchema>;
export const companyListReplySchema = pageOf(companyRowSchema);
export type CompanyListReply = z.infer<typeof companyListReplySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Detail: POST /v1/ebmp/pcs/manage/company/detail.json

export const companyKeySchema = z.object({ cmpyCd: cmpyCdSchema });
export type CompanyKey = z.infer<typeof companyKeySchema>;

export const approvalHistorySchema = z.object({
  fromStat: z.string().nullable(),
  toStat: z.string(),
  toStatNm: z.string(),
  reason: z.string().nullable(),
  decidedByNm: z.string().nullable(),
  /** YYYYMMDDHHMISS (KST). */
  decidedAt: z.string(),
});
export type ApprovalHistory = z.infer<typeof approvalHistorySchema>;

/** spec §3 Company: every field in full ('-' for a missing value is the screen's job), with its solutions and groups. */
export const companyDetailSchema = z.object({
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  cmpyTypeCd: z.string(),
  cmpyTypeNm: z.string(),
  corporateRegNo: z.string().nullable(),
  managerNm: z.string().nullable(),
  managerEmail: z.string().nullable(),
  managerTelNo: z.string().nullable(),
  cmpyMainMail: z.string().nullable(),
  cmpyMainTelNo: z.string().nullable(),
  accountMgrNm: z.string().nullable(),
  accountMgrTelNo: z.string().nullable(),
  accountMgrEmail: z.string().nullable(),
  accountBankCd: z.string().nullable(),
  accountBankNm: z.string().nullable(),
  /** The company's CI image (a public stored file), printed on its gift catalogue PDF (spec §3 ciFileInfo). */
  ciFileId: z.string().nullable(),
  sabunUseYn: z.enum(['Y', 'N']),
  /** 세금계산서 정보 (decision 037): 대표자, 업태, 종목, 사업장 주소, invoice e-mail; null when not entered. */
  ceoNm: z.string().nullable(),
  bizType: z.string().nullable(),
  bizItem: z.string().nullable(),
  bizAddr: z.string().nullable(),
  taxEmail: z.string().nullable(),
  /** The company's delivery chain (decision 052); null: the default (알림톡 → 문자 → 메일). */
  channelChain: channelChainReplySchema,
  /** Minutes a chain step waits for its delivery report before the next channel goes. */
  chainWindowMin: z.number().int(),
  regStat: regStatSchema.nullable(),
  regStatNm: z.string(),
  useYn: z.enum(['Y', 'N']),
  frstRgstDt: z.string(),
  solutions: z.array(z.object({ solCd: z.string(), solNm: z.string(), frstRgstDt: z.string() })),
  groups: z.array(
    z.object({
      grupCd: z.string(),
      grupNm: z.string(),
      parentGrupCd: z.string().nullable(),
      grupTypeCd: z.string().nullable(),
      memberCount: z.number().int(),
      useYn: z.enum(['Y', 'N']),
    }),
  ),
  userCounts: z.object({
    total: z.number().int(),
    ready: z.number().int(),
    byAuthCd: z.array(z.object({ authCd: z.string(), authNm: z.string(), count: z.number().int() })),
  }),
  approvals: z.array(approvalHistorySchema),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Create and edit: POST /v1/ebmp/pcs/manage/company/create.json, .../update.json

/**
 * The company form (§3 fields). Corporate number: exactly 10 digits after stripping non-digits (spec §5), stored as
 * digits and unique; manager phone 11 digits; e-mails checked. cmpyTypeCd 01 and bank ALL are refused by the server
 * (spec §5 Code lists by page).
 */
export const companyFormShape = {
  cmpyNm: z.string(COMPANY_MESSAGES.nameRequired).trim().min(1, COMPANY_MESSAGES.nameRequired).max(100),
  cmpyTypeCd: z.string(COMPANY_MESSAGES.typeRequired).regex(/^\d{2}$/, COMPANY_MESSAGES.typeRequired),
  corporateRegNo: z
    .string(COMPANY_MESSAGES.corporateRegNoInvalid)
    .max(20, COMPANY_MESSAGES.corporateRegNoInvalid)
    .transform(digitsOnly)
    .refine((v) => v.length === CORPORATE_NUMBER_DIGITS, COMPANY_MESSAGES.corporateRegNoInvalid),
  managerNm: z
    .string(COMPANY_MESSAGES.managerNameRequired)
    .trim()
    .min(1, COMPANY_MESSAGES.managerNameRequired)
    .max(50),
  managerEmail: requiredEmail,
  managerTelNo: mobile(COMPANY_MESSAGES.managerPhoneInvalid),
  cmpyMainMail: optionalEmail,
  cmpyMainTelNo: optionalPhone,
  accountMgrNm: optionalText(50),
  accountMgrTelNo: optionalMobile,
  accountMgrEmail: optionalEmail,
  accountBankCd: optionalText(10),
  /** An uploaded public image's id (the operators' image upload); null or absent: no CI. */
  ciFileId: z
    .string(COMPANY_MESSAGES.ciFileInvalid)
    .regex(/^\d{1,20}$/, COMPANY_MESSAGES.ciFileInvalid)
    .nullish()
    .transform((v) => v ?? null),
  sabunUseYn: ynSchema.default('N'),
  useYn: ynSchema.default('Y'),
  /** 세금계산서 정보 (decision 037): optional on save, every one checked before an invoice is issued. */
  ...bizInfoShape,
  /** The delivery chain (decision 052), stored as text; null or absent: the default chain. */
  channelChain: channelChainFieldSchema,
  chainWindowMin: chainWindowSchema.default(DEFAULT_CHAIN_WINDOW_MIN),
};
export const companyCreateRequestSchema = z.object(companyFormShape);
export type CompanyCreateRequest = z.input<typeof companyCreateRequestSchema>;
export const companyUpdateRequestSchema = z.object({ cmpyCd: cmpyCdSchema, ...companyFormShape });
export type CompanyUpdateRequest = z.input<typeof companyUpdateRequestSchema>;
export const companySaveReplySchema = z.object({ cmpyCd: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Approvals: POST /v1/ebmp/pcs/manage/company/approve.json, .../reject.json

export const rejectReasonSchema = z
  .string(APPROVAL_MESSAGES.reasonRequired)
  .trim()
  .min(1, APPROVAL_MESSAGES.reasonRequired)
  .max(500, APPROVAL_MESSAGES.reasonTooLong);
export const companyApproveRequestSchema = companyKeySchema;
export const companyRejectRequestSchema = z.object({ cmpyCd: cmpyCdSchema, reason: rejectReasonSchema });
export const companyDecisionReplySchema = z.object({
  cmpyCd: z.string(),
  regStat: regStatSchema,
  regStatNm: z.string(),
});

// ---------------------------------------------------------------------------------------------------------------
// Another solution: POST /v1/ebmp/pcs/manage/company/saveForAnotherSol.json

/** Registers an existing company for another solution of the family (code group 008), keeping one company record. */
export const companyAnotherSolRequestSchema = z.object({
  cmpyCd: cmpyCdSchema,
  solCd: z.string().regex(/^\d{4}$/, COMPANY_MESSAGES.solutionUnknown),
});
export const companyAnotherSolReplySchema = z.object({ cmpyCd: z.string(), solCdList: z.array(z.string()) });

// ---------------------------------------------------------------------------------------------------------------
// Multi-select (spec §5/§7): POST /v1/ebmp/pcs/drop-down/companyList.json

/** requestType EXPORT plus the search params; a client manager gets only their own company. */
export const companyOptionsRequestSchema = z.object({
  requestType: z.literal('EXPORT'),
  searchText: optionalText(100),
  cmpyTypeCd: optionalText(2),
  useYn: useYnFilter,
});
export type CompanyOptionsRequest = z.input<typeof companyOptionsRequestSchema>;
/** resultData becomes the options (spec §7 last row): at most 1,000 companies, by name. */
export const companyOptionsReplySchema = z.array(z.object({ cmpyCd: z.string(), cmpyNm: z.string() }));
export type CompanyOptionsReply = z.infer<typeof companyOptionsReplySchema>;
