import { createHash } from 'node:crypto';

/**
 * KG Inicis hashes exactly as Inicis documents them for INIStdPay, mobile and INIAPI (hex SHA-256 over
 * "key=value" pairs in alphabetical key order; mobile P_CHKFAKE as Base64 of the raw SHA-512; INIAPI hashData as hex
 * SHA-512 of the concatenation). Tests pin them to fixed vectors.
 */
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const sha512hex = (s: string) => createHash('sha512').update(s, 'utf8').digest('hex');

/** INIStdPay form: signature = SHA256("oid={oid}&price={price}&timestamp={ts}"). */
export const stdSignature = (oid: string, price: number | string, timestamp: string) =>
  sha256(`oid=${oid}&price=${price}&timestamp=${timestamp}`);

/** INIStdPay form: verification = SHA256("oid={oid}&price={price}&signKey={signKey}&timestamp={ts}"). */
export const stdVerification = (oid: string, price: number | string, signKey: string, timestamp: string) =>
  sha256(`oid=${oid}&price=${price}&signKey=${signKey}&timestamp=${timestamp}`);

/** INIStdPay form: mKey = SHA256(signKey). */
export const stdMKey = (signKey: string) => sha256(signKey);

/** Approval call: signature = SHA256("authToken=...&timestamp=..."). */
export const authSignature = (authToken: string, timestamp: string) =>
  sha256(`authToken=${authToken}&timestamp=${timestamp}`);

/** Approval call: verification = SHA256("authToken=...&signKey=...&timestamp=..."). */
export const authVerification = (authToken: string, signKey: string, timestamp: string) =>
  sha256(`authToken=${authToken}&signKey=${signKey}&timestamp=${timestamp}`);

/** Mobile: P_CHKFAKE = Base64(SHA512-raw(P_AMT + P_OID + P_TIMESTAMP + HashKey)). */
export const mobileChkFake = (amt: number | string, oid: string, timestamp: string, hashKey: string) =>
  createHash('sha512').update(`${amt}${oid}${timestamp}${hashKey}`, 'utf8').digest('base64');

/**
 * INIAPI v1 refund: hashData = SHA512(INIAPIKey + type + paymethod + timestamp + clientIp + mid + tid), and for
 * PartialRefund + price + confirmPrice (the reference marks the partial form unverified: tested against our provider).
 */
export function iniapiHashData(p: {
  key: string;
  type: 'Refund' | 'PartialRefund';
  paymethod: string;
  timestamp: string;
  clientIp: string;
  mid: string;
  tid: string;
  price?: number;
  confirmPrice?: number;
}): string {
  const partial = p.type === 'PartialRefund' ? `${p.price ?? ''}${p.confirmPrice ?? ''}` : '';
  return sha512hex(`${p.key}${p.type}${p.paymethod}${p.timestamp}${p.clientIp}${p.mid}${p.tid}${partial}`);
}

/** Constant-time comparison of two hex/base64 digests. */
export function sameDigest(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The provider's hosts (reference): authUrl / netCancelUrl on {fc|ks|stg}stdpay, P_REQ_URL on {fc|ks|stg}mobile. */
const STD_HOST = /^(fc|ks|stg)stdpay\.inicis\.com$/;
const MOBILE_HOST = /^(fc|ks|stg)mobile\.inicis\.com$/;

const parse = (url: string): URL | null => (URL.canParse(url) ? new URL(url) : null);

/** authUrl accepted only as https://{fc|ks|stg}stdpay.inicis.com/api/payAuth. */
export function isInicisAuthUrl(url: string): boolean {
  const u = parse(url);
  return (
    !!u &&
    u.protocol === 'https:' &&
    u.port === '' &&
    STD_HOST.test(u.hostname) &&
    u.pathname === '/api/payAuth'
  );
}
/** netCancelUrl: the same hosts, /api/netCancel. */
export function isInicisNetCancelUrl(url: string): boolean {
  const u = parse(url);
  return (
    !!u &&
    u.protocol === 'https:' &&
    u.port === '' &&
    STD_HOST.test(u.hostname) &&
    u.pathname === '/api/netCancel'
  );
}
/** P_REQ_URL accepted only as https://{fc|ks|stg}mobile.inicis.com/smart/payReq.ini. */
export function isInicisMobileReqUrl(url: string): boolean {
  const u = parse(url);
  return (
    !!u &&
    u.protocol === 'https:' &&
    u.port === '' &&
    MOBILE_HOST.test(u.hostname) &&
    u.pathname === '/smart/payReq.ini'
  );
}

/** INIpay test merchant of the reference (public values): used by the built-in test provider. */
export const INIPAY_TEST = {
  mid: 'INIpayTest',
  signKey: 'SU5JTElURV9UUklQTEVERVNfS0VZU1RS',
  mKey: '3a9503069192f207491d4b19bd743fc249a761ed94246c8c42fed06c3cd15a33',
  mobileHashKey: '3CB8183A4BE283555ACC8363C0360223',
  iniapiKey: 'ItEQKi3rY7uvDS8l',
} as const;
