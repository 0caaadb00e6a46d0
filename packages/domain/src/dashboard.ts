/** Dashboards (spec §1): refresh cadence, list sizes and the numbers the screens derive. */

/** The dashboards ask again every 30 s while the tab is visible. */
export const DASHBOARD_REFRESH_MS = 30_000;
/** The server brings the dashboards' monthly summaries up to date this often (decision 016). */
export const DASHBOARD_SUMMARY_REFRESH_MS = 60_000;
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
  emptyHint: '이벤트를 등록하고 임직원이 선물을 신청하면 이곳에 진행 현황이 표시됩니다.',
  otherCompany: '다른 고객사의 대시보드는 조회할 수 없습니다.',
} as const;

/**
 * The whole Korean months a period covers (the dashboards count months, decision 016): from the first day of
 * start's month to the last day of end's month, with the months as YYYYMM.
 */
export function periodMonths(startYmd: string, endYmd: string) {
  const fromYm = startYmd.slice(0, 6);
  const toYm = endYmd.slice(0, 6);
  const y = Number(toYm.slice(0, 4));
  const m = Number(toYm.slice(4, 6));
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { fromYm, toYm, start: `${fromYm}01`, end: `${toYm}${String(lastDay).padStart(2, '0')}` };
}

/** The delivery figures in the order the dashboards show them; `open returns` is added from the refund requests. */
export const DASHBOARD_DELIVERY_ORDER = ['01', '02', '03', '04', '09'] as const;

/** Header of the live list's kinds. */
export const DASHBOARD_TODAY_KIND_LABEL = { APPLY: '신청', DELIVERY: '배송' } as const;

/** File names of the dashboard tables' downloads (xlsx). */
export const DASHBOARD_TABLE_LABEL = {
  events: '진행중이벤트',
  monthly: '월별추이',
  deliveryStatus: '배송현황',
  topProducts: '인기상품',
  topCategories: '카테고리별',
  today: '오늘의신청배송',
  groups: '그룹별진행',
} as const;
