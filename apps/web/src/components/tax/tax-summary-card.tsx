import { formatNumber, formatWon } from '@pcs/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, type DescriptionsProps, Skeleton, Table } from 'antd';
import { formatDateTime } from '../../lib/format-date-time';
import { useErrorAlert } from '../../lib/use-error-alert';
import { kindLabel, purposeLabel } from './tax-purpose-options';
import { taxSummaryQuery } from './tax-summary-query';

type Target = { eventSn: number; ruleSn?: never } | { ruleSn: number; eventSn?: never };

/**
 * The tax block of an event detail and an occasion rule: its purpose, what was given to how many, who passed a VAT
 * limit this year and the self-supply VAT, the 근로소득 split, and the warnings recorded when a send went ahead.
 */
export function TaxSummaryCard(target: Target) {
  const query = useQuery(taxSummaryQuery(target));
  useErrorAlert(query.error);
  const s = query.data;
  const items: DescriptionsProps['items'] = s
    ? [
        {
          key: 'purpose',
          label: '세무 분류',
          children: s.kind ? `${purposeLabel(s.purpose)} (${kindLabel(s.kind)})` : purposeLabel(s.purpose),
        },
        { key: 'given', label: '지급액', children: formatWon(s.givenAmt) },
        { key: 'people', label: '대상 인원', children: `${formatNumber(s.peopleCnt)}명` },
        { key: 'over', label: '한도 초과 인원', children: `${formatNumber(s.overLimitCnt)}명` },
        { key: 'vat', label: '자가공급 부가세', children: formatWon(s.selfSupplyVat) },
        { key: 'taxable', label: '근로소득 과세', children: formatWon(s.incomeTaxable) },
        { key: 'exempt', label: '근로소득 비과세', children: formatWon(s.incomeExempt) },
      ]
    : [];
  return (
    <Card title="세무" size="small" data-testid="tax-summary">
      {!s ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <>
          <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} items={items} />
          {s.warnings.length > 0 && (
            <>
              <Alert
                type="warning"
                showIcon
                style={{ margin: '12px 0 8px' }}
                title="비과세 한도 초과를 확인하고 발송한 기록이 있습니다."
              />
              <Table
                size="small"
                rowKey={(w) => `${w.warnedAt}-${w.warnedBy}`}
                pagination={false}
                dataSource={s.warnings}
                columns={[
                  { title: '확인 일시', dataIndex: 'warnedAt', render: (v: string) => formatDateTime(v) },
                  { title: '확인자', dataIndex: 'warnedBy' },
                  { title: '인원', dataIndex: 'peopleCnt', align: 'right', render: (v: number) => `${v}명` },
                  { title: '초과 금액', dataIndex: 'excessAmt', align: 'right', render: formatWon },
                  { title: '추가 부가세', dataIndex: 'addedVat', align: 'right', render: formatWon },
                ]}
              />
            </>
          )}
        </>
      )}
    </Card>
  );
}
