import { DELIVERY_STATUS_LABEL, type DeliveryStatus } from '../constants';
import { DASHBOARD_TODAY_KIND_LABEL } from '../dashboard';
import { formatYearMonth, formatYmdHm } from '../formats';
import { KST_OFFSET_MS } from '../kst';
import type { DashboardReply, DashboardTable } from './dashboard';
import { EXCEL_NUM_FMT, type ExportColumn } from './excel';

const statusName = (cd: string | null) => (cd ? (DELIVERY_STATUS_LABEL[cd as DeliveryStatus] ?? cd) : '-');
const kstDateTime = (iso: string) => {
  const d = new Date(new Date(iso).getTime() + KST_OFFSET_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
};

type Rows<K extends DashboardTable> = DashboardReply[K][number];

/** The Korean headers of each dashboard table's download: the same rows the screen shows. */
export const DASHBOARD_EXPORT_COLUMNS: { [K in DashboardTable]: readonly ExportColumn<Rows<K>>[] } = {
  events: [
    { header: '회사명', width: 20, value: (r) => r.cmpyNm },
    { header: '이벤트명', width: 30, value: (r) => r.eventNm },
    { header: '시작 일시', width: 18, value: (r) => formatYmdHm(r.startDt, r.startTm) },
    { header: '종료 일시', width: 18, value: (r) => formatYmdHm(r.endDt, r.endTm) },
    { header: '남은 일수', width: 10, value: (r) => r.daysLeft },
    { header: '대상자', width: 10, value: (r) => r.recipients },
    { header: '로그인', width: 10, value: (r) => r.loggedIn },
    { header: '신청', width: 10, value: (r) => r.applied },
    { header: '결제', width: 10, value: (r) => r.paid },
    { header: '미신청', width: 10, value: (r) => r.notApplied },
    { header: '배송완료', width: 10, value: (r) => r.delivered },
    { header: '신청금액(원)', width: 14, value: (r) => r.amount, numFmt: EXCEL_NUM_FMT.count },
  ],
  monthly: [
    { header: '연월', width: 14, value: (r) => formatYearMonth(r.ym) },
    { header: '신청 건수', width: 12, value: (r) => r.orders },
    { header: '신청 금액(원)', width: 16, value: (r) => r.amount, numFmt: EXCEL_NUM_FMT.count },
  ],
  deliveryStatus: [
    { header: '배송상태', width: 14, value: (r) => statusName(r.deliStatCd) },
    { header: '건수', width: 10, value: (r) => r.count },
  ],
  topProducts: [
    { header: '상품번호', width: 10, value: (r) => r.prodSn },
    { header: '상품명', width: 36, value: (r) => r.prodNm },
    { header: '선택 수량', width: 12, value: (r) => r.count },
    { header: '금액(원)', width: 14, value: (r) => r.amount, numFmt: EXCEL_NUM_FMT.count },
  ],
  topCategories: [
    { header: '카테고리', width: 16, value: (r) => r.categoryNm },
    { header: '선택 수량', width: 12, value: (r) => r.count },
    { header: '금액(원)', width: 14, value: (r) => r.amount, numFmt: EXCEL_NUM_FMT.count },
  ],
  today: [
    { header: '구분', width: 8, value: (r) => DASHBOARD_TODAY_KIND_LABEL[r.kind] },
    { header: '시각', width: 18, value: (r) => kstDateTime(r.at) },
    { header: '주문번호', width: 10, value: (r) => r.ordSn },
    { header: '회사명', width: 20, value: (r) => r.cmpyNm },
    { header: '이벤트명', width: 26, value: (r) => r.eventNm },
    { header: '상품명', width: 30, value: (r) => r.prodNm },
    { header: '수량', width: 8, value: (r) => r.quantity },
    { header: '배송상태', width: 12, value: (r) => statusName(r.deliStatCd) },
  ],
  groups: [
    { header: '그룹코드', width: 12, value: (r) => r.grupCd },
    { header: '그룹명', width: 20, value: (r) => r.grupNm },
    { header: '대상자', width: 10, value: (r) => r.recipients },
    { header: '신청', width: 10, value: (r) => r.applied },
    { header: '미신청', width: 10, value: (r) => r.recipients - r.applied },
  ],
};
