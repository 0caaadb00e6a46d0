import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  AUTH_CHANNEL,
  AUTH_PURPOSE,
  PASSWORD_MESSAGES,
  passwordPolicyError,
} from '../account';
import { isEmail, isMobilePhone } from '../formats';
import { languageSchema, preferredLanguageInput } from '../languages';
import { loginUserDataSchema } from './auth';
import { serialId } from './envelope';

const phone = z
  .string()
  .trim()
  .transform((s) => s.replace(/\D/g, ''))
  .refine((s) => isMobilePhone(s), ACCOUNT_MESSAGES.phoneInvalid);
const email = z
  .string()
  .trim()
  .max(100)
  .refine((s) => isEmail(s), ACCOUNT_MESSAGES.emailInvalid)
  .transform((s) => s.toLowerCase());
const userNm = z.string().trim().min(1, ACCOUNT_MESSAGES.nameRequired).max(50);
const userId = z.string().trim().min(1, ACCOUNT_MESSAGES.userIdRequired).max(50);
const authId = z.string().regex(/^[\w-]{16,64}$/, '인증 정보를 확인해주세요.');
const authToken = z.string().regex(/^[\w-]{16,64}$/, ACCOUNT_MESSAGES.authRequired);
/** A new password: the policy of packages/domain/src/account.ts, checked on the server too. */
export const newPasswordSchema = z
  .string()
  .max(128)
  .superRefine((pw, ctx) => {
    const error = passwordPolicyError(pw);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

/** POST /v1/ebmp/pcs/user/sendAuthNumber.json: one 6-digit number by SMS or mail (3 minutes, 5 tries). */
export const sendAuthNumberRequestSchema = z.object({
  loginUserToken: z.string().optional(),
  purpose: z.enum([
    AUTH_PURPOSE.findId,
    AUTH_PURPOSE.findPassword,
    AUTH_PURPOSE.firstLogin,
    AUTH_PURPOSE.signUp,
    AUTH_PURPOSE.telNo,
    AUTH_PURPOSE.login,
  ]),
  channel: z.enum([AUTH_CHANNEL.phone, AUTH_CHANNEL.email]),
  /** Find password: the account's ID. */
  userId: userId.optional(),
  /** Find ID and find password: the account holder's name. */
  userNm: userNm.optional(),
  telNo: phone.optional(),
  email: email.optional(),
});
export type SendAuthNumberRequest = z.input<typeof sendAuthNumberRequestSchema>;
export const sendAuthNumberReplySchema = z.object({
  /** Opaque id of this number, sent back with the code. */
  authId: z.string(),
  expiresInSeconds: z.number().int(),
});
export type SendAuthNumberReply = z.infer<typeof sendAuthNumberReplySchema>;

/** POST {platform}/v1/ebmp/main/user/confirmAuthNumber.json: checks the code once; returns a one-use authToken. */
export const confirmAuthNumberRequestSchema = z.object({
  authId,
  authNumber: z
    .string()
    .trim()
    .regex(/^\d{6}$/, '인증번호 6자리를 입력해주세요.'),
});
export type ConfirmAuthNumberRequest = z.infer<typeof confirmAuthNumberRequestSchema>;
export const confirmAuthNumberReplySchema = z.object({ authToken: z.string() });

/** POST {sso}/v1/ebmp/phoneLogin.json: signs in with a confirmed LOGIN auth number (phone login). */
export const phoneLoginRequestSchema = z.object({ authToken });

/** POST {sso}/v1/ebmp/findId.json (by e-mail) and {pcs}/v1/ebmp/pcs/user/findId.json (by phone). */
export const findIdRequestSchema = z.object({ authToken });
export const findIdReplySchema = z.object({
  /** Masked IDs of the accounts with that name and contact (spec: find ID shows the ID masked). */
  userIdList: z.array(z.object({ maskedUserId: z.string(), joinDt: z.string() })),
});
export type FindIdReply = z.infer<typeof findIdReplySchema>;

/** POST {sso}/v1/ebmp/confirmId.json: sign-up ID availability. */
export const confirmIdRequestSchema = z.object({
  userId: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9_.-]{3,29}$/i, '아이디는 영문, 숫자로 시작하는 4~30자로 입력해주세요.'),
});
export const confirmIdReplySchema = z.object({ available: z.boolean() });

/** POST {platform}/v1/ebmp/main/user/updateUserPassword.json: find password step 3, with the confirmed authToken. */
export const updateUserPasswordRequestSchema = z
  .object({ authToken, newPassword: newPasswordSchema, newPasswordConfirm: z.string() })
  .refine((b) => b.newPassword === b.newPasswordConfirm, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['newPasswordConfirm'],
  });
export type UpdateUserPasswordRequest = z.infer<typeof updateUserPasswordRequestSchema>;

/** POST /v1/ebmp/main/user/changePassword.json: a signed-in change (expired password, my page). */
export const changePasswordRequestSchema = z
  .object({
    loginUserToken: z.string().optional(),
    currentPassword: z.string().min(1, PASSWORD_MESSAGES.empty).max(128),
    newPassword: newPasswordSchema,
    newPasswordConfirm: z.string(),
  })
  .refine((b) => b.newPassword === b.newPasswordConfirm, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['newPasswordConfirm'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /v1/ebmp/solution/user/firstAccessInfo.json */
export const firstAccessInfoRequestSchema = z.object({
  loginUserToken: z.string().optional(),
  currentSolcd: z.literal('1020'),
  currentWmGbn: z.enum(['01', '02']),
});
export const firstAccessInfoSchema = z.object({
  userId: z.string(),
  userNm: z.string(),
  cmpyNm: z.string().nullable(),
  maskedTelNo: z.string(),
  email: z.string().nullable(),
  profileFileId: z.string().nullable(),
  firstLoginYn: z.enum(['Y', 'N']),
  /** Y: this session's phone login confirmed the phone, so the form asks for no auth number. */
  phoneVerifiedYn: z.enum(['Y', 'N']),
});
export type FirstAccessInfo = z.infer<typeof firstAccessInfoSchema>;

/** POST /v1/ebmp/pcs/user/saveFirstLogin.json: phone confirmed, new password; ends the first-login state. */
export const saveFirstLoginRequestSchema = z
  .object({
    loginUserToken: z.string().optional(),
    // Left out when the session's phone login confirmed the phone (firstAccessInfo phoneVerifiedYn Y).
    authToken: authToken.optional(),
    newPassword: newPasswordSchema,
    newPasswordConfirm: z.string(),
    email: email.optional(),
  })
  .refine((b) => b.newPassword === b.newPasswordConfirm, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['newPasswordConfirm'],
  });
export type SaveFirstLoginRequest = z.input<typeof saveFirstLoginRequestSchema>;
export const saveFirstLoginReplySchema = loginUserDataSchema;

/** POST /v1/ebmp/main/user/confirmExistPassword.json: spec §5, only 'valid' or 'not valid'. */
export const confirmExistPasswordRequestSchema = z.object({
  loginUserToken: z.string().optional(),
  password: z.string().max(128),
});
export const confirmExistPasswordReplySchema = z.enum(['valid', 'not valid']);

/** POST (multipart) /v1/ebmp/main/user/updateFirstUserInfo.json: the profile image (field "profileImage"). */
export const updateFirstUserInfoReplySchema = z.object({ profileFileId: z.string() });

/** POST /v1/ebmp/pcs/user/signUp.json: a new client-employee account in the READY state. */
export const signUpRequestSchema = z
  .object({
    userId: confirmIdRequestSchema.shape.userId,
    password: newPasswordSchema,
    passwordConfirm: z.string(),
    userNm,
    email,
    cmpyNm: z.string().trim().min(1, '회사명을 입력해주세요.').max(100),
    authToken,
    agreeTermsYn: z.literal('Y', ACCOUNT_MESSAGES.termsAgreeRequired),
    agreePrivacyYn: z.literal('Y', ACCOUNT_MESSAGES.privacyAgreeRequired),
  })
  .refine((b) => b.password === b.passwordConfirm, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['passwordConfirm'],
  });
export type SignUpRequest = z.input<typeof signUpRequestSchema>;
export const applicationReplySchema = z.object({ regStat: z.literal('READY'), approvalId: z.string() });
/** The sign-up reply: what the applicant is shown on the completion screen (state, the company named, the date). */
export const signUpReplySchema = applicationReplySchema.extend({
  /** spec §3 registration status label of READY: 등록신청. */
  regStatNm: z.string(),
  userId: z.string(),
  applyCmpyNm: z.string(),
  /** YYYYMMDD (KST). */
  applyDt: z.string(),
});
export type SignUpReply = z.infer<typeof signUpReplySchema>;

/**
 * The {approvalId} of /vendorApplyForm/{approvalId}: an invitation an operator made for one vendor. Random and long,
 * so it cannot be guessed; anything else is refused before the database is asked.
 */
export const vendorApprovalIdSchema = z
  .string()
  .trim()
  .regex(/^[\w-]{8,40}$/, ACCOUNT_MESSAGES.vendorInvitationInvalid);

/** POST /v1/ebmp/pcs/user/vendorInvitation.json: is this invitation open? (The form checks before it is filled.) */
export const vendorInvitationRequestSchema = z.object({ approvalId: vendorApprovalIdSchema });
export const vendorInvitationSchema = z.object({
  approvalId: z.string(),
  /** The company the operator invited, when named: prefills the form. */
  cmpyNm: z.string().nullable(),
  /** Last day the link works, YYYYMMDD (KST). */
  expiresDt: z.string(),
});
export type VendorInvitation = z.infer<typeof vendorInvitationSchema>;

/** POST /v1/ebmp/pcs/user/vendorInvitation/create.json (operator admins): a new invitation link. */
export const createVendorInvitationRequestSchema = z.object({
  loginUserToken: z.string().optional(),
  cmpyNm: z.string().trim().min(1).max(100).optional(),
  validDays: z.number().int().min(1).max(30).default(14),
});
export const createVendorInvitationReplySchema = vendorInvitationSchema.extend({
  /** The path to send to the vendor: /vendorApplyForm/{approvalId}. */
  applyPath: z.string(),
});

/** POST /v1/ebmp/pcs/user/vendorApply.json: a vendor company and its manager login, both READY. */
export const vendorApplyRequestSchema = z
  .object({
    approvalId: vendorApprovalIdSchema,
    cmpyNm: z.string().trim().min(1, '회사명을 입력해주세요.').max(100),
    corporateRegNo: z
      .string()
      .transform((s) => s.replace(/\D/g, ''))
      .refine((s) => s.length === 10, '사업자등록번호 10자리를 입력해주세요.'),
    managerNm: userNm,
    managerTelNo: phone,
    managerEmail: email,
    userId: confirmIdRequestSchema.shape.userId,
    password: newPasswordSchema,
    passwordConfirm: z.string(),
    agreePrivacyYn: z.literal('Y', ACCOUNT_MESSAGES.privacyAgreeRequired),
  })
  .refine((b) => b.password === b.passwordConfirm, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['passwordConfirm'],
  });
export type VendorApplyRequest = z.input<typeof vendorApplyRequestSchema>;

/** POST /v1/ebmp/pcs/user/myInfo.json: the caller's own account (my page). */
export const myInfoSchema = z.object({
  userId: z.string(),
  userNm: z.string(),
  authNm: z.string(),
  cmpyNm: z.string().nullable(),
  email: z.string().nullable(),
  telNo: z.string().nullable(),
  profileFileId: z.string().nullable(),
  pwdChangedDt: z.string(),
  /** 선호 언어; null: the browser's. */
  preferredLanguage: languageSchema.nullable(),
});
export type MyInfo = z.infer<typeof myInfoSchema>;

/** POST /v1/ebmp/pcs/user/updateUserInfo.json: name and e-mail. */
export const updateUserInfoRequestSchema = z.object({
  loginUserToken: z.string().optional(),
  userNm,
  email,
});
/** POST /v1/ebmp/pcs/myPage/language.json: the caller's own language; null goes back to the browser's. */
export const myLanguageRequestSchema = z.object({
  loginUserToken: z.string().optional(),
  preferredLanguage: preferredLanguageInput,
});
export type MyLanguageRequest = z.input<typeof myLanguageRequestSchema>;
/** POST /v1/ebmp/pcs/user/updateTelNo.json: the phone confirmed by a TEL_NO auth number. */
export const updateTelNoRequestSchema = z.object({ loginUserToken: z.string().optional(), authToken });

/** Delivery address book (/m/myPage/addr). */
export const addressSchema = z.object({
  deleSn: z.number().int(),
  addrNm: z.string(),
  receiverNm: z.string(),
  receiverTelNo: z.string(),
  zipCd: z.string(),
  addr: z.string(),
  addrDtl: z.string(),
  defaultYn: z.enum(['Y', 'N']),
});
export type Address = z.infer<typeof addressSchema>;
export const addressListReplySchema = z.object({ addrList: z.array(addressSchema) });
/**
 * The address book's refusals (my page 배송지 관리): the web shows them from its catalogue, the API sends them in the
 * recipient's language (recipient-errors.ts); both look them up by these texts.
 */
export const ADDRESS_BOOK_MESSAGES = {
  deleSnInvalid: '배송지 번호를 확인해주세요.',
  addrNmRequired: '배송지명을 입력해주세요.',
  addrNmTooLong: '배송지명은 50자까지 입력할 수 있습니다.',
  receiverNmRequired: '받는 분을 입력해주세요.',
  receiverNmTooLong: '받는 분은 50자까지 입력할 수 있습니다.',
  zipCdInvalid: '우편번호 5자리를 입력해주세요.',
  addrRequired: '주소를 입력해주세요.',
  addrTooLong: '주소는 200자까지 입력할 수 있습니다.',
  addrDtlTooLong: '상세주소는 100자까지 입력할 수 있습니다.',
} as const;
const AB = ADDRESS_BOOK_MESSAGES;
export const addressKeySchema = z.object({
  loginUserToken: z.string().optional(),
  deleSn: serialId(AB.deleSnInvalid),
});
export const saveAddressRequestSchema = z.object({
  loginUserToken: z.string().optional(),
  deleSn: serialId(AB.deleSnInvalid).optional(),
  addrNm: z.string().trim().min(1, AB.addrNmRequired).max(50, AB.addrNmTooLong),
  receiverNm: z.string().trim().min(1, AB.receiverNmRequired).max(50, AB.receiverNmTooLong),
  receiverTelNo: phone,
  zipCd: z
    .string()
    .trim()
    .regex(/^\d{5}$/, AB.zipCdInvalid),
  addr: z.string().trim().min(1, AB.addrRequired).max(200, AB.addrTooLong),
  addrDtl: z.string().trim().max(100, AB.addrDtlTooLong),
  defaultYn: z.enum(['Y', 'N']).default('N'),
});
export type SaveAddressRequest = z.input<typeof saveAddressRequestSchema>;
