import { FUNNEL_STAGE_HELP, formatNumber, funnelSteps, SEND_CHANNEL_LABEL } from '@pcs/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Progress, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useErrorAlert } from '../../lib/use-error-alert';
import { type FunnelTarget, funnelQuery } from './funnel-query';

export { funnelKeys } from './funnel-query';

/**
 * The claim funnel of an event or an occasion rule: each stage from the message to the door with its count, its share
 * of the recipients and of the stage before, and the channels that delivered. Figures and rates come from the domain
 * (funnelSteps), so every screen shows the same ones.
 */
export function FunnelCard({
  title = '선물 수령 퍼널',
  extra,
  ...target
}: FunnelTarget & { title?: string; extra?: ReactNode }) {
  const query = useQuery(funnelQuery(target));
  useErrorAlert(query.error);
  const f = query.data;
  const eventCnt = f && 'eventCnt' in f && typeof f.eventCnt === 'number' ? f.eventCnt : null;
  return (
    <Card title={title} size="small" extra={extra} data-testid="funnel-card">
      {!f ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : f.counts.recipientCnt === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={eventCnt === 0 ? '아직 이 규칙으로 보낸 선물이 없습니다.' : '수령자가 없습니다.'}
        />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }} size={4}>
          <Typography.Text type="secondary">
            수령자 {formatNumber(f.counts.recipientCnt)}명
            {eventCnt !== null ? ` · 이벤트 ${formatNumber(eventCnt)}건` : ''}
          </Typography.Text>
          <ol aria-label="퍼널 단계" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {funnelSteps(f.counts).map((s) => (
              <li
                key={s.stage}
                aria-label={`${s.label} ${formatNumber(s.count)}명`}
                style={{
                  display: 'grid',
                  gridTemplateColumns: '96px 88px 1fr 120px',
                  alignItems: 'center',
                  gap: 8,
                }}
              >
                <Tooltip title={FUNNEL_STAGE_HELP[s.stage]}>
                  <Typography.Text strong>{s.label}</Typography.Text>
                </Tooltip>
                <Typography.Text style={{ textAlign: 'right' }}>{formatNumber(s.count)}명</Typography.Text>
                <Progress
                  percent={s.ofRecipients}
                  size="small"
                  showInfo={false}
                  aria-label={`${s.label} 비율`}
                />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {s.ofRecipients}% · 전 단계 {s.ofPrevious}%
                </Typography.Text>
              </li>
            ))}
          </ol>
          {f.deliveredByChannel.length > 0 && (
            <Space wrap size={4} aria-label="채널별 수신">
              <Typography.Text type="secondary">채널별 수신</Typography.Text>
              {f.deliveredByChannel.map((c) => (
                <Tag key={c.channel}>
                  {SEND_CHANNEL_LABEL[c.channel]} {formatNumber(c.count)}명
                </Tag>
              ))}
            </Space>
          )}
        </Space>
      )}
    </Card>
  );
}
