import { formatYmd } from '@pcs/domain';

/** 'YYYY.MM.DD HH:MI' of the spec's YYYYMMDD and HHMISS (KST). */
export const dateTimeOf = (ymd: string, hms: string): string =>
  `${formatYmd(ymd)} ${hms.slice(0, 2)}:${hms.slice(2, 4)}`;

/** The event period as people read it. */
export const periodText = (e: { startDt: string; startTm: string; endDt: string; endTm: string }): string =>
  `${dateTimeOf(e.startDt, e.startTm)} ~ ${dateTimeOf(e.endDt, e.endTm)}`;

export const wonText = (n: number | null | undefined): string =>
  n === null || n === undefined ? '-' : `${n.toLocaleString('ko-KR')}원`;
