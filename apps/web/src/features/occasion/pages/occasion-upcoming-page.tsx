import {
  addDays,
  formatNumber,
  formatYmd,
  isOperatorAdmin,
  OCCASION_TYPE_LABEL,
  OCCASION_TYPES,
  OCCURRENCE_STATE_LABEL,
  OCCURRENCE_STATES,
  type OccurrenceState,
  occurrenceActionsOf,
  OCCASION_UPCOMING_PATH as P,
  UPCOMING_EXPORT_FILE,
  UPCOMING_MESSAGES,
  type UpcomingRow,
} from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import {
  Button,
  Form,
  Input,
  Select,
  Space,
  type TableColumnsType,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { CompanyMultiSelect } from '../../../components/back-office/company-multi-select';
import { dateTimeText } from '../../../components/back-office/display';
import { FilterCell } from '../../../components/back-office/list-filter-form';
import { BackOfficeListScreen, ListExcelDownload } from '../../../components/back-office/list-screen';
import { confirmTaxSend } from '../../../components/tax/tax-send-check';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useApproveUpcoming } from '../api/upcoming-approve';
import { useUpcomingFilterOptions } from '../api/upcoming-filter-options';
import { useUpcomingList } from '../api/upcoming-list';
import { useSendUpcomingNow } from '../api/upcoming-send-now';
import { useSkipUpcoming } from '../api/upcoming-skip';
import { UpcomingSkipDialog } from '../components/upcoming-skip-dialog';
import { UpcomingStatusTag } from '../components/upcoming-status-tag';
import { UPCOMING_LIST as LIST } from './occasion-upcoming-prefetch';

const TYPE_OPTIONS = OCCASION_TYPES.map((t) => ({ value: t, label: OCCASION_TYPE_LABEL[t] }));
const keyOf = (r: UpcomingRow) => String(r.occurrenceSn);
const whose = (r: UpcomingRow) => `${r.userNm}님의 ${r.occasionNm}`;
const EMPTY_TEXT = '앞으로 30일 동안 보낼 경조사 선물이 없습니다.';

/**
 * /occasion/upcoming (decision 036; operators 15, 99999 for every company, client managers 25 for their own): the
 * gifts of the next 30 days in send order, with the unsent ones whose time passed and those sent in the last 30
 * days for an earlier day (marked 지난 30일 발송, with their state and choice) first. Per row 승인 (a rule that
 * waits for approval), 건너뛰기 (with a required reason) and 지금 발송 (after a confirmation); 승인 of the selected
 * rows; counts per state as tabs; the filtered list as Excel. Who may do what in which state is the domain's
 * (occurrenceActionsOf), and the server refuses a stale click with its reason.
 */
export default function OccasionUpcomingPage() {
  const authCd = useSession((s) => s.loginUserData?.authCd ?? '');
  const operator = isOperatorAdmin(authCd);
  const list = useListState(LIST, useUpcomingList);
  const { query } = list;
  useErrorAlert(query.error);
  const options = useUpcomingFilterOptions();
  useErrorAlert(options.error);
  const [selected, setSelected] = useState<UpcomingRow[]>([]);
  const [skipping, setSkipping] = useState<UpcomingRow | null>(null);
  const approve = useApproveUpcoming();
  const skip = useSkipUpcoming();
  const sendNow = useSendUpcomingNow();
  const busy = approve.isPending || skip.isPending || sendNow.isPending;

  /** The tax warning before gifts go (decision 051): one check per rule, for the gifts about to go. */
  const taxCheck = async (rows: UpcomingRow[]) => {
    const byRule = new Map<number, number[]>();
    for (const r of rows) byRule.set(r.ruleSn, [...(byRule.get(r.ruleSn) ?? []), r.occurrenceSn]);
    try {
      return await confirmTaxSend([...byRule].map(([ruleSn, occurrenceSns]) => ({ ruleSn, occurrenceSns })));
    } catch (error) {
      await alertMessage(errorText(error));
      return null;
    }
  };

  const runApprove = async (rows: UpcomingRow[], confirm: boolean) => {
    if (rows.length === 0) return alertMessage(UPCOMING_MESSAGES.targetRequired);
    const tax = await taxCheck(rows);
    if (!tax) return;
    if (confirm && !(await confirmMessage(UPCOMING_MESSAGES.confirmApprove(rows.length)))) return;
    try {
      await tax.acknowledge();
      const r = await approve.mutateAsync({ occurrenceSns: rows.map((x) => x.occurrenceSn) });
      setSelected([]);
      await alertMessage(
        r.refused.length === 0
          ? UPCOMING_MESSAGES.approved(r.approved)
          : UPCOMING_MESSAGES.approvedPartly(r.approved, r.refused.length, r.refused[0]?.message ?? ''),
      );
    } catch (error) {
      setSelected([]);
      await alertMessage(errorText(error));
    }
  };

  const runSendNow = async (row: UpcomingRow) => {
    const tax = await taxCheck([row]);
    if (!tax) return;
    if (!(await confirmMessage(UPCOMING_MESSAGES.confirmSendNow(row.userNm, row.occasionNm)))) return;
    try {
      await tax.acknowledge();
      const r = await sendNow.mutateAsync({ occurrenceSn: row.occurrenceSn });
      await alertMessage(r.statCd === 'SENT' ? UPCOMING_MESSAGES.sentNow : UPCOMING_MESSAGES.sendQueued);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  const runSkip = async (reason: string) => {
    if (!skipping) return;
    try {
      await skip.mutateAsync({ occurrenceSn: skipping.occurrenceSn, skipReason: reason });
    } catch (error) {
      await alertMessage(errorText(error));
      throw error;
    }
    await alertMessage(UPCOMING_MESSAGES.skipped);
  };

  const columns: TableColumnsType<UpcomingRow> = [
    {
      title: '발송 예정',
      key: 'sendAt',
      width: 150,
      sorter: true,
      render: (_, r) => (
        <>
          <div>{dateTimeText(r.sendAt)}</div>
          {r.overdue && (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {r.statCd === 'WAITING' ? '발송 시각 지남 · 승인 필요' : '발송 시각 지남 · 곧 발송'}
            </Typography.Text>
          )}
          {r.statCd === 'SENT' && query.data && r.sendDt < query.data.fromDt && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              지난 30일 발송
            </Typography.Text>
          )}
          {!r.overdue && r.lateYn === 'Y' && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              늦게 등록됨
            </Typography.Text>
          )}
          {r.sendMoveText && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {r.sendMoveText}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: operator ? '이름 / 고객사' : '이름 / 그룹',
      key: 'person',
      width: 150,
      ellipsis: true,
      render: (_, r) => (
        <>
          <div>{r.userNm}</div>
          <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
            {operator ? r.cmpyNm : (r.grupNm ?? r.userId)}
          </Typography.Text>
        </>
      ),
    },
    {
      title: '경조사 / 날짜',
      key: 'occasion',
      width: 170,
      render: (_, r) => (
        <>
          <div>{r.occasionNm}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.occasionDayText}
          </Typography.Text>
        </>
      ),
    },
    { title: '규칙', dataIndex: 'ruleNm', ellipsis: true },
    {
      title: '상태',
      key: 'state',
      width: 140,
      render: (_, r) => (
        <Space size={4} wrap>
          <UpcomingStatusTag statCd={r.statCd} />
          {r.claimed !== null && (
            <Tag color={r.claimed ? 'cyan' : 'default'}>{r.claimed ? '선택 완료' : '미선택'}</Tag>
          )}
          {r.statCd === 'SKIPPED' && r.skipReason && (
            <Tooltip title={r.skipReason}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                사유
              </Typography.Text>
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      title: '처리',
      key: 'actions',
      width: 210,
      render: (_, r) => {
        const actions = occurrenceActionsOf(r.statCd);
        if (actions.length === 0) return <Typography.Text type="secondary">-</Typography.Text>;
        return (
          <Space size={4}>
            {actions.includes('APPROVE') && (
              <Button size="small" type="primary" disabled={busy} onClick={() => void runApprove([r], false)}>
                승인
              </Button>
            )}
            {actions.includes('SKIP') && (
              <Button size="small" disabled={busy} onClick={() => setSkipping(r)}>
                건너뛰기
              </Button>
            )}
            {actions.includes('SEND_NOW') && (
              <Button size="small" disabled={busy} onClick={() => void runSendNow(r)}>
                지금 발송
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  const counts = query.data?.counts ?? [];
  const total = counts.reduce((n, c) => n + c.count, 0);
  const span = query.data ? `${formatYmd(query.data.fromDt)} ~ ${formatYmd(query.data.toDt)}` : '';
  const recentSpan = query.data
    ? `${formatYmd(query.data.recentFromDt)} ~ ${formatYmd(addDays(query.data.fromDt, -1))}`
    : '';
  const rules = (options.data?.rules ?? []).map((r) => ({
    value: String(r.ruleSn),
    label: `${r.ruleNm}${operator ? ` · ${r.cmpyNm}` : ''}${r.delYn === 'Y' ? ' (삭제됨)' : ''}`,
  }));

  return (
    <BackOfficeListScreen<UpcomingRow>
      title="경조사 예정"
      description={`오늘부터 30일 동안 보낼 경조사 선물${span ? ` (${span})` : ''}과 지난 30일 동안 발송한 선물${recentSpan ? ` (${recentSpan})` : ''}입니다. 승인이 필요한 선물은 승인해야 예정된 시각에 발송됩니다.`}
      list={list}
      filters={
        <>
          {operator && (
            <FilterCell>
              <Form.Item label="고객사" name="cmpyCds">
                <CompanyMultiSelect aria-label="고객사" url={API_PATH.companyOptions} method="POST" />
              </Form.Item>
            </FilterCell>
          )}
          <FilterCell>
            <Form.Item label="경조사" name="occasionType">
              <Select allowClear placeholder="전체" options={TYPE_OPTIONS} />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="규칙" name="ruleSn">
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="전체"
                options={rules}
                loading={options.isLoading}
              />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="이름" name="userNm">
              <Input allowClear maxLength={50} />
            </Form.Item>
          </FilterCell>
        </>
      }
      summary={
        <Tabs
          activeKey={list.filters.statCd ?? 'all'}
          onChange={(key) =>
            list.setFilters({ ...list.filters, statCd: key === 'all' ? null : (key as OccurrenceState) })
          }
          items={[
            { key: 'all', label: `전체 ${formatNumber(total) || 0}` },
            ...OCCURRENCE_STATES.map((s) => ({
              key: s,
              label: `${OCCURRENCE_STATE_LABEL[s]} ${formatNumber(counts.find((c) => c.statCd === s)?.count ?? 0) || 0}`,
            })),
          ]}
        />
      }
      label="경조사 예정 목록"
      columns={columns}
      rowKey={keyOf}
      emptyText={EMPTY_TEXT}
      scrollX={1080}
      rowSelection={{
        selectedRowKeys: selected.map(keyOf),
        onChange: (_keys, rows) => setSelected(rows),
        getCheckboxProps: (r) => ({
          disabled: !occurrenceActionsOf(r.statCd).includes('APPROVE'),
          'aria-label': `${whose(r)} 선택`,
        }),
      }}
      toolbar={
        <Space wrap>
          <Button
            type="primary"
            disabled={selected.length === 0 || busy}
            loading={approve.isPending}
            onClick={() => void runApprove(selected, true)}
          >
            선택 승인{selected.length > 0 ? ` (${selected.length})` : ''}
          </Button>
          <ListExcelDownload list={list} path={P.excel} personalData fileName={UPCOMING_EXPORT_FILE} />
        </Space>
      }
    >
      <UpcomingSkipDialog
        target={skipping ? whose(skipping) : null}
        onSkip={runSkip}
        onClose={() => setSkipping(null)}
      />
    </BackOfficeListScreen>
  );
}
