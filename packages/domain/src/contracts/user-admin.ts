import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../account';
import { digitsOnly, isEmail, isMobilePhone } from '../formats';
import { languageSchema, preferredLanguageInput } from '../languages';
import { COMPANY_MESSAGES, USER_ADMIN_MESSAGES } from '../org-messages';
import { ALL_AUTH_CDS } from '../roles';
import {
  approvalHistorySchema,
  cmpyCdSchema,
  regStatSchema,
  rejectReasonSchema,
  signStatFilterSchema,
} from './company';
import { grupCdSchema, unqUserIdSchema } from './company-group';
import { optionalText, pageOf } from './envelope';
import { dateRangeShape, listRequestSchemas, useYnFilter, ynSchema } from './list';
import { hrDatesDetailShape, hrDatesShape, refineHrDates } from './occasion';

const authCdSchema = z.enum(ALL_AUTH_CDS as [string, ...string[]], USER_ADMIN_MESSAGES.roleNotAllowed);

// ---------------------------------------------------------------------------------------------------------------
// List: POST /v1/ebmp/pcs/manage/user/list.json and .../user/excel.json
// Operators (15, 99999): every company and role. Client manager (25): their own company, roles 20 and 25.

export const USER_SORT_FIELDS = ['frstRgstDt', 'userNm', 'userId', 'cmpyNm'] as const;
export const userListFilterShape = {
  /** spec §5/§7 multi-select: empty or absent means every company the caller may see. */
  cmpyCdList: z.array(cmpyCdSchema).max(500).optional(),
  /** Members of one group (and its descendants); needs exactly one company in cmpyCdList. */
  grupCd: grupCdSchema.nullable().optional(),
  authCd: z
    .union([z.literal(''), authCdSchema])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  /** Code group 005 without 01 and 05 (spec §5): 02 READY, 03 ACCEPT, 04 REJECT. */
  signStatCd: signStatFilterSchema,
  useYn: useYnFilter,
  lockYn: useYnFilter,
  /** Name, login ID or phone (digits), anywhere in it. */
  searchText: optionalText(50),
  /** Join date (spec §3 frstRgstDt range). */
  ...dateRangeShape('frstRgstDt'),
};
const userListSchemas = listRequestSchemas(userListFilterShape, USER_SORT_FIELDS, ['frstRgstDt']);
export const userListRequestSchema = userListSchemas.list;
export const userExcelRequestSchema = userListSchemas.excel;
export type UserListRequest = z.input<typeof userListRequestSchema>;
export type UserExcelRequest = z.input<typeof userExcelRequestSchema>;

/** Sign-ups (client employees) and vendor applications (vendor managers) in READY are approved from this list. */
export const applicationTypeSchema = z.enum(['SIGN_UP', 'VENDOR']).nullable();

/** A row of the user list: phone and e-mail masked; names masked for operators (personal-data.ts). */
export const userRowSchema = z.object({
  unqUserId: z.string(),
  userId: z.string(),
  userNm: z.string(),
  authCd: z.string(),
  authNm: z.string(),
  cmpyCd: z.string().nullable(),
  cmpyNm: z.string().nullable(),
  grupCd: z.string().nullable(),
  grupNm: z.string().nullable(),
  telNo: z.string().nullable(),
  email: z.string().nullable(),
  sabun: z.string().nullable(),
  regStat: regStatSchema,
  regStatNm: z.string(),
  applicationType: applicationTypeSchema,
  /** Sign-up: the company the applicant named (free text). */
  applyCmpyNm: z.string().nullable(),
  useYn: z.enum(['Y', 'N']),
  lockYn: z.enum(['Y', 'N']),
  firstLoginYn: z.enum(['Y', 'N']),
  /** Join date, YYYYMMDD (KST). */
  frstRgstDt: z.string(),
});
export type UserRow = z.infer<typeof userRowSchema>;
export const userListReplySchema = pageOf(userRowSchema);
export type UserListReply = z.infer<typeof userListReplySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Detail: POST /v1/ebmp/pcs/manage/user/detail.json (in full; the read is recorded in the access log)

export const userKeySchema = z.object({ unqUserId: unqUserIdSchema });
export type UserKey = z.infer<typeof userKeySchema>;
export const userDetailSchema = userRowSchema.extend({
  solCd: z.string(),
  pwdChangedDt: z.string(),
  approvals: z.array(approvalHistorySchema),
  /** HR data the occasions run on; the birth date's year for operators only (contracts/occasion hrDatesDetailShape). */
  ...hrDatesDetailShape,
  /** 선호 언어: the recipient journey's language; null = the browser's. */
  preferredLanguage: languageSchema.nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Create (operators) and edit: .../user/create.json, .../user/update.json

const phone = z
  .string(ACCOUNT_MESSAGES.phoneInvalid)
  .trim()
  .refine((v) => isMobilePhone(v), ACCOUNT_MESSAGES.phoneInvalid)
  .transform(digitsOnly);
const optionalEmail = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .optional()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || isEmail(v), COMPANY_MESSAGES.emailInvalid);

export const userFormShape = {
  userNm: z.string(ACCOUNT_MESSAGES.nameRequired).trim().min(1, ACCOUNT_MESSAGES.nameRequired).max(50),
  authCd: authCdSchema,
  /** Required for client and vendor roles; operators belong to the operator company. */
  cmpyCd: cmpyCdSchema.nullable().optional(),
  grupCd: grupCdSchema.nullable().optional(),
  telNo: phone,
  email: optionalEmail,
  sabun: optionalText(30),
  useYn: ynSchema.default('Y'),
  /** 생년월일 (양력/음력, 윤달), 입사일, 퇴사일: absent = unchanged on an edit (contracts/occasion hrDatesShape). */
  ...hrDatesShape,
  /** 선호 언어 (a BCP 47 tag matched to a supported one); null = the browser's, absent = unchanged on an edit. */
  preferredLanguage: preferredLanguageInput.optional(),
};
/** A new account gets a temporary password through the outbox (SMS, or mail without a phone); first login forced. */
export const userCreateRequestSchema = z
  .object({
    userId: z
      .string(ACCOUNT_MESSAGES.userIdRequired)
      .trim()
      .regex(/^[a-z0-9][a-z0-9_.-]{3,29}$/i, '아이디는 영문, 숫자로 시작하는 4~30자로 입력해주세요.'),
    ...userFormShape,
  })
  .superRefine(refineHrDates);
export type UserCreateRequest = z.input<typeof userCreateRequestSchema>;
export const userUpdateRequestSchema = z
  .object({ unqUserId: unqUserIdSchema, ...userFormShape })
  .superRefine(refineHrDates);
export type UserUpdateRequest = z.input<typeof userUpdateRequestSchema>;
export const userSaveReplySchema = z.object({ unqUserId: z.string(), userId: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Lock, unlock, reset password: .../user/lock.json, .../user/unlock.json, .../user/resetPassword.json

export const userLockReplySchema = z.object({ unqUserId: z.string(), lockYn: z.enum(['Y', 'N']) });
/** Where the temporary password went, masked. */
export const userResetPasswordReplySchema = z.object({
  unqUserId: z.string(),
  channel: z.enum(['SMS', 'MAIL']),
  sentTo: z.string(),
});

// ---------------------------------------------------------------------------------------------------------------
// Approvals of sign-ups and vendor applications: .../user/approve.json, .../user/reject.json (operators)

/** A sign-up names its company as free text: the approving operator picks the company (and a group). */
export const userApproveRequestSchema = z.object({
  unqUserId: unqUserIdSchema,
  cmpyCd: cmpyCdSchema.nullable().optional(),
  grupCd: grupCdSchema.nullable().optional(),
});
export type UserApproveRequest = z.input<typeof userApproveRequestSchema>;
export const userRejectRequestSchema = z.object({ unqUserId: unqUserIdSchema, reason: rejectReasonSchema });
export const userDecisionReplySchema = z.object({
  unqUserId: z.string(),
  regStat: regStatSchema,
  regStatNm: z.string(),
});
