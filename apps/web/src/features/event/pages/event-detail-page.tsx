import {
  CLOSE_RULE_LABEL,
  CLOSE_SUMMARY_ROWS,
  type CloseRule,
  EVENT_STATUS,
  type EventDetail,
  type EventProductRow,
  EXPORT_FILE_NAME,
  extraPriceText,
  formatNumber,
  formatPeriod,
  isOperatorAdmin,
  RECIPIENT_STATE,
  RECIPIENT_STATE_LABEL,
  REOPEN_SETTING_LABEL,
  RETURN_FEE_PAYER_LABEL,
  RETURN_RULE_DEFAULT,
  type RecipientRow,
  type RecipientState,
} from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Descriptions,
  type DescriptionsProps,
  Select,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tag,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { ExcelUploadDialog } from '../../../components/back-office/excel-upload-dialog';
import { PageHeader } from '../../../components/back-office/page-header';
import { FunnelCard } from '../../../components/funnel/funnel-card';
import { TaxSummaryCard } from '../../../components/tax/tax-summary-card';
import { ProductImage } from '../../../components/ui/product-image';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { useWarmScreenWhenIdle } from '../../../lib/screen-warm';
import { useSession } from '../../../lib/session-store';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { type EventStatusAction, useChangeEventStatus } from '../api/change-event-status';
import { eventKeys } from '../api/event-query-keys';
import { useEventDetail } from '../api/get-event-detail';
import { useEventRecipients } from '../api/get-event-recipients';
import { useRemoveEventRecipients } from '../api/remove-event-recipients';
import { EventStatusTag } from '../components/event-status-tag';
import { FunnelRecipients } from '../components/funnel-recipients';
import { noticeSummary } from '../components/notice-toggles';
import { RecipientAddDialog } from '../components/recipient-add-dialog';
import { wonOrDash } from '../event-format';
import { EVENT_DIALOG_TEXT } from '../texts';

const STATE_CODES = Object.values(RECIPIENT_STATE);

const STATUS_ACTIONS: Record<EventStatusAction, { label: string; confirm: string }> = {
  schedule: { label: '오픈 예약', confirm: EVENT_DIALOG_TEXT.statusConfirm.schedule },
  backToDraft: { label: '작성중으로 되돌리기', confirm: EVENT_DIALOG_TEXT.statusConfirm.backToDraft },
  cancel: { label: '이벤트 취소', confirm: EVENT_DIALOG_TEXT.statusConfirm.cancel },
  closeNow: { label: '지금 종료', confirm: EVENT_DIALOG_TEXT.statusConfirm.closeNow },
};

/**
 * spec §2 /event/detail/{cmpyCd}/{eventSn}: the event at a glance — settings, products with stock left
 * and quantity chosen, recipients counted and listed by state (not logged in, logged in, applied, paid, delivered),
 * and the operator's actions the status allows (edit, test mode, schedule, back to draft, cancel).
 */
/**
 * `messages`: the invitation and reminder block for an operator, given by the app, which composes features
 * (features never import each other).
 */
export default function EventDetailPage({
  messages,
  docs,
}: {
  messages?: (event: { eventSn: number; cmpyCd: string }) => ReactNode;
  /** The event's documents block (invoice statement, purchase orders), for operators and client managers. */
  docs?: (event: { eventSn: number; operator: boolean }) => ReactNode;
} = {}) {
  const { eventSn: raw = '0' } = useParams();
  const eventSn = Number(raw) > 0 ? Number(raw) : 0;
  const navigate = useNavigate();
  const authCd = useSession((s) => s.loginUserData?.authCd ?? '');
  const operator = isOperatorAdmin(authCd);
  const detail = useEventDetail(eventSn);
  useErrorAlert(detail.error);
  const status = useChangeEventStatus();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  const d = detail.data;
  // 수정 opens the set-up form: its chunk is fetched once this screen is idle, so the click only draws it.
  useWarmScreenWhenIdle(
    d && operator && d.allowedEdits.length > 0 ? paths.eventSettingSave(d.cmpyCd, d.eventSn, 'detail') : null,
  );

  const act = async (action: EventStatusAction) => {
    if (!(await confirmMessage(STATUS_ACTIONS[action].confirm))) return;
    try {
      await status.mutateAsync({ eventSn, action });
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  const actions = (
    <>
      <Button onClick={() => navigate(paths.eventHistory)}>목록</Button>
      {d && operator && (
        <>
          <Button onClick={() => navigate(paths.eventTestList(d.eventSn))}>테스트 모드</Button>
          {d.eventStatCd === EVENT_STATUS.draft && (
            <Button onClick={() => void act('schedule')}>{STATUS_ACTIONS.schedule.label}</Button>
          )}
          {d.eventStatCd === EVENT_STATUS.ready && (
            <Button onClick={() => void act('backToDraft')}>{STATUS_ACTIONS.backToDraft.label}</Button>
          )}
          {d.eventStatCd === EVENT_STATUS.running && (
            <Button danger onClick={() => void act('closeNow')}>
              {STATUS_ACTIONS.closeNow.label}
            </Button>
          )}
          {(d.eventStatCd === EVENT_STATUS.draft || d.eventStatCd === EVENT_STATUS.ready) && (
            <Button danger onClick={() => void act('cancel')}>
              {STATUS_ACTIONS.cancel.label}
            </Button>
          )}
          {d.allowedEdits.length > 0 && (
            <Button
              type="primary"
              onClick={() => navigate(paths.eventSettingSave(d.cmpyCd, d.eventSn, 'detail'))}
            >
              수정
            </Button>
          )}
        </>
      )}
    </>
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title="이벤트 상세"
        description={d ? `${d.cmpyNm} · ${d.eventNm}` : undefined}
        actions={actions}
      />
      {!d ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <>
          <Settings d={d} />
          {d.closeSummary && <CloseSummary summary={d.closeSummary} />}
          <TaxSummaryCard eventSn={d.eventSn} />
          {docs ? (
            <Card title="이벤트 문서" size="small">
              {docs({ eventSn: d.eventSn, operator })}
            </Card>
          ) : null}
          <StateCounts d={d} />
          <FunnelCard eventSn={d.eventSn} />
          <Products d={d} />
          <Recipients
            d={d}
            canEdit={operator && d.allowedEdits.includes('addRecipients')}
            onAdd={() => setAdding(true)}
            onImport={() => setImporting(true)}
          />
          <FunnelRecipients
            eventSn={d.eventSn}
            canRemind={d.eventStatCd === EVENT_STATUS.ready || d.eventStatCd === EVENT_STATUS.running}
          />
          <RecipientAddDialog
            open={adding}
            onClose={() => setAdding(false)}
            eventSn={d.eventSn}
            cmpyCd={d.cmpyCd}
          />
          <ExcelUploadDialog
            open={importing}
            title="수령자 엑셀 등록"
            cmpyCd={d.cmpyCd}
            query={{ eventSn: String(d.eventSn) }}
            templatePath={API_PATH.eventRecipientTemplate}
            templateFileName={EXPORT_FILE_NAME.recipientTemplate}
            uploadPath={API_PATH.eventRecipientImport}
            hint={EVENT_DIALOG_TEXT.recipientImportHint}
            onImported={() => void queryClient.invalidateQueries({ queryKey: eventKeys.all })}
            onClose={() => setImporting(false)}
          />
          {operator && messages ? (
            <Card title="초대 및 리마인드">{messages({ eventSn: d.eventSn, cmpyCd: d.cmpyCd })}</Card>
          ) : null}
        </>
      )}
    </div>
  );
}

function Settings({ d }: { d: EventDetail }) {
  const items: DescriptionsProps['items'] = [
    { key: 'status', label: '상태', children: <EventStatusTag code={d.eventStatCd} /> },
    { key: 'cmpy', label: '회사', children: d.cmpyNm },
    { key: 'name', label: '이벤트명', children: d.eventNm },
    { key: 'theme', label: '테마', children: d.tempNm ?? '-' },
    { key: 'period', label: '기간 (KST)', children: formatPeriod(d) },
    {
      key: 'select',
      label: '선택',
      children: `${d.selectCnt}개 · ${d.selectType === '02' ? '복수선택' : '단일선택'}`,
    },
    { key: 'budget', label: '1인당 예산', children: wonOrDash(d.budgetAmt) },
    {
      key: 'overPay',
      label: '예산 초과 결제',
      children: d.overPayYn === 'Y' ? '허용 (차액 카드 결제)' : '허용 안 함',
    },
    { key: 'overseas', label: '해외 배송', children: d.overseasYn === 'Y' ? '허용' : '허용 안 함' },
    {
      key: 'extras',
      label: '추가 옵션',
      children:
        [
          d.packageYn === 'Y' ? `선물 포장 ${extraPriceText(d.packagePrice)}` : null,
          d.cardYn === 'Y'
            ? `메시지 카드${d.cardNm ? ` (${d.cardNm})` : ''} ${extraPriceText(d.cardPrice)}`
            : null,
        ]
          .filter(Boolean)
          .join(', ') || '-',
    },
    {
      key: 'close',
      label: '미신청자 처리',
      children: CLOSE_RULE_LABEL[d.closeRuleCd as CloseRule] ?? d.closeRuleCd,
    },
    { key: 'returnDays', label: '반품/교환 기간', children: `배송 후 ${d.returnDays}일` },
    {
      key: 'returnFee',
      label: '반품 배송비 (단순 변심)',
      children: `${RETURN_FEE_PAYER_LABEL[d.returnFeePayerCd ?? RETURN_RULE_DEFAULT.feePayer]} · ${wonOrDash(
        d.returnShipFee ?? RETURN_RULE_DEFAULT.shipFee,
      )}${d.returnFeePayerCd === null && d.returnShipFee === null ? ' (기본 규칙)' : ''}`,
    },
    {
      key: 'reopen',
      label: REOPEN_SETTING_LABEL,
      span: 2,
      children:
        d.reopenOnReturnYn === 'Y'
          ? '사용 (반품완료 시 진행 중인 이벤트에서 자동)'
          : '사용 안 함 (운영자가 사유와 함께 처리)',
    },
    { key: 'notices', label: '수령자 안내 메시지', span: 2, children: noticeSummary(d.noticeOff) },
    {
      key: 'greeting',
      label: '인사말',
      span: 2,
      children: <span style={{ whiteSpace: 'pre-wrap' }}>{d.greeting || '-'}</span>,
    },
  ];
  return (
    <Card title="이벤트 설정" size="small">
      <Descriptions items={items} column={{ xs: 1, md: 2 }} size="small" bordered />
    </Card>
  );
}

/** What the close did to the recipients: the same counts the operator was mailed. */
function CloseSummary({ summary }: { summary: NonNullable<EventDetail['closeSummary']> }) {
  return (
    <Card title="마감 요약" size="small">
      <Space size="large" wrap aria-label="마감 요약">
        {CLOSE_SUMMARY_ROWS.map((r) => (
          <Statistic key={r.key} title={r.label} value={Number(summary[r.key])} suffix="명" />
        ))}
      </Space>
    </Card>
  );
}

function StateCounts({ d }: { d: EventDetail }) {
  return (
    <Card title="수령자 현황" size="small">
      <Space size="large" wrap>
        <Statistic title="전체" value={d.recipientCount} suffix="명" />
        {STATE_CODES.map((code) => (
          <Statistic
            key={code}
            title={RECIPIENT_STATE_LABEL[code]}
            value={d.stateCounts[code] ?? 0}
            suffix="명"
          />
        ))}
      </Space>
    </Card>
  );
}

function Products({ d }: { d: EventDetail }) {
  return (
    <Card title={`이벤트 상품 (${d.products.length})`} size="small">
      <Table<EventProductRow>
        size="small"
        rowKey="prodSn"
        pagination={d.products.length > 15 ? { pageSize: 15, showSizeChanger: false } : false}
        dataSource={d.products}
        locale={{ emptyText: '담긴 상품이 없습니다.' }}
        columns={[
          {
            title: '상품',
            key: 'prod',
            render: (_, p) => (
              <Space>
                <ProductImage fileId={p.mainImg} alt="" width={40} height={40} />
                <Link to={paths.eventProdDetail(p.prodSn)}>{p.prodNm}</Link>
                {p.prodSn === d.defaultProdSn && <Tag color="orange">기본 선물</Tag>}
              </Space>
            ),
          },
          { title: '브랜드', dataIndex: 'brandNm', width: 120, render: (v: string | null) => v ?? '-' },
          {
            title: '판매가',
            dataIndex: 'price',
            width: 100,
            align: 'right',
            render: (v: number) => wonOrDash(v),
          },
          {
            title: '이벤트가',
            dataIndex: 'eventPrice',
            width: 100,
            align: 'right',
            render: (v: number | null) => wonOrDash(v),
          },
          {
            title: '남은 재고',
            dataIndex: 'stockQty',
            width: 90,
            align: 'right',
            render: (v: number) => formatNumber(v),
          },
          {
            title: '신청 수량',
            dataIndex: 'chosenQty',
            width: 90,
            align: 'right',
            render: (v: number) => formatNumber(v),
          },
        ]}
      />
    </Card>
  );
}

function Recipients({
  d,
  canEdit,
  onAdd,
  onImport,
}: {
  d: EventDetail;
  canEdit: boolean;
  onAdd: () => void;
  onImport: () => void;
}) {
  const [stateCd, setStateCd] = useState<RecipientState | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const list = useEventRecipients({ eventSn: d.eventSn, stateCd, page: page - 1 });
  useErrorAlert(list.error);
  const remove = useRemoveEventRecipients();

  const removeSelected = async () => {
    if (!(await confirmMessage(EVENT_DIALOG_TEXT.recipientsRemoveConfirm(selected.length)))) return;
    try {
      const r = await remove.mutateAsync({ eventSn: d.eventSn, unqUserIdList: selected });
      setSelected([]);
      await alertMessage(EVENT_DIALOG_TEXT.recipientsRemoved(r.removedCount));
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  return (
    <Card
      title={`수령자 (${formatNumber(list.data?.totalCount ?? 0)}명)`}
      size="small"
      extra={
        <Space>
          <Select
            aria-label="수령자 상태"
            allowClear
            placeholder="전체 상태"
            style={{ width: 130 }}
            value={stateCd ?? undefined}
            onChange={(v: RecipientState | undefined) => {
              setStateCd(v ?? null);
              setPage(1);
            }}
            options={STATE_CODES.map((c) => ({ value: c, label: RECIPIENT_STATE_LABEL[c] }))}
          />
          {canEdit && (
            <>
              <Button danger disabled={selected.length === 0} onClick={() => void removeSelected()}>
                선택 삭제
              </Button>
              <Button onClick={onImport}>엑셀 등록</Button>
              <Button type="primary" onClick={onAdd}>
                수령자 추가
              </Button>
            </>
          )}
        </Space>
      }
    >
      <Table<RecipientRow>
        size="small"
        rowKey="unqUserId"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        rowSelection={
          canEdit
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
        pagination={{
          current: page,
          pageSize: 15,
          total: list.data?.totalCount ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        locale={{ emptyText: '수령자가 없습니다.' }}
        columns={[
          { title: '이름', dataIndex: 'userNm', width: 100 },
          { title: '아이디', dataIndex: 'userId', width: 140 },
          { title: '그룹', dataIndex: 'grupNm', render: (v: string | null) => v ?? '-' },
          { title: '선택', key: 'cnt', width: 90, render: (_, r) => `${r.usedCnt} / ${r.allowedCnt}` },
          {
            title: '상태',
            dataIndex: 'stateNm',
            width: 100,
            render: (v: string, r) => (
              <Tag
                color={
                  r.stateCd === '01'
                    ? 'default'
                    : r.stateCd === RECIPIENT_STATE.returned
                      ? 'volcano'
                      : 'green'
                }
              >
                {v}
              </Tag>
            ),
          },
        ]}
      />
    </Card>
  );
}
