import { formatPeriod, formatYmdHm } from '@pcs/domain';

/** 'YYYY.MM.DD HH:MI' of the spec's YYYYMMDD and HHMISS (KST). */
export const dateTimeOf = formatYmdHm;

/** The event period as people read it. */
export const periodText = formatPeriod;

export const wonText = (n: number | null | undefined): string =>
  n === null || n === undefined ? '-' : `${n.toLocaleString('ko-KR')}원`;
