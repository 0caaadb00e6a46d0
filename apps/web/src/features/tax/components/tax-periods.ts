import { kstYyyymm } from '@pcs/domain';

/** This year in Korea: the ledger's default (decision 051). */
export const thisYear = (now = new Date()): number => Number(kstYyyymm(now).slice(0, 4));

/** The years people pick from: this year and the six before it (the ledger starts with the platform's first year). */
export const yearOptions = (now = new Date()) =>
  Array.from({ length: 7 }, (_, i) => {
    const year = thisYear(now) - i;
    return { value: String(year), label: `${year}년` };
  });

/** 전체 (the year) and the twelve months. */
export const MONTH_OPTIONS = [
  { value: '', label: '전체 (연간)' },
  ...Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `${i + 1}월` })),
];

/** 'YYYYMM' -> '2026년 11월'. */
export const monthText = (yyyymm: string): string =>
  `${yyyymm.slice(0, 4)}년 ${Number(yyyymm.slice(4, 6))}월`;

/** The period a ledger reply covers: '2026년' or '2026년 11월'. */
export const periodText = (year: number, month: number | null | undefined): string =>
  month ? `${year}년 ${month}월` : `${year}년`;
