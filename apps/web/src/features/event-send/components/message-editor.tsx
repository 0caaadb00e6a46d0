import {
  EVENT_SEND_MESSAGES,
  formatNumber,
  LMS_MAX_BYTES,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  MESSAGE_VARIABLE_LABEL,
  MESSAGE_VARIABLES,
  type MessageVariable,
  REQUIRED_MESSAGE_VARIABLES,
  type SendChannel,
  SMS_MAX_BYTES,
} from '@pcs/domain';
import { Alert, Button, Input, type InputRef, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef } from 'react';
import styles from './event-send.module.css';

type Field = 'subject' | 'body';

export type MessageEditorProps = {
  /** The channel the pop-up was opened for (alimtalk shows whether its template still applies). */
  channel: SendChannel;
  subject: string;
  body: string;
  onSubjectChange: (subject: string) => void;
  onBodyChange: (body: string) => void;
  /** What is wrong with the text (domain messageTextProblem), shown under its field. */
  problem: { field: Field; message: string } | null;
  /** The most bytes the phone text takes for anyone of the send (from the preview); undefined while unknown. */
  maxBytes: number | null | undefined;
  /** The body differs from the default of its kind. */
  edited: boolean;
  onReset: () => void;
};

const isRequired = (v: MessageVariable) => (REQUIRED_MESSAGE_VARIABLES as readonly string[]).includes(v);

/** "86 / 90바이트 · SMS", "412 / 2,000바이트 · LMS", or over the LMS limit. */
function ByteCount({ bytes }: { bytes: number | null | undefined }) {
  if (bytes == null) return <span className={styles.hint}>길이 계산 중…</span>;
  if (bytes > LMS_MAX_BYTES)
    return (
      <span className={styles.error} data-testid="message-bytes">
        {formatNumber(bytes)} / {formatNumber(LMS_MAX_BYTES)}바이트 · 보낼 수 없는 길이입니다
      </span>
    );
  const sms = bytes <= SMS_MAX_BYTES;
  return (
    <span className={styles.hint} data-testid="message-bytes">
      {formatNumber(bytes)} / {formatNumber(sms ? SMS_MAX_BYTES : LMS_MAX_BYTES)}바이트 ·{' '}
      {sms ? 'SMS' : 'LMS'}
    </span>
  );
}

/**
 * The text a send goes with, pre-filled with the default of its kind and editable: the mail subject (mail only) and
 * the body, variables as chips inserted at the cursor (the server fills them in per recipient), the length as the
 * carriers count it (SMS up to 90 bytes, LMS up to 2,000) for phone channels, and for alimtalk whether the registered
 * template still applies (an edited text goes by SMS/LMS).
 */
export function MessageEditor({
  channel,
  subject,
  body,
  onSubjectChange,
  onBodyChange,
  problem,
  maxBytes,
  edited,
  onReset,
}: MessageEditorProps) {
  const subjectRef = useRef<InputRef>(null);
  const bodyRef = useRef<TextAreaRef>(null);
  const lastField = useRef<Field>('body');
  const mail = channel === 'MAIL';

  const insert = (variable: MessageVariable) => {
    const field: Field = mail ? lastField.current : 'body';
    const element =
      field === 'subject' ? subjectRef.current?.input : bodyRef.current?.resizableTextArea?.textArea;
    const current = field === 'subject' ? subject : body;
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    const next = `${current.slice(0, start)}${variable}${current.slice(end)}`;
    (field === 'subject' ? onSubjectChange : onBodyChange)(next);
    // Back to the field with the cursor after the chip, once React has written the new value.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + variable.length, start + variable.length);
    });
  };

  return (
    <div className={styles.editor}>
      {mail && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor="send-subject">
            메일 제목
          </label>
          <Input
            id="send-subject"
            ref={subjectRef}
            value={subject}
            maxLength={MESSAGE_SUBJECT_MAX}
            status={problem?.field === 'subject' ? 'error' : undefined}
            onFocus={() => {
              lastField.current = 'subject';
            }}
            onChange={(e) => onSubjectChange(e.target.value)}
          />
          {problem?.field === 'subject' && (
            <span className={styles.error} role="alert">
              {problem.message}
            </span>
          )}
        </div>
      )}
      <div className={styles.field}>
        <div className={styles.editorHead}>
          <label className={styles.label} htmlFor="send-body">
            보낼 문구
          </label>
          <Button size="small" type="link" onClick={onReset} disabled={!edited}>
            기본 문구로
          </Button>
        </div>
        <Input.TextArea
          id="send-body"
          ref={bodyRef}
          value={body}
          maxLength={MESSAGE_BODY_MAX}
          autoSize={{ minRows: 6, maxRows: 9 }}
          status={problem?.field === 'body' ? 'error' : undefined}
          onFocus={() => {
            lastField.current = 'body';
          }}
          onChange={(e) => onBodyChange(e.target.value)}
        />
        <div className={styles.editorFoot}>
          {problem?.field === 'body' ? (
            <span className={styles.error} role="alert">
              {problem.message}
            </span>
          ) : (
            <span className={styles.hint}>{EVENT_SEND_MESSAGES.requiredHint}</span>
          )}
          {mail ? (
            <span className={styles.hint}>
              {formatNumber(body.length)} / {formatNumber(MESSAGE_BODY_MAX)}자
            </span>
          ) : (
            <ByteCount bytes={maxBytes} />
          )}
        </div>
      </div>
      <fieldset className={styles.chips}>
        <legend className={styles.hint}>{EVENT_SEND_MESSAGES.variablesHint}</legend>
        {MESSAGE_VARIABLES.map((v) => (
          <Tooltip key={v} title={`${MESSAGE_VARIABLE_LABEL[v]}${isRequired(v) ? ' (필수)' : ''}`}>
            <Button
              size="small"
              type={isRequired(v) ? 'primary' : 'default'}
              ghost={isRequired(v)}
              onClick={() => insert(v)}
              aria-label={`${MESSAGE_VARIABLE_LABEL[v]} 변수 ${v} 넣기`}
            >
              {v}
            </Button>
          </Tooltip>
        ))}
      </fieldset>
      {channel === 'ALIMTALK' &&
        (edited ? (
          <Alert type="warning" showIcon title={EVENT_SEND_MESSAGES.alimtalkAsSms} />
        ) : (
          <span className={styles.hint}>{EVENT_SEND_MESSAGES.alimtalkTemplate}</span>
        ))}
    </div>
  );
}
