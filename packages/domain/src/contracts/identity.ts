import { z } from 'zod';
import { IDENTITY_MESSAGES, isEmailDomain, SSO_CHANNELS } from '../identity';
import { loginUserDataSchema } from './auth';
import { cmpyCdSchema } from './company';
import { serialId } from './envelope';
import { ynSchema } from './list';

/**
 * SCIM provisioning and OpenID Connect single sign-on (decision 038): the screens' calls of /integration/identity,
 * the login screens' SSO entry and hand-off, and the Korean texts both sides show.
 */
/** 회사 코드 or a company e-mail: the login screen's SSO field. */
export const ssoStartQuerySchema = z.object({
  company: z.string().trim().max(100).default(''),
  channel: z.enum(SSO_CHANNELS).catch('pc'),
});

// ---------------------------------------------------------------------------------------------------------------
// The company a call is about: operators name it, a client manager's own is used (and another one refused).

export const identityCompanySchema = z.object({ cmpyCd: cmpyCdSchema.nullable().optional() });
export type IdentityCompanyRequest = z.input<typeof identityCompanySchema>;

// ---------------------------------------------------------------------------------------------------------------
// SCIM tokens

export const scimTokenRowSchema = z.object({
  scimTokenSn: z.number().int(),
  tokenPrefix: z.string(),
  createdBy: z.string().nullable(),
  /** yyyy-MM-dd HH:mm:ss (KST). */
  createdDt: z.string(),
  lastUsedDt: z.string().nullable(),
  revokedDt: z.string().nullable(),
});
export type ScimTokenRow = z.infer<typeof scimTokenRowSchema>;
export const scimTokenListReplySchema = z.object({
  cmpyCd: z.string(),
  scimBaseUrl: z.string(),
  list: z.array(scimTokenRowSchema),
});
export type ScimTokenListReply = z.infer<typeof scimTokenListReplySchema>;
/** The token in full, shown once. */
export const scimTokenCreateReplySchema = z.object({
  scimTokenSn: z.number().int(),
  tokenPrefix: z.string(),
  token: z.string(),
});
export type ScimTokenCreateReply = z.infer<typeof scimTokenCreateReplySchema>;
export const scimTokenRevokeRequestSchema = identityCompanySchema.extend({
  scimTokenSn: serialId(IDENTITY_MESSAGES.tokenNotFound),
});
export type ScimTokenRevokeRequest = z.input<typeof scimTokenRevokeRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// SSO settings

export const ssoConfigViewSchema = z.object({
  cmpyCd: z.string(),
  /** False until the company has saved settings once. */
  configured: z.boolean(),
  issuer: z.string(),
  clientId: z.string(),
  /** The secret is write-only: the screen only learns that one is kept (저장됨). */
  clientSecretSet: z.boolean(),
  employeeClaim: z.string(),
  emailDomains: z.array(z.string()),
  enabledYn: ynSchema,
  /** Y: the company's managers may sign in through its provider too (employees only otherwise). */
  managerSignInYn: ynSchema,
  /** The redirect URI to register at the provider. */
  callbackUrl: z.string(),
  scimBaseUrl: z.string(),
  updatedDt: z.string().nullable(),
});
export type SsoConfigView = z.infer<typeof ssoConfigViewSchema>;

export const ssoConfigSaveRequestSchema = identityCompanySchema.extend({
  issuer: z
    .string(IDENTITY_MESSAGES.issuerInvalid)
    .trim()
    .max(300, IDENTITY_MESSAGES.issuerInvalid)
    .regex(/^https?:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/i, IDENTITY_MESSAGES.issuerInvalid),
  clientId: z
    .string(IDENTITY_MESSAGES.clientIdRequired)
    .trim()
    .min(1, IDENTITY_MESSAGES.clientIdRequired)
    .max(200),
  /** Blank keeps the secret stored; required the first time. */
  clientSecret: z.string().trim().max(500).optional().nullable(),
  employeeClaim: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{1,60}$/, IDENTITY_MESSAGES.claimInvalid)
    .default('employee_number'),
  emailDomains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        // "@example.co.kr" as people often type it: the domain is what follows the @.
        .transform((v) => v.replace(/^@+/, ''))
        .refine((v) => isEmailDomain(v), IDENTITY_MESSAGES.emailDomainInvalid),
    )
    .max(20)
    .default([]),
  enabledYn: ynSchema.default('N'),
  managerSignInYn: ynSchema.default('N'),
});
export type SsoConfigSaveRequest = z.input<typeof ssoConfigSaveRequestSchema>;

export const ssoConfigTestReplySchema = z.object({ ok: z.boolean(), message: z.string() });
export type SsoConfigTestReply = z.infer<typeof ssoConfigTestReplySchema>;

export const ssoExchangeRequestSchema = z.object({
  code: z.string(IDENTITY_MESSAGES.handoffInvalid).trim().min(16).max(128),
});
export type SsoExchangeRequest = z.infer<typeof ssoExchangeRequestSchema>;
export const ssoExchangeReplySchema = loginUserDataSchema;
