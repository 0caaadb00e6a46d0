/** Dashboards (spec §1, issue 15): refresh cadence, list sizes and the numbers the screens derive. */

/** The dashboards ask again every 30 s while the tab is visible. */
export const DASHBOARD_REFRESH_MS = 30_000;
export const DASHBOARD_TOP_PRODUCTS = 10;
export const DASHBOARD_TODAY_ROWS = 50;
export const DASHBOARD_MONTHS = 12;

/** Days from today to an event's last day (inclusive dates, YYYYMMDD); 0 on the last day, negative after it. */
export function daysLeft(endDt: string, todayYmd: string): number {
  const toUtc = (ymd: string) =>
    Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)));
  return Math.round((toUtc(endDt) - toUtc(todayYmd)) / 86_400_000);
}

/** The 12 months (YYYYMM) ending with the month of `endYmd`, oldest first. */
export function monthsEndingAt(endYmd: string, count = DASHBOARD_MONTHS): string[] {
  const year = Number(endYmd.slice(0, 4));
  const month = Number(endYmd.slice(4, 6)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - (count - 1 - i), 1));
    return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** A share as a whole percent for progress bars; 0 when there is nothing to share. */
export const percentOf = (part: number, whole: number): number =>
  whole > 0 ? Math.round((part / whole) * 100) : 0;

/** Texts of the dashboards. */
export const DASHBOARD_MESSAGES = {
  empty: '아직 진행 중인 이벤트나 주문이 없습니다.',
  otherCompany: '다른 고객사의 대시보드는 조회할 수 없습니다.',
} as const;
