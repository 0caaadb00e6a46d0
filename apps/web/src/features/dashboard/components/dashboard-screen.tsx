import { ReloadOutlined } from '@ant-design/icons';
import {
  DASHBOARD_DELIVERY_ORDER,
  DASHBOARD_MESSAGES,
  DASHBOARD_TABLE_LABEL,
  DASHBOARD_TODAY_KIND_LABEL,
  DELIVERY_STATUS_LABEL,
  type DeliveryStatus,
  formatNumber,
  formatPeriod,
  formatWon,
  formatYearMonth,
  percentOf,
} from '@pcs/domain';
import type {
  DashboardEvent,
  DashboardReply,
  DashboardTable,
  DashboardTodayKind,
  DashboardTodayRow,
} from '@pcs/domain/contracts/dashboard';
import { API_PATH } from '@pcs/domain/contracts/paths';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Empty,
  Progress,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CompanyMultiSelect } from '../../../components/back-office/company-multi-select';
import { ExcelDownloadButton } from '../../../components/back-office/excel-download-button';
import { PageHeader } from '../../../components/back-office/page-header';
import { FunnelCard } from '../../../components/funnel/funnel-card';
import { paths } from '../../../config/paths';
import { BRAND_COLOR, COLOR } from '../../../config/theme';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { type DashboardKind, dashboardExcelPath, useDashboard } from '../api/get-dashboard';
import { dashboardRequest, firstRange } from '../pages/dashboard-prefetch';
import { EChart } from './echart';

const statusName = (cd: string | null) => (cd ? (DELIVERY_STATUS_LABEL[cd as DeliveryStatus] ?? cd) : '-');
const won = (n: number) => formatWon(n) || '0원';
const num = (n: number) => formatNumber(n) || '0';

/** A card with a title, the table's Excel download and the table or chart. */
function Panel({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card title={title} extra={extra} size="small" style={{ height: '100%' }}>
      <section aria-label={title}>{children}</section>
    </Card>
  );
}

type Props = { kind: DashboardKind; title: string };

/**
 * The dashboards of spec §1: /dashBoard/etners (operators, every company or a selection) and
 * /dashBoard/client (client manager, own company with per-group progress). Charts by ECharts; numbers with
 * thousands commas and months in Korean (spec §5); asked again every 30 s while the tab is visible.
 */
export function DashboardScreen({ kind, title }: Props) {
  const [cmpyCds, setCmpyCds] = useState<string[]>([]);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(firstRange);
  const [todayKind, setTodayKind] = useState<DashboardTodayKind | null>(null);
  const [todayDeliStatCd, setTodayDeliStatCd] = useState<string | null>(null);
  const request = dashboardRequest(kind, { cmpyCds, range, todayKind, todayDeliStatCd });
  const query = useDashboard(kind, request);
  useErrorAlert(query.error);
  const data = query.isError ? undefined : query.data;

  const excel = (table: DashboardTable, disabled: boolean) => (
    <ExcelDownloadButton
      path={dashboardExcelPath(kind)}
      body={() => ({ ...request, table })}
      personalData={false}
      fileName={DASHBOARD_TABLE_LABEL[table]}
      disabled={disabled}
      label="엑셀"
    />
  );

  const empty = data && data.events.length === 0 && data.summary.orders === 0 && data.today.length === 0;

  return (
    <>
      <PageHeader
        title={title}
        description={
          data?.summarizedAt
            ? `기간 집계 기준 ${formatDateTime(data.summarizedAt)} · 30초마다 새로 고침`
            : '30초마다 새로 고침'
        }
        actions={
          <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching}>
            새로 고침
          </Button>
        }
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Space wrap size="middle">
          {kind === 'etners' && (
            <Space>
              <Typography.Text>회사</Typography.Text>
              <div style={{ width: 240 }}>
                <CompanyMultiSelect
                  url={API_PATH.dashboardCompanies}
                  method="POST"
                  aria-label="회사"
                  value={cmpyCds}
                  onChange={setCmpyCds}
                />
              </div>
            </Space>
          )}
          <Space>
            <Typography.Text>기간</Typography.Text>
            <DatePicker.RangePicker
              picker="month"
              aria-label="기간"
              allowClear={false}
              value={range}
              format="YYYY년 M월"
              onChange={(v) => {
                if (v?.[0] && v[1]) setRange([v[0], v[1]]);
              }}
            />
          </Space>
        </Space>
      </Card>

      {data && (
        <>
          <SummaryCards kind={kind} data={data} cmpyCds={cmpyCds} />
          {empty ? (
            <Card style={{ marginTop: 16 }}>
              <Empty description={DASHBOARD_MESSAGES.empty}>
                <Typography.Text type="secondary">{DASHBOARD_MESSAGES.emptyHint}</Typography.Text>
              </Empty>
            </Card>
          ) : (
            <>
              <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
                <Col xs={24} xl={14}>
                  <Panel title="월별 신청 추이 (12개월)" extra={excel('monthly', false)}>
                    <MonthlyChart data={data} />
                  </Panel>
                </Col>
                <Col xs={24} xl={10}>
                  <Panel title="배송 현황" extra={excel('deliveryStatus', data.deliveryStatus.length === 0)}>
                    <DeliveryChart data={data} />
                  </Panel>
                </Col>
              </Row>
              <div style={{ marginTop: 16 }}>
                <Panel title="진행 중인 이벤트" extra={excel('events', data.events.length === 0)}>
                  <EventTable kind={kind} events={data.events} />
                </Panel>
              </div>
              {data.events.length > 0 && <EventFunnel events={data.events} />}
              {kind === 'client' && (
                <div style={{ marginTop: 16 }}>
                  <Panel title="그룹별 진행 현황" extra={excel('groups', data.groups.length === 0)}>
                    <GroupTable groups={data.groups} />
                  </Panel>
                </div>
              )}
              <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
                <Col xs={24} xl={14}>
                  <Panel title="인기 상품" extra={excel('topProducts', data.topProducts.length === 0)}>
                    <ProductTable data={data} />
                  </Panel>
                </Col>
                <Col xs={24} xl={10}>
                  <Panel
                    title="카테고리별 선택"
                    extra={excel('topCategories', data.topCategories.length === 0)}
                  >
                    <CategoryChart data={data} />
                  </Panel>
                </Col>
              </Row>
            </>
          )}
          <div style={{ marginTop: 16 }}>
            <Panel title="오늘의 신청 · 배송" extra={excel('today', data.today.length === 0)}>
              <Space wrap style={{ marginBottom: 12 }}>
                <Select<DashboardTodayKind | 'ALL'>
                  aria-label="구분"
                  style={{ width: 120 }}
                  value={todayKind ?? 'ALL'}
                  onChange={(v) => setTodayKind(v === 'ALL' ? null : v)}
                  options={[
                    { value: 'ALL', label: '전체' },
                    { value: 'APPLY', label: DASHBOARD_TODAY_KIND_LABEL.APPLY },
                    { value: 'DELIVERY', label: DASHBOARD_TODAY_KIND_LABEL.DELIVERY },
                  ]}
                />
                <Select<string>
                  aria-label="배송상태"
                  style={{ width: 140 }}
                  value={todayDeliStatCd ?? 'ALL'}
                  onChange={(v) => setTodayDeliStatCd(v === 'ALL' ? null : v)}
                  options={[
                    { value: 'ALL', label: '배송상태 전체' },
                    ...DASHBOARD_DELIVERY_ORDER.map((cd) => ({ value: cd, label: statusName(cd) })),
                  ]}
                />
              </Space>
              <TodayTable kind={kind} rows={data.today} />
            </Panel>
          </div>
        </>
      )}
      {!data && query.isPending && <Card loading style={{ marginTop: 16 }} />}
    </>
  );
}

function SummaryCards({
  kind,
  data,
  cmpyCds,
}: {
  kind: DashboardKind;
  data: DashboardReply;
  /** The operator's company selection (empty: every company). */
  cmpyCds: readonly string[];
}) {
  const s = data.summary;
  const work: { title: string; value: number; to: string }[] =
    kind === 'etners'
      ? [
          { title: '1:1 문의 답변대기', value: s.waitingQuestions, to: paths.qnaList },
          { title: '도입 문의 답변대기', value: s.waitingInquiries, to: paths.inquiryList },
          { title: '반품·교환 처리대기', value: s.openReturns, to: paths.deliveryReturnManaged },
        ]
      : [
          { title: '1:1 문의 답변대기', value: s.waitingQuestions, to: paths.qnaList },
          { title: '반품·교환 처리대기', value: s.openReturns, to: paths.deliveryReturn },
        ];
  const cards: { title: string; value: string }[] = [
    { title: '진행 중인 이벤트', value: `${num(s.runningEvents)}건` },
    { title: '대상자', value: `${num(s.recipients)}명` },
    { title: '신청', value: `${num(s.applied)}명 (${percentOf(s.applied, s.recipients)}%)` },
    { title: '미신청', value: `${num(s.notApplied)}명` },
    { title: '기간 신청 건수', value: `${num(s.orders)}건` },
    { title: '기간 신청 금액', value: won(s.amount) },
    { title: '오늘 신청', value: `${num(s.todayApplied)}건` },
    { title: '오늘 배송완료', value: `${num(s.todayDelivered)}건` },
  ];
  return (
    <>
      <Row gutter={[12, 12]}>
        {cards.map((c) => (
          <Col key={c.title} xs={12} md={6} xl={3}>
            <Card size="small">
              <Statistic
                title={c.title}
                value={c.value}
                styles={{ content: { fontSize: 17, whiteSpace: 'nowrap' } }}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
        <Col xs={24}>
          <OccasionCard occasions={data.occasions} />
        </Col>
        {data.settlement && <SettlementCards settlement={data.settlement} cmpyCds={cmpyCds} />}
        {work.map((w) => (
          <Col key={w.title} xs={24} md={8}>
            <Card size="small">
              <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                <Typography.Text>{w.title}</Typography.Text>
                {/* The name starts with what the link shows (WCAG 2.5.3), then says which count it is. */}
                <Link to={w.to} aria-label={`${num(w.value)}건 바로가기: ${w.title}`}>
                  <Typography.Text
                    strong
                    style={{ color: w.value > 0 ? COLOR.brandStrong : undefined, fontSize: 18 }}
                  >
                    {num(w.value)}건
                  </Typography.Text>{' '}
                  바로가기
                </Link>
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}

/**
 * This month's money in and out (decision 037): what the companies are billed and what the vendors are owed so far,
 * each leading to its list on the same month (operators; counted once per summary round). With companies selected
 * both are theirs, and say so: the vendors' part is the lines of those companies' orders, while a vendor's statement
 * holds every company's, so the vendor list shows more than the card.
 */
export function settlementCardsOf(
  st: NonNullable<DashboardReply['settlement']>,
  /** The operator's company selection (empty: every company). */
  cmpyCds: readonly string[],
) {
  const month = `${Number(st.month.slice(4, 6))}월`;
  const selected = st.selectedCompanies;
  const oneCompany =
    selected && cmpyCds.length === 1 ? `&cmpyCd=${encodeURIComponent(cmpyCds[0] ?? '')}` : '';
  return [
    {
      title: selected ? `선택 회사 이번 달 청구 합계 (${month})` : `이번 달 청구 합계 (${month})`,
      value: st.billingAmt,
      note: null,
      to: `${paths.settlementClientList}?yyyymmStart=${st.month}&yyyymmEnd=${st.month}${oneCompany}`,
      link: '고객사 청구',
    },
    {
      title: selected
        ? `선택 회사 주문분 공급사 정산 합계 (${month})`
        : `이번 달 공급사 정산 합계 (${month})`,
      value: st.vendorPayableAmt,
      note: selected ? '공급사 정산서에는 다른 회사 주문도 함께 담깁니다.' : null,
      to: `${paths.settlementVendorList}?fromYm=${st.month}&toYm=${st.month}`,
      link: '공급사 정산',
    },
  ];
}

function SettlementCards({
  settlement,
  cmpyCds,
}: {
  settlement: NonNullable<DashboardReply['settlement']>;
  cmpyCds: readonly string[];
}) {
  const cards = settlementCardsOf(settlement, cmpyCds);
  return cards.map((c) => (
    <Col key={c.title} xs={24} md={12}>
      <Card size="small">
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <div>
            <Statistic
              title={c.title}
              value={won(c.value)}
              styles={{ content: { fontSize: 18, whiteSpace: 'nowrap' } }}
            />
            {c.note && <Typography.Text type="secondary">{c.note}</Typography.Text>}
          </div>
          <Link to={c.to} aria-label={`${c.link} 바로가기`}>
            {c.link} 바로가기
          </Link>
        </Space>
      </Card>
    </Col>
  ));
}

/**
 * This month's occasion gifts (decision 036): sent, chosen by their recipient, and still to go (waiting for approval
 * or scheduled), with the way to the upcoming list where they are approved, skipped or sent.
 */
function OccasionCard({ occasions: o }: { occasions: DashboardReply['occasions'] }) {
  const month = `${Number(o.month.slice(4, 6))}월`;
  const figures: { title: string; value: string; hint?: string }[] = [
    { title: '발송', value: `${num(o.sent)}건` },
    { title: '선택 완료', value: `${num(o.claimed)}건`, hint: `발송의 ${percentOf(o.claimed, o.sent)}%` },
    { title: '발송 대기', value: `${num(o.pending)}건`, hint: `승인 대기 ${num(o.waiting)}건` },
  ];
  return (
    <Card
      size="small"
      title={`이번 달 경조사 선물 (${month})`}
      extra={
        <Link to={paths.occasionUpcoming} aria-label={`경조사 예정 바로가기, 승인 대기 ${num(o.waiting)}건`}>
          경조사 예정 바로가기
        </Link>
      }
    >
      <section aria-label={`이번 달 경조사 선물 (${month})`}>
        <Row gutter={[12, 12]}>
          {figures.map((f) => (
            <Col key={f.title} xs={24} md={8}>
              <Statistic
                title={f.title}
                value={f.value}
                styles={{ content: { fontSize: 17, whiteSpace: 'nowrap' } }}
              />
              {f.hint && <Typography.Text type="secondary">{f.hint}</Typography.Text>}
            </Col>
          ))}
        </Row>
      </section>
    </Card>
  );
}

function MonthlyChart({ data }: { data: DashboardReply }) {
  const option = useMemo(
    () => ({
      tooltip: {
        trigger: 'axis',
        valueFormatter: (v: unknown) => formatNumber(Number(v)),
      },
      legend: { data: ['신청 건수', '신청 금액(원)'], top: 0 },
      grid: { left: 50, right: 90, top: 50, bottom: 30 },
      xAxis: { type: 'category', data: data.monthly.map((m) => formatYearMonth(m.ym)) },
      yAxis: [
        { type: 'value', name: '건', axisLabel: { formatter: (v: number) => formatNumber(v) } },
        { type: 'value', name: '원', axisLabel: { formatter: (v: number) => formatNumber(v) } },
      ],
      series: [
        {
          name: '신청 건수',
          type: 'bar',
          data: data.monthly.map((m) => m.orders),
          itemStyle: { color: BRAND_COLOR },
        },
        {
          name: '신청 금액(원)',
          type: 'line',
          yAxisIndex: 1,
          data: data.monthly.map((m) => m.amount),
        },
      ],
    }),
    [data.monthly],
  );
  const table = useMemo(
    () => ({
      head: ['월', '신청 건수', '신청 금액(원)'],
      rows: data.monthly.map((m) => [formatYearMonth(m.ym), m.orders, m.amount]),
    }),
    [data.monthly],
  );
  return <EChart option={option} label="월별 신청 추이" table={table} />;
}

function DeliveryChart({ data }: { data: DashboardReply }) {
  const { deliveryStatus } = data;
  const { openReturns } = data.summary;
  const { option, table } = useMemo(() => {
    const counts = new Map(deliveryStatus.map((d) => [d.deliStatCd, d.count]));
    const codes = [...new Set([...DASHBOARD_DELIVERY_ORDER, ...counts.keys()])];
    const labels = [...codes.map(statusName), '반품·교환 대기'];
    const values = [...codes.map((c) => counts.get(c) ?? 0), openReturns];
    const table = { head: ['상태', '건수'], rows: labels.map((l, i) => [l, values[i] ?? 0]) };
    const option = {
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${formatNumber(Number(v))}건` },
      grid: { left: 50, right: 20, top: 20, bottom: 30 },
      xAxis: { type: 'category', data: labels, axisLabel: { interval: 0, fontSize: 11 } },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatNumber(v) } },
      series: [
        {
          type: 'bar',
          data: values,
          itemStyle: { color: '#4a7dff' },
          label: { show: true, position: 'top' },
        },
      ],
    };
    return { option, table };
  }, [deliveryStatus, openReturns]);
  return <EChart option={option} label="배송 현황" table={table} />;
}

function CategoryChart({ data }: { data: DashboardReply }) {
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'item', valueFormatter: (v: unknown) => `${formatNumber(Number(v))}개` },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['35%', '65%'],
          data: data.topCategories.map((c) => ({ name: c.categoryNm, value: c.count })),
        },
      ],
    }),
    [data.topCategories],
  );
  return data.topCategories.length === 0 ? (
    <Empty description="기간 내 선택된 상품이 없습니다." />
  ) : (
    <EChart
      option={option}
      label="카테고리별 선택"
      table={{ head: ['카테고리', '선택 수'], rows: data.topCategories.map((c) => [c.categoryNm, c.count]) }}
    />
  );
}

/**
 * The running events' columns, narrow enough to show whole at 1440 px beside the menu (about 1,100 px of content):
 * the company and the period sit under the event's name instead of in columns of their own.
 */
export function eventColumns(kind: DashboardKind): TableColumnsType<DashboardEvent> {
  return [
    {
      title: kind === 'etners' ? '이벤트 · 회사 · 기간' : '이벤트 · 기간',
      dataIndex: 'eventNm',
      width: 260,
      fixed: 'left',
      render: (_: unknown, e) => (
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: e.eventNm }} style={{ display: 'block' }}>
            {e.eventNm}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {kind === 'etners' ? `${e.cmpyNm} · ` : ''}
            {formatPeriod(e)}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: '남은 일수',
      dataIndex: 'daysLeft',
      width: 72,
      render: (v: number) => (v >= 0 ? `D-${v}` : '종료'),
    },
    { title: '대상자', dataIndex: 'recipients', width: 72, align: 'right', render: num },
    { title: '로그인', dataIndex: 'loggedIn', width: 72, align: 'right', render: num },
    { title: '신청', dataIndex: 'applied', width: 64, align: 'right', render: num },
    { title: '결제', dataIndex: 'paid', width: 64, align: 'right', render: num },
    {
      title: '미신청',
      dataIndex: 'notApplied',
      width: 72,
      align: 'right',
      render: (v: number, e) => (
        <Link
          to={paths.deliveryNotApplySelect(e.cmpyCd, e.eventSn)}
          // The shown number stands alone in the name (WCAG 2.5.3 matches whole words: '72명' would not).
          aria-label={`${e.eventNm} 미신청자 ${num(v)}`}
        >
          {num(v)}
        </Link>
      ),
    },
    { title: '배송완료', dataIndex: 'delivered', width: 80, align: 'right', render: num },
    {
      title: '신청률',
      width: 130,
      render: (_: unknown, e) => (
        <Progress
          percent={percentOf(e.applied, e.recipients)}
          size="small"
          aria-label={`${e.eventNm} 신청률`}
        />
      ),
    },
    { title: '신청 금액', dataIndex: 'amount', width: 130, align: 'right', render: won },
  ];
}

/** The claim funnel of one running event, chosen from the dashboard's events (decision 053). */
function EventFunnel({ events }: { events: DashboardEvent[] }) {
  const [picked, setPicked] = useState<number | null>(null);
  const eventSn = events.some((e) => e.eventSn === picked) ? picked! : events[0]!.eventSn;
  return (
    <div style={{ marginTop: 16 }}>
      <FunnelCard
        key={eventSn}
        eventSn={eventSn}
        title="이벤트 퍼널"
        extra={
          <Select<number>
            aria-label="퍼널 이벤트"
            style={{ width: 260 }}
            value={eventSn}
            onChange={setPicked}
            options={events.map((e) => ({ value: e.eventSn, label: e.eventNm }))}
          />
        }
      />
    </div>
  );
}

function EventTable({ kind, events }: { kind: DashboardKind; events: DashboardEvent[] }) {
  const columns = eventColumns(kind);
  return (
    <Table<DashboardEvent>
      rowKey="eventSn"
      size="small"
      columns={columns}
      dataSource={events}
      // Scrolls only on narrower screens; at 1440 px every column shows.
      scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: '진행 중인 이벤트가 없습니다.' }}
    />
  );
}

type GroupRow = DashboardReply['groups'][number];
function GroupTable({ groups }: { groups: GroupRow[] }) {
  const columns: TableColumnsType<GroupRow> = [
    { title: '그룹', dataIndex: 'grupNm' },
    { title: '대상자', dataIndex: 'recipients', width: 100, align: 'right', render: num },
    { title: '신청', dataIndex: 'applied', width: 100, align: 'right', render: num },
    {
      title: '미신청',
      width: 100,
      align: 'right',
      render: (_: unknown, g) => num(g.recipients - g.applied),
    },
    {
      title: '신청률',
      width: 200,
      render: (_: unknown, g) => (
        <Progress
          percent={percentOf(g.applied, g.recipients)}
          size="small"
          aria-label={`${g.grupNm} 신청률`}
        />
      ),
    },
  ];
  return (
    <Table<GroupRow>
      rowKey="grupCd"
      size="small"
      columns={columns}
      dataSource={groups}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: '등록된 그룹이 없습니다.' }}
    />
  );
}

type ProductRow = DashboardReply['topProducts'][number];
function ProductTable({ data }: { data: DashboardReply }) {
  const columns: TableColumnsType<ProductRow> = [
    { title: '순위', width: 60, render: (_: unknown, __, i) => i + 1 },
    { title: '상품명', dataIndex: 'prodNm', ellipsis: true },
    { title: '선택 수량', dataIndex: 'count', width: 100, align: 'right', render: num },
    { title: '금액', dataIndex: 'amount', width: 130, align: 'right', render: won },
  ];
  return (
    <Table<ProductRow>
      rowKey="prodSn"
      size="small"
      columns={columns}
      dataSource={data.topProducts}
      pagination={false}
      locale={{ emptyText: '기간 내 선택된 상품이 없습니다.' }}
    />
  );
}

function TodayTable({ kind, rows }: { kind: DashboardKind; rows: DashboardTodayRow[] }) {
  const columns: TableColumnsType<DashboardTodayRow> = [
    {
      title: '구분',
      dataIndex: 'kind',
      width: 70,
      render: (v: DashboardTodayKind) => (
        <Tag color={v === 'APPLY' ? 'orange' : 'blue'}>{DASHBOARD_TODAY_KIND_LABEL[v]}</Tag>
      ),
    },
    { title: '시각', dataIndex: 'at', width: 150, render: (v: string) => formatDateTime(v) },
    ...(kind === 'etners' ? [{ title: '회사', dataIndex: 'cmpyNm', width: 140, ellipsis: true }] : []),
    { title: '이벤트', dataIndex: 'eventNm', ellipsis: true },
    { title: '상품', dataIndex: 'prodNm', ellipsis: true },
    { title: '수량', dataIndex: 'quantity', width: 70, align: 'right', render: num },
    { title: '배송상태', dataIndex: 'deliStatCd', width: 110, render: statusName },
  ];
  return (
    <Table<DashboardTodayRow>
      rowKey={(r) => `${r.kind}-${r.ordSn}-${r.at}-${r.deliStatCd ?? ''}`}
      size="small"
      columns={columns}
      dataSource={rows}
      scroll={{ x: 900 }}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: '오늘 신청이나 배송 내역이 없습니다.' }}
    />
  );
}
