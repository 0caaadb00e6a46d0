import {
  defaultMessageBody,
  defaultMessageSubject,
  EVENT_SEND_MESSAGES,
  formatNumber,
  isDefaultMessageBody,
  LMS_MAX_BYTES,
  messageTextProblem,
  normalizeMessageText,
  SEND_CHANNEL_LABEL,
  SEND_KIND_LABEL,
  SEND_TARGET_LABEL,
  type SendChannel,
  type SendKind,
  type SendTarget,
} from '@pcs/domain';
import type { SendPreviewRequest } from '@pcs/domain/contracts/event-send';
import { Alert, Checkbox, DatePicker, Empty, Modal, Radio, Select, Space, Spin, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { GroupTreeSelect } from '../../../components/back-office/group-tree-select';
import { confirmTaxSend, type TaxSendGo } from '../../../components/tax/tax-send-check';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { newRequestKey } from '../../../lib/request-key';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { useSendPreview } from '../api/preview-send';
import { useSendEvent } from '../api/send-event';
import { EVENT_SEND_DIALOG_TEXT } from '../texts';
import styles from './event-send.module.css';
import { MessageEditor } from './message-editor';
import { RecipientPicker } from './recipient-picker';

export type EventSendDialogProps = {
  open: boolean;
  eventSn: number;
  /** The event's company: its groups are the group choices. */
  cmpyCd: string;
  channel: SendChannel;
  kind?: SendKind;
  /** People chosen on the calling screen (recipients list, not-applied list): the picker starts with them. */
  unqUserIds?: readonly string[];
  initialTarget?: SendTarget;
  /** The targets offered; by default all of an invitation's, and a reminder's without 전체 (it reaches the not-applied). */
  targets?: readonly SendTarget[];
  /** Offer a new initial password for first-login recipients (operators' invitations). */
  allowPassword?: boolean;
  onClose: () => void;
  onSent?: (reply: { eventSendSn: number; recipientCnt: number }) => void;
};

const TITLE: Record<SendChannel, string> = {
  ALIMTALK: '알림톡 발송',
  SMS: '문자 발송',
  MAIL: '이벤트 메일 발송',
};
const DEFAULT_TARGETS: Record<SendKind, readonly SendTarget[]> = {
  INVITE: ['ALL', 'GROUP', 'USERS', 'NOT_APPLIED'],
  REMIND: ['NOT_APPLIED', 'GROUP', 'USERS'],
};

/**
 * spec §2 pop-ups "event mail, alimtalk, SMS": choose who (all recipients, a group, people picked in the pop-up's own
 * table, those not applied) and when (now or a chosen time), edit the text (pre-filled with the default, variables as
 * chips, length as carriers count it), see it as each recipient will get it, then send. One request key per
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
  targets = DEFAULT_TARGETS[kind],
  allowPassword = true,
  onClose,
  onSent,
}: EventSendDialogProps) {
  useReturnFocus(true);
  const [requestKey] = useState(newRequestKey);
  const [target, setTarget] = useState<SendTarget>(
    initialTarget ?? (unqUserIds?.length && targets.includes('USERS') ? 'USERS' : targets[0]!),
  );
  const [chosen, setChosen] = useState<string[]>(() => [...(unqUserIds ?? [])]);
  const [grupCd, setGrupCd] = useState<string | null>(null);
  const [issuePwd, setIssuePwd] = useState(false);
  const [scheduled, setScheduled] = useState(false);
  const [sendAt, setSendAt] = useState<Dayjs | null>(null);
  const [sampleIndex, setSampleIndex] = useState(0);
  const [subject, setSubject] = useState(() => defaultMessageSubject(kind));
  const [body, setBody] = useState(() => defaultMessageBody(kind));
  const send = useSendEvent(eventSn);

  const mail = channel === 'MAIL';
  const edited = !isDefaultMessageBody(kind, body);
  const subjectEdited = mail && normalizeMessageText(subject) !== defaultMessageSubject(kind);
  // Only what differs from the default travels: the server fills the default in itself.
  const text = useMemo(
    () => ({ subject: subjectEdited ? subject : null, body: edited ? body : null }),
    [subject, body, edited, subjectEdited],
  );
  const problem = messageTextProblem(text);
  const settledText = useDebouncedValue(text, 400);

  const missingChoice =
    target === 'GROUP' && !grupCd
      ? EVENT_SEND_MESSAGES.groupRequired
      : target === 'USERS' && chosen.length === 0
        ? EVENT_SEND_MESSAGES.usersRequired
        : null;
  const settledProblem = messageTextProblem(settledText);
  const request = useMemo<SendPreviewRequest | null>(() => {
    if (missingChoice || settledProblem) return null;
    return {
      eventSn,
      kind,
      channel,
      target,
      grupCd: target === 'GROUP' ? grupCd : null,
      unqUserIds: target === 'USERS' ? chosen : null,
      issuePwdYn: issuePwd ? 'Y' : 'N',
      ...settledText,
    };
  }, [eventSn, kind, channel, target, grupCd, chosen, issuePwd, settledText, missingChoice, settledProblem]);
  const preview = useSendPreview(request);
  useErrorAlert(preview.error);
  const samples = preview.data?.sampleList ?? [];
  const sample = samples[Math.min(sampleIndex, samples.length - 1)];
  const sendChannel = preview.data?.sendChannel ?? channel;

  const onOk = async () => {
    if (missingChoice) return void alertMessage(missingChoice);
    if (problem) return void alertMessage(problem.message);
    if (scheduled && !sendAt?.isAfter(dayjs())) return void alertMessage(EVENT_SEND_MESSAGES.sendAtPast);
    const maxBytes = preview.data?.maxBytes ?? null;
    if (maxBytes !== null && maxBytes > LMS_MAX_BYTES)
      return void alertMessage(EVENT_SEND_MESSAGES.tooLong(maxBytes));
    const count = preview.data?.recipientCnt ?? 0;
    if (count === 0) return void alertMessage(EVENT_SEND_MESSAGES.noRecipients);
    // An invitation gives the gift: first the tax warning (decision 051), who would pass a non-taxable limit.
    let tax: TaxSendGo | null = null;
    if (kind === 'INVITE') {
      try {
        tax = await confirmTaxSend([{ eventSn }]);
      } catch (error) {
        return void alertMessage(errorText(error));
      }
      if (!tax) return;
    }
    const ok = await confirmMessage(
      EVENT_SEND_DIALOG_TEXT.sendConfirm(
        count,
        scheduled && sendAt ? sendAt.format('YYYY.MM.DD HH:mm') : null,
        `${SEND_KIND_LABEL[kind]} ${SEND_CHANNEL_LABEL[sendChannel]}`,
      ),
    );
    if (!ok) return;
    try {
      await tax?.acknowledge();
      const reply = await send.mutateAsync({
        eventSn,
        kind,
        channel,
        target,
        grupCd: target === 'GROUP' ? grupCd : null,
        unqUserIds: target === 'USERS' ? chosen : null,
        issuePwdYn: issuePwd ? 'Y' : 'N',
        ...text,
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
      width={1080}
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
              options={targets.map((t) => ({ value: t, label: SEND_TARGET_LABEL[t] }))}
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
          {target === 'USERS' && (
            <RecipientPicker
              eventSn={eventSn}
              notAppliedOnly={kind === 'REMIND'}
              value={chosen}
              onChange={setChosen}
            />
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
          {allowPassword && (
            <Checkbox checked={issuePwd} onChange={(e) => setIssuePwd(e.target.checked)}>
              최초 로그인 전 수령자에게 초기 비밀번호를 새로 발급해 함께 보냅니다
            </Checkbox>
          )}
        </section>

        <div className={styles.textColumn}>
          <section aria-label="문구">
            <MessageEditor
              channel={channel}
              subject={subject}
              body={body}
              onSubjectChange={setSubject}
              onBodyChange={setBody}
              problem={problem}
              maxBytes={preview.data && !problem ? preview.data.maxBytes : undefined}
              edited={edited}
              onReset={() => {
                setBody(defaultMessageBody(kind));
                setSubject(defaultMessageSubject(kind));
              }}
            />
          </section>

          <section className={styles.preview} aria-label="미리보기">
            <div className={styles.previewHead}>
              <strong>미리보기</strong>
              {preview.data && request && (
                <span className={styles.count} data-testid="send-count">
                  발송 대상 {formatNumber(preview.data.recipientCnt)}명
                  {preview.data.noContactCnt > 0 &&
                    ` (연락처 없음 ${formatNumber(preview.data.noContactCnt)}명 제외)`}
                </span>
              )}
            </div>
            {missingChoice ? (
              <Empty description={missingChoice} image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : problem ? (
              <Empty description={EVENT_SEND_MESSAGES.fixTextFirst} image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : !request || preview.isPending ? (
              <Spin />
            ) : preview.isError ? (
              <Alert type="error" title={errorText(preview.error)} />
            ) : !sample ? (
              <Empty description={EVENT_SEND_MESSAGES.noRecipients} image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <>
                <Space wrap className={styles.sampleBar}>
                  <Select
                    aria-label="미리보기 수령자"
                    value={Math.min(sampleIndex, samples.length - 1)}
                    onChange={setSampleIndex}
                    options={samples.map((s, i) => ({ value: i, label: `${s.userNm} (${s.recipient})` }))}
                    style={{ minWidth: 220 }}
                  />
                  {sample.smsKind && (
                    <Tag color={sample.smsKind === 'LMS' ? 'purple' : 'blue'}>
                      {sendChannel === 'ALIMTALK' ? `실패 시 ${sample.smsKind} 대체 발송` : sample.smsKind}
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
      </div>
    </Modal>
  );
}
