import {
  kstIsoString,
  PAGE_SIZE,
  WEBHOOK_DELIVERY_STATUS,
  WEBHOOK_DELIVERY_STATUS_LABEL,
  WEBHOOK_EVENT_LABEL,
  type WebhookDeliveryRow,
  type WebhookDeliveryStatus,
  type WebhookMessageType,
  type WebhookSubscriptionRow,
} from '@pcs/domain';
import { Button, Drawer, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { EMPTY_LIST_TEXT } from '../../../components/back-office/list-table';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useWebhookAttempts } from '../api/list-webhook-attempts';
import { useWebhookDeliveries } from '../api/list-webhook-deliveries';
import { useReplayWebhookDelivery } from '../api/replay-webhook-delivery';

const STATUS_COLOR: Record<WebhookDeliveryStatus, string> = {
  PENDING: 'default',
  SENDING: 'processing',
  SENT: 'success',
  FAILED: 'error',
};

export function DeliveryStatusTag({ status }: { status: WebhookDeliveryStatus }) {
  return <Tag color={STATUS_COLOR[status]}>{WEBHOOK_DELIVERY_STATUS_LABEL[status]}</Tag>;
}

/** yyyy-mm-dd hh:mm:ss in Korean time. */
export const timeText = (iso: string | null) =>
  iso ? kstIsoString(new Date(iso)).slice(0, 19).replace('T', ' ') : '-';

const eventLabel = (type: string) => WEBHOOK_EVENT_LABEL[type as WebhookMessageType] ?? type;

function Attempts({ deliverySn }: { deliverySn: number }) {
  const attempts = useWebhookAttempts(deliverySn);
  useErrorAlert(attempts.error);
  return (
    <Table
      size="small"
      rowKey={(a) => String(a.attemptNo)}
      loading={attempts.isLoading}
      dataSource={attempts.data?.list ?? []}
      pagination={false}
      locale={{ emptyText: '시도 기록이 없습니다.' }}
      columns={[
        { title: '회차', dataIndex: 'attemptNo', width: 60 },
        { title: '시각', dataIndex: 'at', width: 170, render: timeText },
        { title: '응답 코드', dataIndex: 'statusCode', width: 90, render: (v: number | null) => v ?? '-' },
        { title: '오류', dataIndex: 'error', render: (v: string | null) => v ?? '-' },
        { title: '소요', dataIndex: 'durationMs', width: 80, render: (v: number) => `${v}ms` },
      ]}
    />
  );
}

/** The delivery log of one subscription: status filter, paging, a row opens its attempts, 재전송 with a confirm. */
export function WebhookDeliveryDrawer({
  subscription,
  onClose,
}: {
  subscription: WebhookSubscriptionRow | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      title={subscription ? `전송 기록 · ${subscription.url}` : '전송 기록'}
      open={subscription !== null}
      onClose={onClose}
      size={1080}
      destroyOnHidden
    >
      {subscription && <DeliveryLog subscriptionSn={subscription.subscriptionSn} />}
    </Drawer>
  );
}

function DeliveryLog({ subscriptionSn }: { subscriptionSn: number }) {
  const [status, setStatus] = useState<WebhookDeliveryStatus | null>(null);
  const [page, setPage] = useState(0);
  const deliveries = useWebhookDeliveries({ subscriptionSn, status, page, pageSize: PAGE_SIZE });
  useErrorAlert(deliveries.error);
  const replay = useReplayWebhookDelivery();

  const resend = async (row: WebhookDeliveryRow) => {
    if (!(await confirmMessage('같은 메시지 ID로 다시 전송하시겠습니까?'))) return;
    try {
      await replay.mutateAsync(row.deliverySn);
      await alertMessage('재전송을 요청했습니다.');
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  const columns: TableColumnsType<WebhookDeliveryRow> = [
    {
      title: '상태',
      dataIndex: 'status',
      width: 90,
      render: (s: WebhookDeliveryStatus) => <DeliveryStatusTag status={s} />,
    },
    {
      title: '이벤트',
      dataIndex: 'eventType',
      width: 150,
      render: (v: string, row) => (
        <>
          {eventLabel(v)}
          {row.replayOf !== null && (
            <Tag style={{ marginLeft: 4 }} color="blue">
              재전송
            </Tag>
          )}
        </>
      ),
    },
    { title: '응답 코드', dataIndex: 'lastStatusCode', width: 90, render: (v: number | null) => v ?? '-' },
    { title: '시도', dataIndex: 'attempts', width: 60 },
    { title: '생성', dataIndex: 'createdAt', width: 170, render: timeText },
    { title: '최근 시도', dataIndex: 'lastAttemptAt', width: 170, render: timeText },
    { title: '다음 시도', dataIndex: 'nextAttemptAt', width: 170, render: timeText },
    {
      title: '',
      key: 'replay',
      width: 90,
      render: (_, row) => (
        <Button
          size="small"
          onClick={() => void resend(row)}
          loading={replay.isPending && replay.variables === row.deliverySn}
          disabled={row.status === 'PENDING' || row.status === 'SENDING'}
        >
          재전송
        </Button>
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Typography.Text>상태</Typography.Text>
        <Select<WebhookDeliveryStatus | ''>
          style={{ width: 140 }}
          value={status ?? ''}
          aria-label="전송 상태"
          onChange={(v) => {
            setStatus(v === '' ? null : v);
            setPage(0);
          }}
          options={[
            { value: '', label: '전체' },
            ...WEBHOOK_DELIVERY_STATUS.map((s) => ({ value: s, label: WEBHOOK_DELIVERY_STATUS_LABEL[s] })),
          ]}
        />
      </Space>
      <Table<WebhookDeliveryRow>
        size="small"
        rowKey={(r) => String(r.deliverySn)}
        loading={deliveries.isFetching}
        dataSource={deliveries.error ? [] : (deliveries.data?.list ?? [])}
        columns={columns}
        scroll={{ x: 990 }}
        locale={{ emptyText: EMPTY_LIST_TEXT }}
        expandable={{
          expandedRowRender: (row) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Text type="secondary">메시지 ID: {row.messageId}</Typography.Text>
              {row.lastResponseExcerpt && (
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 3, expandable: true }}>
                  응답: {row.lastResponseExcerpt}
                </Typography.Paragraph>
              )}
              <Attempts deliverySn={row.deliverySn} />
            </Space>
          ),
        }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: deliveries.data?.totalCount ?? 0,
          showSizeChanger: false,
          onChange: (p) => setPage(p - 1),
        }}
      />
    </Space>
  );
}
