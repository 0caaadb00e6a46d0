import {
  formatWon,
  isOperatorAdmin,
  TAX_PATH,
  TAX_PURPOSES,
  type TaxLedgerReply,
  type TaxLedgerRequest,
  type TaxLedgerRow,
} from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Row, Select, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { CompanySelect } from '../../../components/back-office/company-multi-select';
import { ExcelDownloadButton } from '../../../components/back-office/excel-download-button';
import { FilterCell } from '../../../components/back-office/list-filter-form';
import { BackOfficeListScreen } from '../../../components/back-office/list-screen';
import { TAX_PURPOSE_OPTIONS } from '../../../components/tax/tax-purpose-options';
import { paths } from '../../../config/paths';
import { urlCode, urlPattern, urlText } from '../../../lib/list-params';
import { useSession } from '../../../lib/session-store';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { type ListRequest, useListState } from '../../../lib/use-list-state';
import { useTaxLedger } from '../api/get-tax-ledger';
import { PayrollDownloadDialog } from '../components/payroll-download-dialog';
import { figureColumns } from '../components/tax-figure-columns';
import { MONTH_OPTIONS, monthText, periodText, thisYear, yearOptions } from '../components/tax-periods';

const LIST = {
  filters: {
    cmpyCd: urlPattern(/^[A-Za-z0-9_-]{1,20}$/),
    year: urlPattern(/^\d{4}$/),
    month: urlPattern(/^(1[0-2]|[1-9])$/),
    purpose: urlCode(TAX_PURPOSES),
    taxableOnly: urlCode(['Y'] as const),
    searchText: urlText(50),
  },
  sortFields: [] as string[],
};
type Request = ListRequest<typeof LIST.filters, string>;

const YEAR_OPTIONS = yearOptions();

/** The URL's filters as the ledger call takes them: the year defaults to this one, no month is the whole year. */
export const ledgerRequestOf = (r: Request): TaxLedgerRequest & { year: number; month: number | null } => ({
  cmpyCd: r.cmpyCd ?? null,
  year: r.year ? Number(r.year) : thisYear(),
  month: r.month ? Number(r.month) : null,
  purpose: r.purpose ?? null,
  taxableOnly: r.taxableOnly ?? null,
  searchText: r.searchText ?? null,
  page: r.page,
  pageSize: r.pageSize,
});

/** The ledger call with its page where the list scaffold reads it (the reply nests it under `page`). */
function useList(r: Request) {
  const query = useTaxLedger(ledgerRequestOf(r));
  const reply = query.data;
  return {
    ...query,
    data: reply ? { ...reply.page, reply } : undefined,
  };
}

/**
 * /tax/ledger (decision 051): each employee's gifts of a year or a month as the tax law sees them — market value by
 * purpose, the VAT deemed supply beyond the limits and its self-supply VAT, 근로소득 taxable and exempt — with the
 * totals beside what the bills charged, the months still drafts, the Excel download and the payroll file.
 * Operators see every company (or one); a client manager their own (the API decides).
 */
export default function TaxLedgerPage() {
  const list = useListState(LIST, useList);
  useErrorAlert(list.query.error);
  const session = useSession((s) => s.loginUserData);
  const operator = isOperatorAdmin(session?.authCd ?? '');
  const request = ledgerRequestOf(list.request);
  const reply = list.query.data?.reply;
  // The payroll file is one company's: the manager's own, or the one an operator filtered on.
  const payrollCmpyCd = operator ? request.cmpyCd : (session?.cmpyCd ?? null);
  const [payroll, setPayroll] = useState(false);

  const columns = [
    ...(operator
      ? [{ title: '회사', dataIndex: 'cmpyNm', width: 120, ellipsis: true, fixed: 'left' as const }]
      : []),
    {
      title: '그룹',
      dataIndex: 'grupNm',
      width: 110,
      ellipsis: true,
      render: (v: string | null) => v ?? '-',
    },
    { title: '사번', dataIndex: 'sabun', width: 90, render: (v: string | null) => v ?? '-' },
    {
      title: '성명',
      dataIndex: 'userNm',
      width: 100,
      render: (v: string, r: TaxLedgerRow) => (
        <Link to={paths.taxEmployee(r.unqUserId, request.year)} data-testid={`tax-row-${r.userId}`}>
          {v}
        </Link>
      ),
    },
    ...figureColumns<TaxLedgerRow>((r) => r.figures),
  ];

  return (
    <BackOfficeListScreen<TaxLedgerRow>
      title="세무 원장"
      description="임직원별로 받은 선물의 부가가치세 공급 의제와 근로소득을 계산합니다. 금액은 회사 부담분(부가세 포함) 시가 기준입니다."
      list={list}
      filters={
        <>
          {operator && (
            <FilterCell>
              <Form.Item label="회사" name="cmpyCd">
                <CompanySelect url={API_PATH.companyOptions} method="POST" placeholder="전체" />
              </Form.Item>
            </FilterCell>
          )}
          <FilterCell>
            <Form.Item label="연도" name="year">
              <Select options={YEAR_OPTIONS} placeholder={`${thisYear()}년`} allowClear />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="월" name="month">
              <Select options={MONTH_OPTIONS} placeholder="전체 (연간)" />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="세무 분류" name="purpose">
              <Select options={TAX_PURPOSE_OPTIONS} placeholder="전체" allowClear />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="검색어" name="searchText">
              <Input placeholder="이름·사번·아이디" maxLength={50} allowClear />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item
              label="과세"
              name="taxableOnly"
              valuePropName="checked"
              getValueProps={(v: unknown) => ({ checked: v === 'Y' })}
              normalize={(checked: boolean) => (checked ? 'Y' : null)}
            >
              <Checkbox>과세 대상만</Checkbox>
            </Form.Item>
          </FilterCell>
        </>
      }
      summary={
        reply && (
          <LedgerTotals
            reply={reply}
            narrowed={Boolean(request.purpose || request.taxableOnly || request.searchText)}
          />
        )
      }
      label="세무 원장"
      rowKey={(r) => r.unqUserId}
      columns={columns}
      scrollX={1800}
      emptyText="조회된 임직원이 없습니다."
      toolbar={
        <>
          <ExcelDownloadButton
            path={TAX_PATH.ledgerExcel}
            personalData
            fileName="세무원장"
            body={(downloadReason) => {
              const { page: _page, pageSize: _size, ...filters } = request;
              return { ...filters, downloadReason };
            }}
            disabled={!list.query.data?.totalCount}
          />
          <Button
            onClick={() => setPayroll(true)}
            disabled={!payrollCmpyCd}
            title={payrollCmpyCd ? undefined : '회사를 선택하면 받을 수 있습니다.'}
          >
            급여 반영 파일
          </Button>
        </>
      }
    >
      {payrollCmpyCd && (
        <PayrollDownloadDialog
          open={payroll}
          onClose={() => setPayroll(false)}
          cmpyCd={payrollCmpyCd}
          year={request.year}
          month={request.month}
        />
      )}
    </BackOfficeListScreen>
  );
}

/**
 * The period's totals, beside what the bills charged, and the months that are still drafts. The bills hold every
 * gift of the period: a list narrowed by purpose, taxable or a search is a part of them, so it is not compared.
 */
function LedgerTotals({ reply, narrowed }: { reply: TaxLedgerReply; narrowed: boolean }) {
  const t = reply.totals;
  const matches = t.marketValue + t.clientGifts === reply.billedAmt;
  return (
    <div style={{ marginBottom: 16 }} data-testid="tax-totals">
      <Row gutter={[12, 12]}>
        {(
          [
            ['시가 합계 (임직원)', t.marketValue],
            ['고객·거래처 선물', t.clientGifts],
            ['부가세 공급 의제', t.vatTaxable],
            ['자가공급 부가세', t.selfSupplyVat],
            ['근로소득 과세', t.incomeTaxable],
            ['근로소득 비과세', t.incomeExempt],
          ] as const
        ).map(([label, value]) => (
          <Col key={label} xs={12} md={8} xl={4}>
            <Card size="small">
              <Statistic title={label} value={value} suffix="원" />
            </Card>
          </Col>
        ))}
      </Row>
      <p style={{ margin: '12px 0 0' }}>
        {periodText(reply.year, reply.month)} 청구 금액 <strong>{formatWon(reply.billedAmt)}</strong>{' '}
        {narrowed ? (
          <Tag>검색 조건이 있어 청구 금액과 비교하지 않습니다</Tag>
        ) : matches ? (
          <Tag color="green">청구 금액과 일치</Tag>
        ) : (
          <Tag color="red">
            청구 금액과 {formatWon(Math.abs(t.marketValue + t.clientGifts - reply.billedAmt))} 차이
          </Tag>
        )}
      </p>
      {reply.draftMonths.length > 0 && (
        <Alert
          style={{ marginTop: 8 }}
          type="info"
          showIcon
          title={`확정 전 월: ${reply.draftMonths.map(monthText).join(', ')}`}
          description="청구가 확정되기 전의 달은 주문·반품에 따라 금액이 바뀔 수 있습니다."
        />
      )}
    </div>
  );
}
