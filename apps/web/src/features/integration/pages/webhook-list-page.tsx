import { PlusOutlined } from '@ant-design/icons';
import {
  isOperatorAdmin,
  WEBHOOK_EVENT_LABEL,
  type WebhookEventType,
  type WebhookSubscriptionRow,
} from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import {
  Alert,
  Button,
  Card,
  Empty,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { CompanySelect } from '../../../components/back-office/company-multi-select';
import { EMPTY_LIST_TEXT } from '../../../components/back-office/list-table';
import { PageHeader } from '../../../components/back-office/page-header';
import { Form } from '../../../components/form/enter-safe-form';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhookList } from '../api/list-webhooks';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useCreateWebhook, useUpdateWebhook } from '../api/save-webhook';
import { useSendWebhookTest } from '../api/send-webhook-test';
import { DeliveryStatusTag, timeText, WebhookDeliveryDrawer } from '../components/webhook-delivery-drawer';
import { WebhookFormModal, type WebhookFormValues } from '../components/webhook-form-modal';
import { WebhookSecretModal } from '../components/webhook-secret-modal';

/**
 * /integration/webhook/list (decision 038): a company's webhook subscriptions. Operators pick the company; a client
 * manager sees their own (the server decides either way). Create and edit in a modal, the secret shown once, test
 * ping, secret rotation and delete with confirms, and each subscription's delivery log with replay.
 */
export default function WebhookListPage() {
  const user = useSession((s) => s.loginUserData);
  const operator = isOperatorAdmin(user?.authCd ?? '');
  const [cmpyCd, setCmpyCd] = useState<string | null>(null);
  const ready = !operator || cmpyCd !== null;
  const list = useWebhookList({ cmpyCd: operator ? cmpyCd : null }, ready);
  useErrorAlert(list.error);
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const ping = useSendWebhookTest();
  const [editing, setEditing] = useState<WebhookSubscriptionRow | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<WebhookSubscriptionRow | null>(null);

  const run = async <T,>(work: () => Promise<T>, done?: (result: T) => void | Promise<void>) => {
    try {
      const result = await work();
      await done?.(result);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  const save = (values: WebhookFormValues) =>
    run(
      async () => {
        const common = {
          url: values.url.trim(),
          eventTypes: values.eventTypes,
          description: values.description?.trim() || null,
        };
        if (editing && editing !== 'new') {
          await update.mutateAsync({
            subscriptionSn: editing.subscriptionSn,
            ...common,
            activeYn: values.active ? 'Y' : 'N',
          });
          return null;
        }
        return (await create.mutateAsync({ cmpyCd: operator ? cmpyCd : null, ...common })).secret;
      },
      async (newSecret) => {
        setEditing(null);
        if (newSecret) setSecret(newSecret);
        else await alertMessage('저장되었습니다.');
      },
    );

  const onRotate = async (row: WebhookSubscriptionRow) => {
    if (
      !(await confirmMessage(
        '비밀키를 새로 만들면 이전 비밀키로는 서명을 검증할 수 없습니다. 계속하시겠습니까?',
      ))
    )
      return;
    await run(
      () => rotate.mutateAsync(row.subscriptionSn),
      (reply) => setSecret(reply.secret),
    );
  };
  const onDelete = async (row: WebhookSubscriptionRow) => {
    if (!(await confirmMessage('이 웹훅을 삭제하시겠습니까? 더 이상 전송되지 않습니다.'))) return;
    await run(
      () => remove.mutateAsync(row.subscriptionSn),
      () => alertMessage('삭제되었습니다.'),
    );
  };
  const onPing = (row: WebhookSubscriptionRow) =>
    run(
      () => ping.mutateAsync(row.subscriptionSn),
      () => alertMessage('테스트 메시지(ping)를 보냈습니다. 전송 기록에서 결과를 확인하세요.'),
    );

  const columns: TableColumnsType<WebhookSubscriptionRow> = [
    {
      title: '수신 URL',
      dataIndex: 'url',
      width: 280,
      ellipsis: true,
      render: (url: string, row) => (
        <>
          <Typography.Text ellipsis={{ tooltip: url }}>{url}</Typography.Text>
          {row.description && <div style={{ color: 'rgba(0,0,0,0.45)' }}>{row.description}</div>}
        </>
      ),
    },
    {
      title: '이벤트',
      dataIndex: 'eventTypes',
      render: (types: string[]) => (
        <Space size={[0, 4]} wrap>
          {types.map((type) => (
            <Tag key={type}>{WEBHOOK_EVENT_LABEL[type as WebhookEventType] ?? type}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: '상태',
      dataIndex: 'activeYn',
      width: 90,
      render: (v: 'Y' | 'N', row) =>
        v === 'Y' ? (
          <Tag color="green">사용</Tag>
        ) : (
          <Tooltip title={row.disabledReason ?? undefined}>
            <Tag color={row.disabledReason ? 'red' : 'default'}>중지</Tag>
          </Tooltip>
        ),
    },
    {
      title: '최근 전송',
      key: 'last',
      width: 190,
      render: (_, row) =>
        row.lastDelivery ? (
          <>
            <DeliveryStatusTag status={row.lastDelivery.status} />
            {row.lastDelivery.statusCode ?? ''}
            <div style={{ color: 'rgba(0,0,0,0.45)' }}>{timeText(row.lastDelivery.at)}</div>
          </>
        ) : (
          '-'
        ),
    },
    {
      title: '',
      key: 'actions',
      width: 330,
      render: (_, row) => (
        <Space size={4} wrap>
          <Button size="small" onClick={() => setLogOf(row)}>
            전송 기록
          </Button>
          <Button size="small" onClick={() => setEditing(row)}>
            수정
          </Button>
          <Button size="small" disabled={row.activeYn !== 'Y'} onClick={() => void onPing(row)}>
            테스트
          </Button>
          <Button size="small" onClick={() => void onRotate(row)}>
            비밀키 재발급
          </Button>
          <Button size="small" danger disabled={row.activeYn !== 'Y'} onClick={() => void onDelete(row)}>
            삭제
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="웹훅"
        description="선물 신청, 배송, 임직원 변경 같은 일이 생기면 지정한 주소로 서명된 메시지를 보냅니다."
        actions={
          <Button type="primary" icon={<PlusOutlined />} disabled={!ready} onClick={() => setEditing('new')}>
            웹훅 등록
          </Button>
        }
      />
      {operator && (
        <Card size="small" style={{ marginBottom: 16 }}>
          <Form layout="inline">
            <Form.Item label="고객사" required style={{ minWidth: 320 }}>
              <CompanySelect
                url={API_PATH.companyOptions}
                method="POST"
                aria-label="고객사"
                value={cmpyCd}
                onChange={setCmpyCd}
              />
            </Form.Item>
          </Form>
        </Card>
      )}
      {!ready ? (
        <Empty description="고객사를 선택하면 웹훅 목록이 표시됩니다." />
      ) : (
        <>
          {list.data?.list.some((r) => r.disabledReason && r.activeYn === 'N') && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title="수신 서버가 더 이상 받지 않아 중지된 웹훅이 있습니다. 주소를 확인한 뒤 다시 사용으로 바꿔주세요."
            />
          )}
          <Table<WebhookSubscriptionRow>
            rowKey={(r) => String(r.subscriptionSn)}
            loading={list.isFetching}
            dataSource={list.error ? [] : (list.data?.list ?? [])}
            columns={columns}
            pagination={false}
            scroll={{ x: 1100 }}
            locale={{
              emptyText:
                list.isSuccess && list.data.list.length === 0
                  ? '등록된 웹훅이 없습니다. 웹훅 등록으로 수신 주소를 추가하세요.'
                  : EMPTY_LIST_TEXT,
            }}
          />
        </>
      )}
      <WebhookFormModal
        target={editing}
        saving={create.isPending || update.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={(values) => void save(values)}
      />
      <WebhookSecretModal secret={secret} onClose={() => setSecret(null)} />
      <WebhookDeliveryDrawer subscription={logOf} onClose={() => setLogOf(null)} />
    </>
  );
}
