import {
  addMonths,
  CLIENT_BILL_STAT_LABEL,
  CLIENT_BILL_STATS,
  type ClientBillMonthConfirmReply,
  type ClientBillStat,
  formatWon,
  isOperatorAdmin,
  kstYyyymm,
  yyyymmText,
} from '@pcs/domain';
import { CLIENT_BILL_PATH, type ClientBillRow } from '@pcs/domain/contracts/client-bill';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { Button, Card, Col, Form, Row, Select, Space, Statistic, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { CompanySelect } from '../../../components/back-office/company-multi-select';
import { ExcelDownloadButton } from '../../../components/back-office/excel-download-button';
import { FilterCell } from '../../../components/back-office/list-filter-form';
import { BackOfficeListScreen } from '../../../components/back-office/list-screen';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useConfirmClientMonth } from '../api/confirm-client-bill';
import { useClientBills } from '../api/get-client-bills';
import { BillStatTag } from '../components/client-bill-tags';
import { monthOptions } from '../components/settlement-months';
import {
  type ClientBillListOfUrl,
  CLIENT_BILL_LIST as LIST,
  clientBillRequest as withDefaults,
} from './client-bill-list-prefetch';

const MONTH_OPTIONS = monthOptions();

const useList = (r: ClientBillListOfUrl) => useClientBills(withDefaults(r));

/** What the close tells the operator: the bills confirmed, and the companies left drafts with why (a few named). */
export function monthCloseText(r: ClientBillMonthConfirmReply): string {
  const done = `${yyyymmText(r.yyyymm)} 청구서 ${r.billCnt.toLocaleString('ko-KR')}건을 확정했습니다 (청구 금액 ${formatWon(r.chargeAmt)}원).`;
  if (r.refused.length === 0) return done;
  const named = r.refused.slice(0, 5).map((x) => `${x.cmpyNm}: ${x.reason}`);
  const more = r.refused.length > 5 ? [`외 ${r.refused.length - 5}개 회사`] : [];
  return [done, `확정하지 않은 회사 ${r.refused.length}곳`, ...named, ...more].join('\n');
}

/** The operator's month-end close: the month that ended last, every company at once (decision 037). */
function MonthCloseButton() {
  const close = useConfirmClientMonth();
  const yyyymm = addMonths(kstYyyymm(new Date()), -1);
  const run = async () => {
    const ask = `${yyyymmText(yyyymm)} 모든 회사의 청구서를 확정하시겠습니까? 이전 달이 확정되지 않은 회사와 내역이 없는 회사는 제외됩니다.`;
    if (!(await confirmMessage(ask))) return;
    try {
      await alertMessage(monthCloseText(await close.mutateAsync({ yyyymm })));
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  return (
    <Button type="primary" loading={close.isPending} onClick={() => void run()}>
      {`${yyyymmText(yyyymm)} 일괄 확정`}
    </Button>
  );
}

/**
 * /settlement/client/list (decision 037): each client company's months with their figures and state — drafts
 * computed live, confirmed bills frozen — for a month range (by default the latest month with anything and the one
 * before it, chosen by the server), with totals, the Excel download
 * and a link to each month's bill. Operators see every company; a client manager their own (the API decides).
 */
export default function ClientBillListPage() {
  const list = useListState(LIST, useList);
  useErrorAlert(list.query.error);
  const totals = list.query.data?.totals;
  const request = withDefaults(list.request);
  // The months listed: the URL's, or those the server chose.
  const shown = list.query.data;
  const monthText = (ym: string | null | undefined) => (ym ? yyyymmText(ym) : undefined);
  // A client manager sees their own company only (the server says so too): no company filter for them.
  const operator = isOperatorAdmin(useSession((st) => st.loginUserData)?.authCd ?? '');

  const columns: TableColumnsType<ClientBillRow> = [
    { title: '청구월', dataIndex: 'yyyymm', width: 110, render: (v: string) => yyyymmText(v) },
    {
      title: '회사',
      dataIndex: 'cmpyNm',
      ellipsis: true,
      render: (v: string, r) => (
        <Link
          to={paths.settlementClientDetail(r.cmpyCd, r.yyyymm)}
          data-testid={`bill-${r.cmpyCd}-${r.yyyymm}`}
        >
          {v}
        </Link>
      ),
    },
    { title: '상태', dataIndex: 'stat', width: 110, render: (v: ClientBillStat) => <BillStatTag stat={v} /> },
    { title: '건수', dataIndex: 'lineCnt', width: 80, align: 'right' },
    { title: '상품 금액', dataIndex: 'goodsAmt', width: 130, align: 'right', render: formatWon },
    { title: '포장·카드', dataIndex: 'extrasAmt', width: 110, align: 'right', render: formatWon },
    { title: '배송비', dataIndex: 'shipAmt', width: 110, align: 'right', render: formatWon },
    { title: '수령자 결제', dataIndex: 'recipientPaidAmt', width: 120, align: 'right', render: formatWon },
    { title: '청구 금액', dataIndex: 'chargeAmt', width: 140, align: 'right', render: formatWon },
    { title: '조정', dataIndex: 'adjustmentAmt', width: 110, align: 'right', render: formatWon },
  ];

  return (
    <BackOfficeListScreen<ClientBillRow>
      title="고객사 청구"
      description="회사별 월 청구서입니다. 확정 전의 달은 주문·반품 내역으로 실시간 계산됩니다."
      list={list}
      filters={
        <>
          <FilterCell>
            <Form.Item label="시작 월" name="yyyymmStart">
              <Select options={MONTH_OPTIONS} placeholder={monthText(shown?.yyyymmStart)} allowClear />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="종료 월" name="yyyymmEnd">
              <Select options={MONTH_OPTIONS} placeholder={monthText(shown?.yyyymmEnd)} allowClear />
            </Form.Item>
          </FilterCell>
          {operator && (
            <FilterCell>
              <Form.Item label="회사" name="cmpyCd">
                <CompanySelect url={API_PATH.companyOptions} method="POST" placeholder="전체" />
              </Form.Item>
            </FilterCell>
          )}
          <FilterCell>
            <Form.Item label="상태" name="stat">
              <Select
                allowClear
                placeholder="전체"
                options={CLIENT_BILL_STATS.map((s) => ({ value: s, label: CLIENT_BILL_STAT_LABEL[s] }))}
              />
            </Form.Item>
          </FilterCell>
        </>
      }
      summary={
        totals && (
          <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
            {(
              [
                ['청구 금액 합계', totals.chargeAmt],
                ['공급가액', totals.supplyAmt],
                ['세액', totals.vatAmt],
                ['수령자 결제 (별도)', totals.recipientPaidAmt],
              ] as const
            ).map(([label, value]) => (
              <Col key={label} xs={12} md={6}>
                <Card size="small">
                  <Statistic title={label} value={value} suffix="원" />
                </Card>
              </Col>
            ))}
          </Row>
        )
      }
      label="청구 목록"
      rowKey={(r) => `${r.cmpyCd}-${r.yyyymm}`}
      columns={columns}
      emptyText="조회된 청구 내역이 없습니다."
      toolbar={
        <Space>
          {operator && <MonthCloseButton />}
          <ExcelDownloadButton
            path={CLIENT_BILL_PATH.excel}
            personalData={false}
            fileName="고객사청구"
            body={() => ({
              yyyymmStart: request.yyyymmStart ?? shown?.yyyymmStart,
              yyyymmEnd: request.yyyymmEnd ?? shown?.yyyymmEnd,
              cmpyCd: request.cmpyCd,
              stat: request.stat,
              requestType: 'EXPORT',
            })}
            disabled={!list.query.data?.totalCount}
          />
        </Space>
      }
    />
  );
}
