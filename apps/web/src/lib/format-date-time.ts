import { formatYmd } from '@pcs/domain';

/**
 * Dates of the delivery replies as the screens show them: 'YYYYMMDD' -> '2026.11.05',
 * 'YYYYMMDDHHMISS' -> '2026.11.05 14:30', ISO strings in the browser's time zone; anything else unchanged.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  if (/^\d{8}$/.test(value)) return formatYmd(value);
  const digits = /^(\d{8})(\d{2})(\d{2})(\d{2})?$/.exec(value);
  if (digits) return `${formatYmd(digits[1] ?? '')} ${digits[2]}:${digits[3]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}.${two(date.getMonth() + 1)}.${two(date.getDate())}`;
  return /T|\d:\d/.test(value) ? `${day} ${two(date.getHours())}:${two(date.getMinutes())}` : day;
}

/** The date part only, for list columns. */
export const formatDate = (value: string | null | undefined): string => formatDateTime(value).slice(0, 10);
