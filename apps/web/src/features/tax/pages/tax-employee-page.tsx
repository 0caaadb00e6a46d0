import {
  CLIENT_LINE_KIND_LABEL,
  type ClientLineKind,
  formatNumber,
  formatWon,
  formatYmd,
  isOperatorAdmin,
  type TaxEmployeeReply,
} from '@pcs/domain';
import { Button, Card, Col, Descriptions, Row, Select, Skeleton, Statistic, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { PageHeader } from '../../../components/back-office/page-header';
import { ScrollRegion } from '../../../components/back-office/scroll-region';
import { kindLabel, purposeLabel } from '../../../components/tax/tax-purpose-options';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSession } from '../../../lib/session-store';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useTaxEmployee } from '../api/get-tax-employee';
import { type ChangeTarget, PurposeChangeDialog } from '../components/purpose-change-dialog';
import { figureColumns } from '../components/tax-figure-columns';
import { monthText, thisYear, yearOptions } from '../components/tax-periods';

type Line = TaxEmployeeReply['lines'][number];
type Month = TaxEmployeeReply['months'][number];

/**
 * /tax/employee/{unqUserId}/{year} (decision 051): one employee's year — the totals, month by month (the months add
 * up to the year), gift by gift with its purpose and whether its month is confirmed, and the purpose changes. An
 * operator may change an unconfirmed gift's purpose with a reason.
 */
export default function TaxEmployeePage() {
  const { unqUserId = '', year: rawYear = '' } = useParams();
  const year = /^\d{4}$/.test(rawYear) ? Number(rawYear) : thisYear();
  const navigate = useNavigate();
  const operator = isOperatorAdmin(useSession((s) => s.loginUserData?.authCd ?? ''));
  const query = useTaxEmployee(unqUserId, year);
  useErrorAlert(query.error);
  const d = query.data;
  const [changing, setChanging] = useState<ChangeTarget | null>(null);

  const lineColumns = [
    { title: '지급일', dataIndex: 'giftDt', width: 110, render: (v: string) => formatYmd(v) },
    { title: '원장 월', dataIndex: 'yyyymm', width: 110, render: (v: string) => monthText(v) },
    {
      title: '구분',
      dataIndex: 'lineKind',
      width: 70,
      render: (v: string) => CLIENT_LINE_KIND_LABEL[v as ClientLineKind] ?? v,
    },
    { title: '이벤트', dataIndex: 'eventNm', ellipsis: true },
    { title: '상품', dataIndex: 'prodNm', ellipsis: true },
    {
      title: '세무 분류',
      dataIndex: 'purpose',
      width: 190,
      render: (v: string, r: Line) =>
        r.kind ? `${purposeLabel(v)} (${kindLabel(r.kind)})` : purposeLabel(v),
    },
    { title: '금액', dataIndex: 'amount', width: 110, align: 'right' as const, render: formatWon },
    {
      title: '확정 여부',
      dataIndex: 'confirmedYn',
      width: 90,
      render: (v: 'Y' | 'N') => (v === 'Y' ? <Tag color="blue">확정</Tag> : <Tag>확정 전</Tag>),
    },
    ...(operator
      ? [
          {
            title: '관리',
            key: 'action',
            width: 100,
            render: (_: unknown, r: Line) =>
              r.confirmedYn === 'N' ? (
                <Button
                  size="small"
                  onClick={() =>
                    setChanging({
                      ordSn: r.ordSn,
                      purpose: r.purpose,
                      kind: r.kind,
                      label: `${formatYmd(r.giftDt)} ${r.prodNm}`,
                    })
                  }
                >
                  분류 변경
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <div className={styles.page}>
      <PageHeader
        title="임직원 세무 상세"
        description={d ? `${d.person.cmpyNm} · ${d.person.userNm} · ${year}년` : undefined}
        actions={
          <>
            <Select
              aria-label="연도"
              value={String(year)}
              options={yearOptions()}
              onChange={(v: string) => navigate(paths.taxEmployee(unqUserId, v))}
              style={{ width: 110 }}
            />
            <Button onClick={() => navigate(`${paths.taxLedger}?year=${year}`)}>목록</Button>
          </>
        }
      />
      {!d ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <>
          <Card title="임직원" size="small">
            <Descriptions
              size="small"
              column={{ xs: 1, md: 3 }}
              items={[
                { key: 'cmpy', label: '회사', children: d.person.cmpyNm },
                { key: 'grup', label: '그룹', children: d.person.grupNm ?? '-' },
                { key: 'sabun', label: '사번', children: d.person.sabun ?? '-' },
                { key: 'name', label: '성명', children: d.person.userNm },
                { key: 'id', label: '아이디', children: d.person.userId },
                { key: 'year', label: '귀속 연도', children: `${d.year}년` },
              ]}
            />
          </Card>
          <Row gutter={[12, 12]}>
            {(
              [
                ['시가 합계', d.total.marketValue],
                ['부가세 비과세', d.total.vatExempt],
                ['공급 의제', d.total.vatTaxable],
                ['자가공급 부가세', d.total.selfSupplyVat],
                ['근로소득 과세', d.total.incomeTaxable],
                ['근로소득 비과세', d.total.incomeExempt],
              ] as const
            ).map(([label, value]) => (
              <Col key={label} xs={12} md={8} xl={4}>
                <Card size="small">
                  <Statistic title={label} value={value} suffix="원" />
                </Card>
              </Col>
            ))}
          </Row>
          <Card title="월별 내역" size="small">
            <ScrollRegion label="월별 내역" minWidth={1600}>
              <Table<Month>
                size="small"
                rowKey={(m) => m.yyyymm}
                dataSource={d.months}
                pagination={false}
                columns={[
                  { title: '월', dataIndex: 'yyyymm', width: 90, render: (v: string) => monthText(v) },
                  ...figureColumns<Month>((m) => m.figures),
                ]}
              />
            </ScrollRegion>
          </Card>
          <Card title={`선물 내역 (${formatNumber(d.lines.length)}건)`} size="small">
            <ScrollRegion label="선물 내역" minWidth={1100}>
              <Table<Line>
                size="small"
                rowKey={(l) => `${l.ordSn}-${l.lineKind}-${l.yyyymm}`}
                dataSource={d.lines}
                pagination={d.lines.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
                columns={lineColumns}
                locale={{ emptyText: '이 해에 받은 선물이 없습니다.' }}
              />
            </ScrollRegion>
          </Card>
          <Card title="분류 변경 이력" size="small">
            <Table
              size="small"
              rowKey={(c) => `${c.ordSn}-${c.changedAt}`}
              dataSource={d.changes}
              pagination={false}
              locale={{ emptyText: '변경 이력이 없습니다.' }}
              columns={[
                { title: '변경 일시', dataIndex: 'changedAt', width: 150, render: formatDateTime },
                { title: '주문 번호', dataIndex: 'ordSn', width: 100 },
                { title: '이전 분류', dataIndex: 'fromPurpose', width: 180, render: purposeLabel },
                { title: '변경 분류', dataIndex: 'toPurpose', width: 180, render: purposeLabel },
                { title: '사유', dataIndex: 'reason' },
                { title: '변경자', dataIndex: 'changedBy', width: 120 },
              ]}
            />
          </Card>
          <PurposeChangeDialog target={changing} onClose={() => setChanging(null)} />
        </>
      )}
    </div>
  );
}
