import {
  formatNumber,
  formatWon,
  isOperatorAdmin,
  VENDOR_STATEMENT_TEXT,
  VENDOR_STL_STAT_LABEL,
  VENDOR_STL_STATS,
  type VendorStlRow,
  YYYYMM_PATTERN,
  yyyymmText,
} from '@pcs/domain';
import { VENDOR_STL_PATH } from '@pcs/domain/contracts/settlement-paths';
import { VENDOR_STL_SORT_FIELDS } from '@pcs/domain/contracts/vendor-settlement';
import { Card, Col, Form, Row, Select, Statistic, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { FilterCell } from '../../../components/back-office/list-filter-form';
import { BackOfficeListScreen, ListExcelDownload } from '../../../components/back-office/list-screen';
import { paths } from '../../../config/paths';
import { urlCode, urlPattern, urlSerial } from '../../../lib/list-params';
import { useSession } from '../../../lib/session-store';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { type ListRequest, useListState } from '../../../lib/use-list-state';
import { useSettlementVendors } from '../api/get-settlement-vendors';
import { useVendorStatements } from '../api/get-vendor-statements';
import { monthOptions } from '../components/settlement-months';
import { VendorStlStatTag } from '../components/vendor-stl-stat-tag';

const LIST = {
  filters: {
    fromYm: urlPattern(YYYYMM_PATTERN),
    toYm: urlPattern(YYYYMM_PATTERN),
    vendorSn: urlSerial,
    stat: urlCode(VENDOR_STL_STATS),
  },
  sortFields: VENDOR_STL_SORT_FIELDS,
};
type Request = ListRequest<typeof LIST.filters, (typeof VENDOR_STL_SORT_FIELDS)[number]>;

/**
 * The URL's filters as the request. Without months the server picks them (the latest month with anything and the one
 * before), so a vendor in its first month opens on its draft instead of an empty last month; the reply says which.
 */
const useList = (r: Request) => useVendorStatements(r);
const STAT_OPTIONS = VENDOR_STL_STATS.map((s) => ({ value: s, label: VENDOR_STL_STAT_LABEL[s] }));

/**
 * /settlement/vendor/list (decision 037): a row per vendor and month, drafts computed live. Operators see every
 * vendor and filter by one; a vendor sees its own months. Opens the month's statement.
 */
export default function VendorStatementListPage() {
  const authCd = useSession((s) => s.loginUserData?.authCd ?? '');
  const operator = isOperatorAdmin(authCd);
  const list = useListState(LIST, useList);
  const { query } = list;
  useErrorAlert(query.error);
  const vendors = useSettlementVendors(operator);
  const navigate = useNavigate();
  const months = monthOptions();
  const totals = query.data?.totals;
  // The months listed: the URL's, or those the server chose.
  const range = {
    fromYm: list.request.fromYm ?? query.data?.fromYm,
    toYm: list.request.toYm ?? query.data?.toYm,
  };
  const monthText = (ym: string | null | undefined) => (ym ? yyyymmText(ym) : undefined);

  const columns: TableColumnsType<VendorStlRow> = [
    { title: '정산월', dataIndex: 'yyyymm', key: 'yyyymm', width: 110, sorter: true, render: yyyymmText },
    { title: '공급사', dataIndex: 'vendorNm', key: 'vendorNm', sorter: true, ellipsis: true },
    {
      title: '상태',
      dataIndex: 'stat',
      width: 110,
      render: (_: unknown, r) => <VendorStlStatTag stat={r.stat} />,
    },
    {
      title: '건수',
      dataIndex: 'lineCnt',
      width: 70,
      align: 'right',
      render: (v: number) => formatNumber(v),
    },
    { title: '공급가', dataIndex: 'supplyAmt', width: 120, align: 'right', render: formatWon },
    { title: '배송비', dataIndex: 'shipAmt', width: 100, align: 'right', render: formatWon },
    { title: '반품 차감', dataIndex: 'returnAmt', width: 110, align: 'right', render: formatWon },
    { title: '반품 배송비', dataIndex: 'returnShipAmt', width: 110, align: 'right', render: formatWon },
    {
      title: '지급액',
      dataIndex: 'payableAmt',
      key: 'payableAmt',
      width: 130,
      align: 'right',
      sorter: true,
      render: (v: number) => <strong>{formatWon(v)}</strong>,
    },
  ];

  return (
    <BackOfficeListScreen<VendorStlRow>
      title={operator ? VENDOR_STATEMENT_TEXT.listTitle : '정산 내역'}
      description={
        operator
          ? '공급사별 월 정산 내역입니다. 공급사가 확인한 정산서를 열어 지급 처리합니다.'
          : '월별 정산 내역입니다. 지난달 정산서를 열어 확인해 주세요.'
      }
      list={list}
      filters={
        <>
          <FilterCell>
            <Form.Item label="시작월" name="fromYm">
              <Select allowClear placeholder={monthText(query.data?.fromYm)} options={months} />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="종료월" name="toYm">
              <Select allowClear placeholder={monthText(query.data?.toYm)} options={months} />
            </Form.Item>
          </FilterCell>
          {operator && (
            <FilterCell>
              <Form.Item label="공급사" name="vendorSn">
                <Select
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  placeholder="전체"
                  loading={vendors.isPending}
                  options={(vendors.data ?? []).map((v) => ({ value: v.vendorSn, label: v.vendorNm }))}
                />
              </Form.Item>
            </FilterCell>
          )}
          <FilterCell>
            <Form.Item label="상태" name="stat">
              <Select allowClear placeholder="전체" options={STAT_OPTIONS} />
            </Form.Item>
          </FilterCell>
        </>
      }
      summary={
        totals && (
          <Row gutter={[12, 12]} style={{ marginBottom: 12 }} aria-label="합계">
            {[
              { title: '건수', value: `${formatNumber(totals.lineCnt)}건` },
              { title: '공급가 + 배송비', value: formatWon(totals.supplyAmt + totals.shipAmt) },
              { title: '반품 (배송비 포함)', value: formatWon(totals.returnAmt + totals.returnShipAmt) },
              { title: '지급액 합계', value: formatWon(totals.payableAmt) },
            ].map((c) => (
              <Col key={c.title} xs={12} md={6}>
                <Card size="small">
                  <Statistic title={c.title} value={c.value} styles={{ content: { fontSize: 17 } }} />
                </Card>
              </Col>
            ))}
          </Row>
        )
      }
      label="공급사 정산 목록"
      emptyText="조회 기간에 정산할 내역이 없습니다."
      columns={columns}
      rowKey={(r) => `${r.vendorSn}-${r.yyyymm}`}
      onRowClick={(r) => navigate(paths.settlementVendorDetail(String(r.vendorSn), r.yyyymm))}
      scrollX={1100}
      toolbar={
        <ListExcelDownload
          list={list}
          path={VENDOR_STL_PATH.excel}
          personalData={false}
          fileName={VENDOR_STATEMENT_TEXT.listTitle}
          body={(request) => ({ ...request, fromYm: range.fromYm, toYm: range.toYm })}
        />
      }
    />
  );
}
