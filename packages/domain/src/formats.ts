import { CORPORATE_NUMBER_DIGITS, MOBILE_PHONE_DIGITS } from './constants';

/** Keeps the digits only: '010-1234-5678' -> '01012345678' (spec §7 buyer phone is sent digits only). */
export function digitsOnly(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** spec §5: a date is a digit string YYYYMMDD naming a real calendar day. */
export function isYmd(s: string | null | undefined): boolean {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(s ?? '');
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  return d <= daysInMonth(y, mo);
}

/** spec §5: a time is a digit string HHMISS (00:00:00 to 23:59:59). */
export function isHms(s: string | null | undefined): boolean {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(s ?? '');
  return !!m && Number(m[1]) < 24 && Number(m[2]) < 60 && Number(m[3]) < 60;
}

/** spec §5: YYYYMMDD of a Date in the runtime's local time zone (the browser's, for filters the user picks). */
export function toYmd(date: Date): string {
  return `${date.getFullYear()}${pad2(date.getMonth() + 1)}${pad2(date.getDate())}`;
}

/** spec §5: shows YYYYMMDD as '2026.11.05' (or with another separator); anything else is returned unchanged. */
export function formatYmd(s: string, sep = '.'): string {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  return m ? [m[1], m[2], m[3]].join(sep) : s;
}

/** 'YYYY.MM.DD HH:MI' of the spec's YYYYMMDD and HHMISS (Korean time). */
export function formatYmdHm(ymd: string, hms: string): string {
  return `${formatYmd(ymd)} ${hms.slice(0, 2)}:${hms.slice(2, 4)}`;
}

/**
 * A YYYYMMDDHHMISS time stamp as '2026.11.26 22:31:39' (or with another date separator); null is '', anything
 * else is returned unchanged.
 */
export function formatYmdHms(s: string | null | undefined, sep = '.'): string {
  if (!s) return '';
  const m = /^(\d{8})(\d{2})(\d{2})(\d{2})$/.exec(s);
  return m ? `${formatYmd(m[1]!, sep)} ${m[2]}:${m[3]}:${m[4]}` : s;
}

/** An event's period to the minute: a same-day event reads '2026.11.26 09:00 ~ 2026.11.26 18:00', not two dates. */
export function formatPeriod(e: { startDt: string; startTm: string; endDt: string; endTm: string }): string {
  return `${formatYmdHm(e.startDt, e.startTm)} ~ ${formatYmdHm(e.endDt, e.endTm)}`;
}

/** spec §5: a corporate registration number reduced to its digits. */
export function normalizeCorporateNumber(s: string | null | undefined): string {
  return digitsOnly(s);
}

/** spec §5: valid with exactly 10 digits after stripping non-digits. */
export function isCorporateNumber(s: string | null | undefined): boolean {
  return normalizeCorporateNumber(s).length === CORPORATE_NUMBER_DIGITS;
}

/** spec §5: displayed 3-2-5 ('123-45-67890'); a value that is not a corporate number is returned unchanged. */
export function formatCorporateNumber(s: string): string {
  const d = normalizeCorporateNumber(s);
  return d.length === CORPORATE_NUMBER_DIGITS ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : s;
}

/** spec §5: a mobile phone is valid with 11 digits (hyphens and spaces allowed around them). */
/**
 * spec §5 e-mail rule (contact form, and every other e-mail field): local@domain.tld where the top-level part has at
 * least 2 characters; a domain label's characters (letters, digits, hyphen) are allowed there too, so 'a@b.c1' passes.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z0-9-]{2,}$/;

/** Whether a value (spaces around it ignored) is an e-mail address by the spec §5 rule. */
export const isEmail = (s: string | null | undefined): boolean => EMAIL_PATTERN.test((s ?? '').trim());

export function isMobilePhone(s: string | null | undefined): boolean {
  return /^[\d\s-]+$/.test(s ?? '') && digitsOnly(s).length === MOBILE_PHONE_DIGITS;
}

/**
 * spec §5 Phone display: a value already containing hyphens is kept; 9 digits 2-3-4; 10 digits 3-3-4, or 2-4-4
 * when starting 02 (Seoul); 11 digits 3-4-4; anything else (other lengths, non-digits) is returned unchanged.
 */
export function formatPhone(s: string | null | undefined): string {
  const v = s ?? '';
  if (v.includes('-') || !/^\d+$/.test(v)) return v;
  const groups = phoneGroups(v);
  return groups ? groups.join('-') : v;
}

function phoneGroups(d: string): [string, string, string] | null {
  const cut = (a: number, b: number): [string, string, string] => [
    d.slice(0, a),
    d.slice(a, a + b),
    d.slice(a + b),
  ];
  if (d.length === 9) return cut(2, 3);
  if (d.length === 10) return d.startsWith('02') ? cut(2, 4) : cut(3, 3);
  if (d.length === 11) return cut(3, 4);
  return null;
}

/** spec §5: thousands commas ('1234567.5' -> '1,234,567.5'); non-numbers give ''. Locale-independent on purpose. */
export function formatNumber(n: number | string | null | undefined): string {
  if (n === null || n === undefined || n === '') return '';
  const num = typeof n === 'number' ? n : Number(String(n).replace(/,/g, ''));
  if (!Number.isFinite(num)) return '';
  const [int = '', frac] = String(Math.abs(num)).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${num < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

/** Amount in won: '12,000원'. */
export function formatWon(n: number | string | null | undefined): string {
  const text = formatNumber(n);
  return text ? `${text}원` : '';
}

/**
 * An option value as a recipient chooses it: its name, its extra price when it has one, and 품절 when sold out
 * ('녹차+다기 세트 (+12,000원)', '블랙 (품절)').
 */
export function optionValueLabel(v: { optNm: string; addPrice: number; soldOut: boolean }): string {
  const price = v.addPrice > 0 ? ` (+${formatWon(v.addPrice)})` : '';
  return `${v.optNm}${price}${v.soldOut ? ' (품절)' : ''}`;
}

/** spec §5 Year-month in Korean style: '202611' -> '2026년 11월', '202601' -> '2026년 1월'; otherwise unchanged. */
export function formatYearMonth(s: string): string {
  const m = /^(\d{4})-?(\d{2})/.exec(s);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return s;
  return `${m[1]}년 ${Number(m[2])}월`;
}

/** Masks a person's name for lists of other people's data: '김철' -> '김*', '김철용' -> '김*용', '남궁철용' -> '남**용'. */
export function maskName(name: string | null | undefined): string {
  const chars = Array.from(name ?? '');
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** Masks the last group of a phone: '01012345678' -> '010-1234-****'; unformattable values mask the last 4 characters. */
export function maskPhone(phone: string | null | undefined): string {
  const formatted = formatPhone(phone);
  const lastHyphen = formatted.lastIndexOf('-');
  if (lastHyphen !== -1)
    return formatted.slice(0, lastHyphen + 1) + '*'.repeat(formatted.length - lastHyphen - 1);
  return formatted.slice(0, -4) + '*'.repeat(Math.min(4, formatted.length));
}

/** spec §5 and §7 confirmExistPassword: password confirmation returns only these two values. */
export const PASSWORD_CONFIRMATION = { valid: 'valid', notValid: 'not valid' } as const;
export type PasswordConfirmation = (typeof PASSWORD_CONFIRMATION)[keyof typeof PASSWORD_CONFIRMATION];

/** spec §5: 'valid' when both entries are equal and non-empty, else 'not valid'. */
export function isPasswordConfirmed(
  a: string | null | undefined,
  b: string | null | undefined,
): PasswordConfirmation {
  return a && a === b ? PASSWORD_CONFIRMATION.valid : PASSWORD_CONFIRMATION.notValid;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Days of a month of the Gregorian calendar (February 29 in leap years). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
