import {
  formatNumber,
  OUTBOX_STATUS_LABEL,
  SEND_CHANNEL_LABEL,
  SEND_KIND_LABEL,
  SEND_TARGET_LABEL,
  type SendChannel,
  type SendKind,
  type SendTarget,
} from '@pcs/domain';
import type { SendHistoryItem, SendMessageItem } from '@pcs/domain/contracts/event-send';
import { Select, Table, type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { EMPTY_LIST_TEXT } from '../../../components/back-office/list-table';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useSendHistory } from '../api/get-send-history';
import { FIRST_MESSAGES, type MessageFilter, useSendMessages } from '../api/get-send-messages';
import styles from './event-send.module.css';

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY.MM.DD HH:mm') : '-');
const STATUS_COLOR: Record<string, string> = { PENDING: 'gold', SENT: 'green', FAILED: 'red' };
const channelText = (c: string) => SEND_CHANNEL_LABEL[c as SendChannel] ?? c;

/** The state of one message: 발송 대기 / 발송 완료 / 발송 실패 (SENDING is still queued). */
export function OutboxStatusTag({ status }: { status: string }) {
  return <Tag color={STATUS_COLOR[status] ?? 'default'}>{OUTBOX_STATUS_LABEL[status] ?? status}</Tag>;
}

/**
 * The send history of an event (for the event detail): every invitation and reminder with its channel, target,
 * time and how many messages are queued, sent, failed or went by SMS instead of alimtalk; below it, the messages
 * of the chosen send (or all) with the provider's reason for a failure. Names and numbers are masked.
 */
export function SendHistoryPanel({ eventSn }: { eventSn: number }) {
  const [page, setPage] = useState(0);
  const history = useSendHistory(eventSn, page);
  useErrorAlert(history.error);
  const [filter, setFilter] = useState<MessageFilter>(FIRST_MESSAGES);
  const messages = useSendMessages(eventSn, filter);
  useErrorAlert(messages.error);

  const columns: TableColumnsType<SendHistoryItem> = [
    { title: '번호', dataIndex: 'eventSendSn', width: 70 },
    {
      title: '구분',
      dataIndex: 'kind',
      width: 80,
      render: (k: string) => SEND_KIND_LABEL[k as SendKind] ?? k,
    },
    { title: '채널', dataIndex: 'channel', width: 110, render: channelText },
    {
      title: '대상',
      dataIndex: 'target',
      width: 100,
      render: (t: string) => SEND_TARGET_LABEL[t as SendTarget] ?? t,
    },
    { title: '발송(예약) 시각', dataIndex: 'sendAt', width: 140, render: when },
    { title: '대상자', dataIndex: 'recipientCnt', width: 80, align: 'right', render: formatNumber },
    { title: '대기', dataIndex: 'queuedCnt', width: 70, align: 'right', render: formatNumber },
    { title: '완료', dataIndex: 'sentCnt', width: 70, align: 'right', render: formatNumber },
    {
      title: '실패',
      dataIndex: 'failedCnt',
      width: 70,
      align: 'right',
      render: (n: number) => <span className={n > 0 ? styles.error : undefined}>{formatNumber(n)}</span>,
    },
    { title: '문자 대체', dataIndex: 'fallbackCnt', width: 80, align: 'right', render: formatNumber },
  ];
  const messageColumns: TableColumnsType<SendMessageItem> = [
    { title: '발송', dataIndex: 'eventSendSn', width: 70 },
    { title: '이름', dataIndex: 'userNm', width: 90 },
    { title: '수신처', dataIndex: 'recipient', width: 150 },
    {
      title: '채널',
      dataIndex: 'channel',
      width: 150,
      render: (c: string, row) =>
        row.fallbackFrom ? `${channelText(c)} (알림톡 실패 대체)` : channelText(c),
    },
    { title: '상태', dataIndex: 'status', width: 100, render: (s: string) => <OutboxStatusTag status={s} /> },
    { title: '발송 시각', dataIndex: 'sentAt', width: 140, render: when },
    { title: '실패 사유', dataIndex: 'lastError', ellipsis: true, render: (e: string | null) => e ?? '-' },
  ];

  return (
    <div className={styles.panel}>
      <Table<SendHistoryItem>
        size="small"
        aria-label="발송 이력"
        rowKey={(r) => String(r.eventSendSn)}
        columns={columns}
        dataSource={history.data?.list ?? []}
        loading={history.isFetching}
        locale={{ emptyText: EMPTY_LIST_TEXT }}
        scroll={{ x: 900 }}
        onRow={(row) => ({
          onClick: () => setFilter({ ...filter, eventSendSn: row.eventSendSn, page: 0 }),
          style: { cursor: 'pointer' },
        })}
        rowClassName={(row) => (row.eventSendSn === filter.eventSendSn ? 'ant-table-row-selected' : '')}
        pagination={{
          current: page + 1,
          pageSize: 10,
          total: history.data?.totalCount ?? 0,
          onChange: (p) => setPage(p - 1),
          showSizeChanger: false,
        }}
      />
      <div className={styles.toolbar}>
        <strong>메시지</strong>
        <Select
          aria-label="발송 선택"
          style={{ minWidth: 160 }}
          value={filter.eventSendSn ?? 0}
          onChange={(v: number) => setFilter({ ...filter, eventSendSn: v === 0 ? null : v, page: 0 })}
          options={[
            { value: 0, label: '전체 발송' },
            ...(history.data?.list ?? []).map((s) => ({
              value: s.eventSendSn,
              label: `${s.eventSendSn}번 ${channelText(s.channel)}`,
            })),
          ]}
        />
        <Select
          aria-label="상태"
          style={{ minWidth: 120 }}
          value={filter.status ?? 'ALL'}
          onChange={(v: string) =>
            setFilter({ ...filter, status: v === 'ALL' ? null : (v as MessageFilter['status']), page: 0 })
          }
          options={[
            { value: 'ALL', label: '전체 상태' },
            { value: 'QUEUED', label: '발송 대기' },
            { value: 'SENT', label: '발송 완료' },
            { value: 'FAILED', label: '발송 실패' },
          ]}
        />
        <span>총 {formatNumber(messages.data?.totalCount ?? 0)}건</span>
      </div>
      <Table<SendMessageItem>
        size="small"
        aria-label="메시지 목록"
        rowKey={(r) => String(r.id)}
        columns={messageColumns}
        dataSource={messages.data?.list ?? []}
        loading={messages.isFetching}
        locale={{ emptyText: EMPTY_LIST_TEXT }}
        scroll={{ x: 900 }}
        pagination={{
          current: filter.page + 1,
          pageSize: 10,
          total: messages.data?.totalCount ?? 0,
          onChange: (p) => setFilter({ ...filter, page: p - 1 }),
          showSizeChanger: false,
        }}
      />
    </div>
  );
}
