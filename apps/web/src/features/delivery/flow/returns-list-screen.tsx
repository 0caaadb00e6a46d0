import {
  DELIVERY_EXPORT_FILE,
  formatNumber,
  formatOrderNo,
  isOperatorAdmin,
  DELIVERY_FLOW_PATH as P,
  RETURN_STATE_LABEL,
  type ReturnRow,
} from '@pcs/domain';
import { type TableColumnsType, Tabs, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { dash, dateTimeText } from '../../../components/back-office/display';
import { BackOfficeListScreen, ListExcelDownload } from '../../../components/back-office/list-screen';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useAllReturns, useOpenReturns } from '../api/get-return-list';
import { DeliveryFilterCells, stateCountTabs } from '../components/delivery-filter-cells';
import { deliveryListSpec } from '../components/delivery-list-spec';

const LIST = deliveryListSpec(Object.keys(RETURN_STATE_LABEL));

export const RETURN_TAG_COLOR: Record<string, string> = {
  '01': 'blue',
  '02': 'geekblue',
  '03': 'red',
  '04': 'gold',
  '05': 'orange',
  '06': 'green',
  '07': 'green',
  '08': 'default',
};

/**
 * spec §2 /delivery/return (open requests to decide, vendors see their own goods) and /delivery/returnManaged (every
 * request, 15 and 99999): filters, counts per state, paging and the Excel download; names and phones masked.
 */
export function ReturnsListScreen({ managed }: { managed: boolean }) {
  const authCd = useSession((s) => s.loginUserData?.authCd ?? '');
  const operator = isOperatorAdmin(authCd);
  const path = managed ? P.returnManagedList : P.returnList;
  const list = useListState(LIST, managed ? useAllReturns : useOpenReturns);
  const { query } = list;
  useErrorAlert(query.error);
  const navigate = useNavigate();
  const detail = (r: ReturnRow) =>
    managed
      ? paths.deliveryReturnManagedDetail(r.estiSn, r.estiItemSn, r.refundSn)
      : paths.deliveryReturnDetail(r.estiSn, r.estiItemSn, r.refundSn);

  const columns: TableColumnsType<ReturnRow> = [
    { title: '신청일시', dataIndex: 'requestDt', width: 150, render: dateTimeText },
    { title: '신청번호', dataIndex: 'refundSn', width: 84 },
    {
      title: '주문번호',
      key: 'orderNo',
      width: 150,
      render: (_, r) => formatOrderNo(r.estiSn, r.estiItemSn),
    },
    { title: '구분', dataIndex: 'refundGbnNm', width: 64 },
    {
      title: '상태',
      dataIndex: 'refundStatCd',
      width: 150,
      render: (code: string, r) => <Tag color={RETURN_TAG_COLOR[code]}>{r.refundStatNm}</Tag>,
    },
    { title: '사유', dataIndex: 'reasonNm', width: 120 },
    { title: '고객사', dataIndex: 'cmpyNm', width: 120, ellipsis: true },
    {
      title: '상품',
      key: 'product',
      ellipsis: true,
      render: (_, r) => (
        <Link to={detail(r)} onClick={(e) => e.stopPropagation()}>
          {r.optNm ? `${r.prodNm} / ${r.optNm}` : r.prodNm}
        </Link>
      ),
    },
    { title: '공급사', dataIndex: 'vendorNm', width: 110, render: dash },
    { title: '수령인', dataIndex: 'receiverNm', width: 80 },
    { title: '연락처', dataIndex: 'receiverTelNo', width: 124 },
  ];
  const counts = query.data?.counts ?? [];

  return (
    <BackOfficeListScreen<ReturnRow>
      title={managed ? '반품/교환 관리' : '반품/교환 신청'}
      description={
        managed
          ? '모든 반품·교환 신청과 처리 결과를 조회합니다.'
          : operator
            ? '처리 중인 반품·교환 신청을 승인 또는 거부하고 회수, 환불, 재발송합니다.'
            : '승인된 반품·교환 상품을 회수하고, 교환 상품을 재발송합니다.'
      }
      list={list}
      dateRanges={LIST.dateRanges}
      filters={
        <DeliveryFilterCells
          operator={operator}
          vendorBeforeState
          stateOptions={counts.map((c) => ({ value: c.stateCd, label: c.stateNm }))}
        />
      }
      summary={
        <Tabs
          activeKey={list.filters.stateCd ?? 'all'}
          onChange={(key) =>
            list.setFilters({ ...list.filters, stateCd: key === 'all' ? null : (key as never) })
          }
          items={stateCountTabs(counts, formatNumber)}
        />
      }
      label="반품/교환 목록"
      columns={columns}
      rowKey={(r) => String(r.refundSn)}
      onRowClick={(r) => navigate(detail(r))}
      scrollX={1400}
      toolbar={
        <ListExcelDownload list={list} path={path} personalData fileName={DELIVERY_EXPORT_FILE.return} />
      }
    />
  );
}
