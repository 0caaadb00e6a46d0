import {
  displayValue,
  formatCorporateNumber,
  formatPhone,
  formatYmd,
  GROUP_TYPE_LABEL,
  type GroupType,
} from '@pcs/domain';

/**
 * How the management screens show values (spec §3, §5): '-' for a missing value, phones per the §5 display rule
 * (a masked phone keeps its hyphens), corporate numbers 3-2-5, dates YYYY.MM.DD and times HH:MM.
 */
export const dash = (v: string | number | null | undefined): string => displayValue(v);
export const phoneText = (v: string | null | undefined): string => (v?.trim() ? formatPhone(v) : '-');
export const corporateNumberText = (v: string | null | undefined): string =>
  v?.trim() ? formatCorporateNumber(v) : '-';
export const dateText = (v: string | null | undefined): string => (v ? formatYmd(v.slice(0, 8)) : '-');
/** YYYYMMDDHHMISS -> '2026.11.05 14:30'. */
export const dateTimeText = (v: string | null | undefined): string =>
  v && v.length >= 12 ? `${formatYmd(v.slice(0, 8))} ${v.slice(8, 10)}:${v.slice(10, 12)}` : dateText(v);

/** Group types (code group 007): 01 부서, 02 팀, 03 수신그룹; an unknown code as it is. */
export const groupTypeText = (code: string | null | undefined): string =>
  code ? (Object.hasOwn(GROUP_TYPE_LABEL, code) ? GROUP_TYPE_LABEL[code as GroupType] : code) : '-';

/** Group types as select options. */
export const GROUP_TYPE_OPTIONS = Object.entries(GROUP_TYPE_LABEL).map(([value, label]) => ({
  value,
  label,
}));
