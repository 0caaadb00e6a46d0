import {
  FUNNEL_FILTER_CODES,
  FUNNEL_FILTERS,
  FUNNEL_STAGE_LABEL,
  FUNNEL_STAGES,
  type FunnelFilter,
  type FunnelRecipientRow,
  formatNumber,
  REMINDABLE_FUNNEL_FILTERS,
  SEND_CHANNEL_LABEL,
  SEND_CHANNELS,
  type SendChannel,
} from '@pcs/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Modal, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { funnelKeys } from '../../../components/funnel/funnel-card';
import { alertMessage } from '../../../lib/dialog';
import { newRequestKey } from '../../../lib/request-key';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useFunnelRecipients } from '../api/get-funnel-recipients';
import { useSendFunnelReminder } from '../api/send-funnel-reminder';

/** The stages as a row of small tags: reached ones coloured, so a column reads as the person's funnel. */
function StageTags({ r }: { r: FunnelRecipientRow }) {
  const reached = FUNNEL_STAGES.filter((s) => r[s]);
  return (
    <Space
      size={2}
      wrap
      aria-label={`퍼널 ${reached.map((s) => FUNNEL_STAGE_LABEL[s]).join(', ') || '없음'}`}
    >
      {FUNNEL_STAGES.map((s) => (
        <Tag
          key={s}
          color={r[s] ? 'green' : undefined}
          // A stage not reached: a dashed outline with dark grey text (a faded tag fell below 4.5:1, WCAG 1.4.3).
          style={
            r[s] ? { marginInlineEnd: 0 } : { marginInlineEnd: 0, borderStyle: 'dashed', color: '#595959' }
          }
        >
          {FUNNEL_STAGE_LABEL[s]}
        </Tag>
      ))}
    </Space>
  );
}

/**
 * The event's recipients with their funnel (decision 053): a filter such as "수신했으나 링크 미열람" lists exactly the
 * people a targeted reminder will reach (those of them who have not applied), sent after a confirm.
 */
export function FunnelRecipients({ eventSn, canRemind }: { eventSn: number; canRemind: boolean }) {
  const [filter, setFilter] = useState<FunnelFilter | null>(null);
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const [channel, setChannel] = useState<SendChannel>('SMS');
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const list = useFunnelRecipients({ eventSn, filter, page: page - 1 });
  useErrorAlert(list.error);
  const send = useSendFunnelReminder();
  const queryClient = useQueryClient();
  const total = list.data?.totalCount ?? 0;
  const remindable = filter !== null && REMINDABLE_FUNNEL_FILTERS.includes(filter);

  const submit = async () => {
    if (!filter) return;
    try {
      const r = await send.mutateAsync({ eventSn, channel, funnelFilter: filter, requestKey });
      setConfirming(false);
      setRequestKey(newRequestKey());
      await queryClient.invalidateQueries({ queryKey: funnelKeys.all });
      await alertMessage(`${formatNumber(r.recipientCnt)}명에게 리마인드 발송을 등록했습니다.`);
    } catch (error) {
      setConfirming(false);
      await alertMessage(errorText(error));
    }
  };

  return (
    <Card
      title={`수령자별 퍼널 (${formatNumber(total)}명)`}
      size="small"
      data-testid="funnel-recipients"
      extra={
        <Space wrap>
          <Select<FunnelFilter | 'ALL'>
            aria-label="퍼널 조건"
            style={{ width: 220 }}
            value={filter ?? 'ALL'}
            onChange={(v) => {
              setFilter(v === 'ALL' ? null : v);
              setPage(1);
            }}
            options={[
              { value: 'ALL', label: '전체 수령자' },
              ...FUNNEL_FILTER_CODES.map((f) => ({ value: f, label: FUNNEL_FILTERS[f].label })),
            ]}
          />
          {canRemind && (
            <Button type="primary" disabled={!remindable || total === 0} onClick={() => setConfirming(true)}>
              이 조건으로 리마인드
            </Button>
          )}
        </Space>
      }
    >
      <Table<FunnelRecipientRow>
        size="small"
        rowKey="unqUserId"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: 15,
          total,
          showSizeChanger: false,
          onChange: setPage,
        }}
        locale={{ emptyText: filter ? '조건에 맞는 수령자가 없습니다.' : '수령자가 없습니다.' }}
        scroll={{ x: 900 }}
        columns={[
          { title: '이름', dataIndex: 'userNm', width: 100 },
          { title: '아이디', dataIndex: 'userId', width: 130 },
          { title: '그룹', dataIndex: 'grupNm', width: 120, render: (v: string | null) => v ?? '-' },
          {
            title: '수신 채널',
            dataIndex: 'deliveredChannels',
            width: 130,
            render: (v: SendChannel[]) => (v.length ? v.map((c) => SEND_CHANNEL_LABEL[c]).join(', ') : '-'),
          },
          { title: '퍼널', key: 'funnel', render: (_, r) => <StageTags r={r} /> },
        ]}
      />
      <Modal
        open={confirming}
        title="리마인드 발송"
        okText="발송"
        cancelText="취소"
        confirmLoading={send.isPending}
        onOk={() => void submit()}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        <Space orientation="vertical">
          <Typography.Text>
            {`'${filter ? FUNNEL_FILTERS[filter].label : ''}' 수령자 ${formatNumber(total)}명 중 아직 신청하지 않은 분께 리마인드를 보냅니다.`}
          </Typography.Text>
          <Radio.Group
            aria-label="발송 채널"
            value={channel}
            onChange={(e) => setChannel(e.target.value as SendChannel)}
            options={SEND_CHANNELS.map((c) => ({ value: c, label: SEND_CHANNEL_LABEL[c] }))}
          />
        </Space>
      </Modal>
    </Card>
  );
}
