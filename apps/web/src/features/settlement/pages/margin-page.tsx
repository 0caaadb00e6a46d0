import {
  formatNumber,
  formatWon,
  MARGIN_GROUP_BY_LABEL,
  MARGIN_GROUP_BYS,
  type MarginGroupBy,
  type MarginRow,
  marginRateText,
  VENDOR_STATEMENT_TEXT,
  yyyymmText,
} from '@pcs/domain';
import { MARGIN_PATH } from '@pcs/domain/contracts/settlement-paths';
import { Card, Col, Form, Row, Segmented, Select, Statistic, type TableColumnsType } from 'antd';
import { FilterCell } from '../../../components/back-office/list-filter-form';
import { BackOfficeListScreen, ListExcelDownload } from '../../../components/back-office/list-screen';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useMargins } from '../api/get-margins';
import { useSettlementVendors } from '../api/get-settlement-vendors';
import { monthOptions } from '../components/settlement-months';
import { MARGIN_LIST as LIST, type MarginListOfUrl, marginRequest as withDefaults } from './margin-prefetch';

const useList = (r: MarginListOfUrl) => useMargins(withDefaults(r));

const groupColumns = (groupBy: MarginGroupBy): TableColumnsType<MarginRow> => {
  switch (groupBy) {
    case 'MONTH':
      return [{ title: '월', dataIndex: 'yyyymm', width: 120, render: (v: string) => yyyymmText(v) }];
    case 'COMPANY':
      return [{ title: '고객사', dataIndex: 'cmpyNm', ellipsis: true }];
    case 'EVENT':
      return [
        { title: '이벤트', dataIndex: 'eventNm', ellipsis: true },
        { title: '고객사', dataIndex: 'cmpyNm', width: 180, ellipsis: true },
      ];
    default:
      return [
        {
          title: '공급사',
          dataIndex: 'vendorNm',
          ellipsis: true,
          render: (v: string | null) => v ?? '미지정',
        },
      ];
  }
};

/**
 * /settlement/margin (operators, decision 037): sale (goods + extras) minus supply over the gifts applied in the month
 * range, net of cancels and completed returns, by month, company, event or vendor. Shipping passes through.
 */
export default function MarginPage() {
  const list = useListState(LIST, useList);
  const { query } = list;
  useErrorAlert(query.error);
  const vendors = useSettlementVendors(true);
  const request = withDefaults(list.request);
  const months = monthOptions();
  const totals = query.data?.totals;

  const columns: TableColumnsType<MarginRow> = [
    ...groupColumns(request.groupBy ?? 'MONTH'),
    {
      title: '건수',
      dataIndex: 'lineCnt',
      width: 80,
      align: 'right',
      render: (v: number) => formatNumber(v),
    },
    { title: '판매가', dataIndex: 'saleAmt', width: 140, align: 'right', render: formatWon },
    { title: '공급가', dataIndex: 'supplyAmt', width: 140, align: 'right', render: formatWon },
    {
      title: '마진',
      dataIndex: 'marginAmt',
      width: 140,
      align: 'right',
      render: (v: number) => <strong>{formatWon(v)}</strong>,
    },
    { title: '마진율', dataIndex: 'marginRate', width: 90, align: 'right', render: marginRateText },
    {
      title: '공급가 없음',
      dataIndex: 'supplyMissingCnt',
      width: 100,
      align: 'right',
      render: (v: number) => (v > 0 ? <span style={{ color: '#d4380d' }}>{formatNumber(v)}건</span> : '-'),
    },
  ];

  return (
    <BackOfficeListScreen<MarginRow>
      title={VENDOR_STATEMENT_TEXT.marginTitle}
      description="신청된 선물의 판매가(상품 + 포장·카드)에서 공급가를 뺀 금액입니다. 취소와 반품 완료는 빠지고, 배송비는 그대로 전달되어 포함하지 않습니다."
      list={list}
      filters={
        <>
          <FilterCell>
            <Form.Item label="시작월" name="fromYm">
              <Select allowClear placeholder={yyyymmText(request.fromYm)} options={months} />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="종료월" name="toYm">
              <Select allowClear placeholder={yyyymmText(request.toYm)} options={months} />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="공급사" name="vendorSn">
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder="전체"
                options={(vendors.data ?? []).map((v) => ({ value: v.vendorSn, label: v.vendorNm }))}
              />
            </Form.Item>
          </FilterCell>
        </>
      }
      summary={
        <>
          <Segmented<MarginGroupBy>
            aria-label="묶음 기준"
            style={{ marginBottom: 12 }}
            value={request.groupBy ?? 'MONTH'}
            options={MARGIN_GROUP_BYS.map((g) => ({ value: g, label: MARGIN_GROUP_BY_LABEL[g] }))}
            onChange={(g) => list.setFilters({ ...list.filters, groupBy: g })}
          />
          {totals && (
            <Row gutter={[12, 12]} style={{ marginBottom: 12 }} aria-label="합계">
              {[
                { title: '판매가 합계', value: formatWon(totals.saleAmt) },
                { title: '공급가 합계', value: formatWon(totals.supplyAmt) },
                { title: '마진 합계', value: formatWon(totals.marginAmt) },
                { title: '마진율', value: marginRateText(totals.marginRate) },
              ].map((c) => (
                <Col key={c.title} xs={12} md={6}>
                  <Card size="small">
                    <Statistic title={c.title} value={c.value} styles={{ content: { fontSize: 17 } }} />
                  </Card>
                </Col>
              ))}
            </Row>
          )}
        </>
      }
      label="마진 목록"
      columns={columns}
      rowKey={(r) => `${r.yyyymm ?? ''}-${r.cmpyCd ?? ''}-${r.eventSn ?? ''}-${r.vendorSn ?? ''}`}
      scrollX={900}
      toolbar={
        <ListExcelDownload
          list={list}
          path={MARGIN_PATH.excel}
          personalData={false}
          fileName={VENDOR_STATEMENT_TEXT.marginTitle}
          body={(r) => ({ ...r, fromYm: request.fromYm, toYm: request.toYm, groupBy: request.groupBy })}
        />
      }
    />
  );
}
