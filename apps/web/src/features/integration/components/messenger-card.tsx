import {
  MESSENGER_LABEL,
  MESSENGER_MESSAGES,
  MESSENGER_REACHES_PERSON,
  type MessengerKind,
  messengerSettingsProblem,
} from '@pcs/domain';
import type { MessengerView } from '@pcs/domain/contracts/messenger';
import { Button, Card, Input, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useDisconnectMessenger } from '../api/disconnect-messenger';
import { useSaveMessenger } from '../api/save-messenger';
import { useTestMessenger } from '../api/test-messenger';

type Fields = {
  botToken: string;
  clientId: string;
  clientSecret: string;
  serviceAccount: string;
  privateKey: string;
  botId: string;
  webhookUrl: string;
};

/** What each messenger asks for: secrets are typed in again to change them, never shown back in full. */
const FIELDS: Record<MessengerKind, readonly { name: keyof Fields; label: string; secret: boolean }[]> = {
  SLACK: [{ name: 'botToken', label: '봇 토큰 (xoxb-...)', secret: true }],
  NAVER_WORKS: [
    { name: 'clientId', label: '클라이언트 ID', secret: false },
    { name: 'clientSecret', label: '클라이언트 시크릿', secret: true },
    { name: 'serviceAccount', label: '서비스 계정', secret: false },
    { name: 'privateKey', label: '개인 키 (PEM)', secret: true },
    { name: 'botId', label: '봇 ID', secret: false },
  ],
  TEAMS: [{ name: 'webhookUrl', label: 'Workflows 웹후크 URL', secret: true }],
  JANDI: [{ name: 'webhookUrl', label: '잔디 웹훅 URL', secret: true }],
  DOORAY: [{ name: 'webhookUrl', label: '두레이 웹훅 URL', secret: true }],
};

const HELP: Record<MessengerKind, string> = {
  SLACK:
    '임직원 이메일로 Slack 사용자를 찾아 봇이 개인 메시지로 보냅니다. 봇 권한: users:read.email, im:write, chat:write',
  NAVER_WORKS:
    '임직원 이메일(로그인 ID)로 봇이 1:1 메시지를 보냅니다. Developer Console의 앱·서비스 계정·봇 정보를 입력해 주세요.',
  TEAMS: 'Workflows 앱의 웹후크 요청 URL로 카드를 보냅니다. 흐름에서 정한 채널이나 채팅에 게시됩니다.',
  JANDI: '관리자 알림(승인 대기, 결제 실패 등)을 잔디 토픽으로 보냅니다.',
  DOORAY: '관리자 알림(승인 대기, 결제 실패 등)을 두레이 메신저 방으로 보냅니다.',
};

const empty: Fields = {
  botToken: '',
  clientId: '',
  clientSecret: '',
  serviceAccount: '',
  privateKey: '',
  botId: '',
  webhookUrl: '',
};

/**
 * One messenger of a company on 연동 설정 > 메신저 (decision 056): connect or change it, send a test, disconnect
 * it after a confirm. The fields are checked with the server's own rule (messengerSettingsProblem) before saving.
 */
export function MessengerCard({
  cmpyCd,
  view,
  anyHost = false,
}: {
  cmpyCd: string;
  view: MessengerView;
  /** The server takes any http(s) webhook address (its OUTBOUND_ALLOW_PRIVATE): the check follows it. */
  anyHost?: boolean;
}) {
  const kind = view.kind;
  const [fields, setFields] = useState<Fields>({
    ...empty,
    clientId: view.clientId ?? '',
    serviceAccount: view.serviceAccount ?? '',
    botId: view.botId ?? '',
  });
  const [notify, setNotify] = useState(view.notifyYn === 'Y');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveMessenger();
  const test = useTestMessenger();
  const disconnect = useDisconnectMessenger();

  const onSave = async () => {
    const found = messengerSettingsProblem(kind, fields, view.connected, anyHost);
    setProblem(found);
    if (found) return;
    try {
      await save.mutateAsync({ cmpyCd, kind, ...fields, notifyYn: notify ? 'Y' : 'N' });
      setFields((f) => ({ ...f, botToken: '', clientSecret: '', privateKey: '', webhookUrl: '' }));
      await alertMessage(MESSENGER_MESSAGES.saved(kind));
    } catch (error) {
      setProblem(errorText(error));
    }
  };
  const onTest = async () => {
    try {
      const reply = await test.mutateAsync({ cmpyCd, kind });
      await alertMessage(reply.message);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  const onDisconnect = async () => {
    if (!(await confirmMessage(MESSENGER_MESSAGES.disconnectConfirm(kind)))) return;
    try {
      await disconnect.mutateAsync({ cmpyCd, kind });
      await alertMessage(MESSENGER_MESSAGES.disconnected(kind));
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  return (
    <Card
      size="small"
      // Each messenger's card is a named region: its fields and buttons are found within it.
      role="region"
      aria-label={MESSENGER_LABEL[kind]}
      title={
        <Space>
          {MESSENGER_LABEL[kind]}
          {view.connected ? <Tag color="green">연결됨</Tag> : <Tag>연결 안 됨</Tag>}
          {!MESSENGER_REACHES_PERSON[kind] && <Tag color="blue">채널 게시</Tag>}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{HELP[kind]}</Typography.Paragraph>
      <Space orientation="vertical" style={{ width: '100%', maxWidth: 560 }}>
        {FIELDS[kind].map((f) => (
          <div key={f.name}>
            <div>{f.label}</div>
            {f.name === 'privateKey' ? (
              <Input.TextArea
                aria-label={f.label}
                rows={3}
                value={fields[f.name]}
                placeholder={
                  view.privateKeySet ? '저장된 키를 쓰려면 비워 두세요' : '-----BEGIN PRIVATE KEY-----'
                }
                onChange={(e) => setFields({ ...fields, [f.name]: e.target.value })}
              />
            ) : f.secret ? (
              <Input.Password
                aria-label={f.label}
                autoComplete="off"
                value={fields[f.name]}
                placeholder={view.secretHint ? `저장됨: ${view.secretHint} (바꿀 때만 입력)` : ''}
                onChange={(e) => setFields({ ...fields, [f.name]: e.target.value })}
              />
            ) : (
              <Input
                aria-label={f.label}
                value={fields[f.name]}
                onChange={(e) => setFields({ ...fields, [f.name]: e.target.value })}
              />
            )}
          </div>
        ))}
        <Space>
          <Switch aria-label="관리자 알림 받기" checked={notify} onChange={setNotify} />
          <span>관리자 알림 받기</span>
        </Space>
        {problem && (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        )}
        {view.lastTestDt && (
          <Typography.Text type="secondary">
            마지막 테스트: {view.lastTestDt} ({view.lastTestOk ? '성공' : '실패'})
          </Typography.Text>
        )}
        <Space>
          <Button type="primary" onClick={onSave} loading={save.isPending}>
            {view.connected ? '저장' : '연결'}
          </Button>
          <Button onClick={onTest} disabled={!view.connected} loading={test.isPending}>
            테스트 발송
          </Button>
          <Button danger onClick={onDisconnect} disabled={!view.connected} loading={disconnect.isPending}>
            연결 해제
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
