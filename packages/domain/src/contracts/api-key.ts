import { z } from 'zod';
import { isOperator } from '../roles';
import { cmpyCdSchema } from './company';
import { serialId } from './envelope';

/**
 * LIVE keys (pcs_live_) act on their company; TEST keys (pcs_test_) on the company's sandbox copy (decision 044),
 * so an HR team can build against the API without touching real employees or sending real messages.
 */
export const API_KEY_MODES = ['LIVE', 'TEST'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];
export const API_KEY_MODE_LABEL: Record<ApiKeyMode, string> = { LIVE: '운영', TEST: '테스트(샌드박스)' };

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9A-Fa-f:]+(:(\d{1,3}\.){3}\d{1,3})?$/;
/** An IPv4 or IPv6 address, with an optional prefix length (the server parses it again with ipaddr.js). */
export function isIpOrCidr(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  if (rest.length > 0) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && address.includes(':') && address.length <= 45 && IPV6.test(address);
  if (!v4 && !v6) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (v4 ? 32 : 128);
}

/** The scopes an API key may carry (decision 038), exactly these. */
export const API_KEY_SCOPES = [
  'employees:read',
  'employees:write',
  'events:read',
  'events:write',
  'orders:read',
  'employees:birthdate',
  'webhooks:manage',
  'tax:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * Scopes for what the screens show operators only: a client manager's screens show a birthday without
 * its year, so a key that manager creates may not read the year either. Only an operator grants these.
 */
export const OPERATOR_ONLY_SCOPES: readonly ApiKeyScope[] = ['employees:birthdate'];

/** The scopes this back-office role may put on a key it creates. */
export const grantableScopes = (authCd: string): readonly ApiKeyScope[] =>
  isOperator(authCd) ? API_KEY_SCOPES : API_KEY_SCOPES.filter((s) => !OPERATOR_ONLY_SCOPES.includes(s));

export const API_KEY_SCOPE_LABEL: Record<ApiKeyScope, string> = {
  'employees:read': '임직원 조회',
  'employees:write': '임직원 등록·수정',
  'events:read': '이벤트 조회',
  'events:write': '이벤트 등록',
  'orders:read': '신청·배송 조회',
  'employees:birthdate': '임직원 생년월일(연도 포함) 조회',
  'webhooks:manage': '웹훅 관리',
  'tax:read': '세무 원장 조회',
};

export const API_KEY_MESSAGES = {
  nameRequired: '키 이름을 입력해주세요.',
  nameTooLong: '키 이름은 60자 이내로 입력해주세요.',
  scopesRequired: '권한을 하나 이상 선택해주세요.',
  notFound: 'API 키를 찾을 수 없습니다.',
  alreadyRevoked: '이미 폐기된 API 키입니다.',
  scopeNotGrantable:
    '운영사만 부여할 수 있는 권한입니다. 생년월일(연도 포함) 조회 권한을 빼고 다시 시도해주세요.',
  testKeyNeedsCompany: '테스트 키는 회사를 선택해야 합니다. 테스트 키는 그 회사의 샌드박스에서만 동작합니다.',
  expiryInvalid: '만료일은 내일부터 2년 이내의 날짜(YYYY-MM-DD)로 입력해주세요.',
  allowedIpInvalid: '허용 IP는 IPv4·IPv6 주소 또는 CIDR(예: 203.0.113.0/24)로 입력해주세요. (최대 20개)',
  showOnce: '이 키는 지금 한 번만 표시됩니다. 안전한 곳에 복사해 두세요. 창을 닫으면 다시 볼 수 없습니다.',
} as const;

/** The screen calls of /integration/apiKey/list, in the envelope style of the other screens' calls. */
export const API_KEY_PATH = {
  list: '/v1/ebmp/pcs/integration/apiKey/list.json',
  create: '/v1/ebmp/pcs/integration/apiKey/create.json',
  rotate: '/v1/ebmp/pcs/integration/apiKey/rotate.json',
  revoke: '/v1/ebmp/pcs/integration/apiKey/revoke.json',
} as const;

/** Operators may filter by company; a client manager always sees their own company. */
export const apiKeyListRequestSchema = z.object({ cmpyCd: cmpyCdSchema.nullish() });
export type ApiKeyListRequest = z.input<typeof apiKeyListRequestSchema>;

export const apiKeyRowSchema = z.object({
  apiKeySn: z.number().int(),
  cmpyCd: z.string().nullable(),
  cmpyNm: z.string().nullable(),
  keyNm: z.string(),
  keyPrefix: z.string(),
  scopes: z.array(z.string()),
  perMinute: z.number().int(),
  createdAt: z.string(),
  rotatedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  mode: z.enum(API_KEY_MODES),
  /** ISO 8601 (+09:00) from which the key is refused; null: no expiry. */
  expiresAt: z.string().nullable(),
  allowedIps: z.array(z.string()),
  state: z.enum(['ACTIVE', 'EXPIRED', 'REVOKED']),
});
export type ApiKeyRow = z.infer<typeof apiKeyRowSchema>;
export const apiKeyListReplySchema = z.object({ list: z.array(apiKeyRowSchema) });
export type ApiKeyListReply = z.infer<typeof apiKeyListReplySchema>;

export const apiKeyCreateRequestSchema = z.object({
  keyNm: z
    .string(API_KEY_MESSAGES.nameRequired)
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(60, API_KEY_MESSAGES.nameTooLong),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, API_KEY_MESSAGES.scopesRequired), API_KEY_MESSAGES.scopesRequired)
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .transform((s) => [...new Set(s)]),
  /** null: an operator's key for every company (operators only). */
  cmpyCd: cmpyCdSchema.nullable(),
  mode: z.enum(API_KEY_MODES).default('LIVE'),
  /** The last day the key works (KST); it is refused from the next midnight. null: no expiry. */
  expiresOn: z
    .string(API_KEY_MESSAGES.expiryInvalid)
    .regex(/^\d{4}-\d{2}-\d{2}$/, API_KEY_MESSAGES.expiryInvalid)
    .nullish(),
  allowedIps: z
    .array(
      z
        .string(API_KEY_MESSAGES.allowedIpInvalid)
        .trim()
        .refine(isIpOrCidr, API_KEY_MESSAGES.allowedIpInvalid),
      API_KEY_MESSAGES.allowedIpInvalid,
    )
    .max(20, API_KEY_MESSAGES.allowedIpInvalid)
    .default([])
    .transform((v) => [...new Set(v)]),
});
export type ApiKeyCreateRequest = z.input<typeof apiKeyCreateRequestSchema>;

export const apiKeyTargetRequestSchema = z.object({ apiKeySn: serialId('API 키를 찾을 수 없습니다.') });
export type ApiKeyTargetRequest = z.input<typeof apiKeyTargetRequestSchema>;

/** The whole key, shown once (create and rotate); only its sha-256 is kept. */
export const apiKeyIssuedReplySchema = z.object({
  apiKeySn: z.number().int(),
  keyPrefix: z.string(),
  apiKey: z.string(),
});
export type ApiKeyIssuedReply = z.infer<typeof apiKeyIssuedReplySchema>;
export const apiKeyRevokeReplySchema = z.object({ apiKeySn: z.number().int(), revokedAt: z.string() });
