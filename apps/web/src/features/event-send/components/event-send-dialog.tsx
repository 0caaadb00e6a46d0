import {
  EVENT_SEND_MESSAGES,
  formatNumber,
  SEND_CHANNEL_LABEL,
  SEND_KIND_LABEL,
  SEND_TARGET_LABEL,
  type SendChannel,
  type SendKind,
  type SendTarget,
  withParticle,
} from '@pcs/domain';
import type { SendPreviewRequest } from '@pcs/domain/contracts/event-send';
import { Alert, Checkbox, DatePicker, Empty, Modal, Radio, Select, Space, Spin, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { GroupTreeSelect } from '../../../components/back-office/group-tree-select';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useSendPreview } from '../api/preview-send';
import { useSendEvent } from '../api/send-event';
import styles from './event-send.module.css';

export type EventSendDialogProps = {
  open: boolean;
  eventSn: number;
  /** The event's company: its groups are the group choices. */
  cmpyCd: string;
  channel: SendChannel;
  kind?: SendKind;
  /** People chosen on the calling screen (recipients list, not-applied list): offers the 선택한 수령자 target. */
  unqUserIds?: readonly string[];
  initialTarget?: SendTarget;
  onClose: () => void;
  onSent?: (reply: { eventSendSn: number; recipientCnt: number }) => void;
};

const TITLE: Record<SendChannel, string> = {
  ALIMTALK: '알림톡 발송',
  SMS: '문자 발송',
  MAIL: '이벤트 메일 발송',
};
const newRequestKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * spec §2 pop-ups "event mail, alimtalk, SMS": choose who (all recipients, a group, chosen people, those not applied)
 * and when (now or a chosen time), see the message with each recipient's own values, then send. One request key per
 * opening: a double click or a retried submit queues nothing twice. Mount it only while open (destroyOnHidden).
 */
export function EventSendDialog(props: EventSendDialogProps) {
  return props.open ? <EventSendDialogBody {...props} /> : null;
}

function EventSendDialogBody({
  eventSn,
  cmpyCd,
  channel,
  kind = 'INVITE',
  unqUserIds,
  initialTarget,
  onClose,
  onSent,
}: EventSendDialogProps) {
  const chosen = unqUserIds && unqUserIds.length > 0 ? unqUserIds : null;
  const [requestKey] = useState(newRequestKey);
  const [target, setTarget] = useState<SendTarget>(initialTarget ?? (chosen ? 'USERS' : 'ALL'));
  const [grupCd, setGrupCd] = useState<string | null>(null);
  const [issuePwd, setIssuePwd] = useState(false);
  const [scheduled, setScheduled] = useState(false);
  const [sendAt, setSendAt] = useState<Dayjs | null>(null);
  const [sampleIndex, setSampleIndex] = useState(0);
  const send = useSendEvent(eventSn);

  const request = useMemo<SendPreviewRequest | null>(() => {
    if (target === 'GROUP' && !grupCd) return null;
    return {
      eventSn,
      kind,
      channel,
      target,
      grupCd: target === 'GROUP' ? grupCd : null,
      unqUserIds: target === 'USERS' ? [...(chosen ?? [])] : null,
      issuePwdYn: issuePwd ? 'Y' : 'N',
    };
  }, [eventSn, kind, channel, target, grupCd, chosen, issuePwd]);
  const preview = useSendPreview(request);
  useErrorAlert(preview.error);
  const sample = preview.data?.sampleList[Math.min(sampleIndex, (preview.data?.sampleList.length ?? 1) - 1)];

  const targets = (['ALL', 'GROUP', 'USERS', 'NOT_APPLIED'] as const).filter((t) => t !== 'USERS' || chosen);

  const onOk = async () => {
    if (target === 'GROUP' && !grupCd) return void alertMessage(EVENT_SEND_MESSAGES.groupRequired);
    if (scheduled && !sendAt?.isAfter(dayjs())) return void alertMessage(EVENT_SEND_MESSAGES.sendAtPast);
    const count = preview.data?.recipientCnt ?? 0;
    if (count === 0) return void alertMessage(EVENT_SEND_MESSAGES.noRecipients);
    const when = scheduled && sendAt ? `${sendAt.format('YYYY.MM.DD HH:mm')}에 ` : '';
    const ok = await confirmMessage(
      `${formatNumber(count)}명에게 ${when}${withParticle(`${SEND_KIND_LABEL[kind]} ${SEND_CHANNEL_LABEL[channel]}`, '을/를')} 발송하시겠습니까?`,
    );
    if (!ok || !request) return;
    try {
      const reply = await send.mutateAsync({
        ...request,
        requestKey,
        sendAt: scheduled && sendAt ? sendAt.toISOString() : null,
      });
      await alertMessage(EVENT_SEND_MESSAGES.sent(reply.recipientCnt));
      onSent?.(reply);
      onClose();
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  return (
    <Modal
      title={`${TITLE[channel]} (${SEND_KIND_LABEL[kind]})`}
      open
      width={760}
      okText={scheduled ? '예약 발송' : '발송'}
      cancelText="취소"
      confirmLoading={send.isPending}
      onOk={() => void onOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className={styles.dialog}>
        <section className={styles.options} aria-label="발송 설정">
          <div className={styles.field}>
            <span className={styles.label}>발송 대상</span>
            <Radio.Group
              value={target}
              onChange={(e) => setTarget(e.target.value as SendTarget)}
              options={targets.map((t) => ({
                value: t,
                label:
                  t === 'USERS' ? `${SEND_TARGET_LABEL[t]} ${chosen?.length ?? 0}명` : SEND_TARGET_LABEL[t],
              }))}
            />
          </div>
          {target === 'GROUP' && (
            <div className={styles.field}>
              <label className={styles.label} htmlFor="send-group">
                그룹
              </label>
              <GroupTreeSelect id="send-group" cmpyCd={cmpyCd} value={grupCd} onChange={setGrupCd} />
            </div>
          )}
          <div className={styles.field}>
            <span className={styles.label}>발송 시각</span>
            <Space wrap>
              <Radio.Group
                value={scheduled ? 'AT' : 'NOW'}
                onChange={(e) => setScheduled(e.target.value === 'AT')}
                options={[
                  { value: 'NOW', label: '즉시 발송' },
                  { value: 'AT', label: '예약 발송' },
                ]}
              />
              {scheduled && (
                <DatePicker
                  aria-label="예약 발송 시각"
                  showTime={{ format: 'HH:mm', minuteStep: 5 }}
                  format="YYYY.MM.DD HH:mm"
                  value={sendAt}
                  onChange={setSendAt}
                  disabledDate={(d) => d.isBefore(dayjs(), 'day')}
                  placeholder="발송 일시 선택"
                />
              )}
            </Space>
          </div>
          <Checkbox checked={issuePwd} onChange={(e) => setIssuePwd(e.target.checked)}>
            최초 로그인 전 수령자에게 초기 비밀번호를 새로 발급해 함께 보냅니다
          </Checkbox>
        </section>

        <section className={styles.preview} aria-label="미리보기">
          <div className={styles.previewHead}>
            <strong>미리보기</strong>
            {preview.data && (
              <span className={styles.count}>
                발송 대상 {formatNumber(preview.data.recipientCnt)}명
                {preview.data.noContactCnt > 0 &&
                  ` (연락처 없음 ${formatNumber(preview.data.noContactCnt)}명 제외)`}
              </span>
            )}
          </div>
          {!request ? (
            <Empty description={EVENT_SEND_MESSAGES.groupRequired} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : preview.isPending ? (
            <Spin />
          ) : preview.isError ? (
            <Alert type="error" message={errorText(preview.error)} />
          ) : !sample ? (
            <Empty description={EVENT_SEND_MESSAGES.noRecipients} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <>
              <Space wrap className={styles.sampleBar}>
                <Select
                  aria-label="미리보기 수령자"
                  value={Math.min(sampleIndex, preview.data.sampleList.length - 1)}
                  onChange={setSampleIndex}
                  options={preview.data.sampleList.map((s, i) => ({
                    value: i,
                    label: `${s.userNm} (${s.recipient})`,
                  }))}
                  style={{ minWidth: 220 }}
                />
                {sample.smsKind && (
                  <Tag color={sample.smsKind === 'LMS' ? 'purple' : 'blue'}>
                    {channel === 'ALIMTALK' ? `실패 시 ${sample.smsKind} 대체 발송` : sample.smsKind}
                  </Tag>
                )}
              </Space>
              <div className={styles.message} data-testid="send-preview-body">
                {sample.subject && <p className={styles.subject}>{sample.subject}</p>}
                {sample.body}
              </div>
            </>
          )}
        </section>
      </div>
    </Modal>
  );
}
