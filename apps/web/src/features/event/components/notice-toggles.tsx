import { NOTICE_KIND_LABEL, NOTICE_KINDS, type NoticeKind } from '@pcs/domain';
import { Card, Form, Space, Switch, Typography } from 'antd';

/**
 * The recipient messages of an event, one switch per kind (on by default). Lives in the settings form as the field
 * `noticeOff`: the kinds turned off. Editable in every status, a running event included: it concerns orders only.
 */
export function NoticeToggles() {
  return (
    <Card title="수령자 안내 메시지" size="small">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        신청 후 진행 상황을 수령자에게 알림톡(실패 시 문자, 휴대폰번호가 없으면 메일)으로 알려 드립니다. 끈
        안내는 보내지 않습니다.
      </Typography.Paragraph>
      <Form.Item name="noticeOff" noStyle>
        <NoticeSwitches />
      </Form.Item>
    </Card>
  );
}

function NoticeSwitches({
  value = [],
  onChange,
}: {
  value?: readonly NoticeKind[];
  onChange?: (off: NoticeKind[]) => void;
}) {
  return (
    <Space wrap size="large">
      {NOTICE_KINDS.map((kind) => (
        <Space key={kind} size={8}>
          <Switch
            checked={!value.includes(kind)}
            aria-label={NOTICE_KIND_LABEL[kind]}
            onChange={(on) => onChange?.(on ? value.filter((k) => k !== kind) : [...value, kind])}
          />
          <span>{NOTICE_KIND_LABEL[kind]}</span>
        </Space>
      ))}
    </Space>
  );
}

/** The detail screen's line: which messages go. */
export function noticeSummary(off: readonly NoticeKind[]): string {
  if (off.length === 0) return '모두 발송';
  const on = NOTICE_KINDS.filter((k) => !off.includes(k));
  return on.length === 0
    ? '모두 끔'
    : `${on.map((k) => NOTICE_KIND_LABEL[k]).join(', ')} 발송 (끔: ${off.map((k) => NOTICE_KIND_LABEL[k]).join(', ')})`;
}
