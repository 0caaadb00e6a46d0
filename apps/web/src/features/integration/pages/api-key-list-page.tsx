import {
  API_KEY_MESSAGES,
  API_KEY_MODE_LABEL,
  API_KEY_MODES,
  API_KEY_SCOPE_LABEL,
  API_PATH,
  type ApiKeyMode,
  type ApiKeyRow,
  grantableScopes,
  isIpOrCidr,
  isOperatorAdmin,
} from '@pcs/domain';
import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  Empty,
  Input,
  Modal,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { CompanySelect } from '../../../components/back-office/company-multi-select';
import { PageHeader } from '../../../components/back-office/page-header';
import { Form } from '../../../components/form/enter-safe-form';
import { useSession } from '../../../lib/session-store';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useApiKeys, useCreateApiKey, useRevokeApiKey, useRotateApiKey } from '../api/api-keys';

type CreateForm = {
  keyNm: string;
  scopes: string[];
  cmpyCd: string | null;
  mode: ApiKeyMode;
  /** The last day the key works; none: no expiry. */
  expiresOn: Dayjs | null;
  allowedIps: string[];
};

/** /integration/apiKey/list (decision 038): keys of the public API, created and rotated with the key shown once. */
export default function ApiKeyListPage() {
  const user = useSession((s) => s.loginUserData);
  const operator = isOperatorAdmin(user?.authCd ?? '');
  const [cmpyCd, setCmpyCd] = useState<string | null>(null);
  const keys = useApiKeys({ cmpyCd: operator ? cmpyCd : null });
  const create = useCreateApiKey();
  const rotate = useRotateApiKey();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [form] = Form.useForm<CreateForm>();

  // A refused call (403, 400...) is told by the alert below; the dialog stays open with what was typed.
  useErrorAlert(keys.error ?? create.error ?? rotate.error ?? revoke.error);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null); // the form shows what is missing
    if (!v) return;
    const issued = await create
      .mutateAsync({
        keyNm: v.keyNm,
        scopes: v.scopes as never,
        cmpyCd: operator ? (v.cmpyCd ?? null) : (user?.cmpyCd ?? null),
        mode: v.mode,
        expiresOn: v.expiresOn ? v.expiresOn.format('YYYY-MM-DD') : null,
        allowedIps: v.allowedIps ?? [],
      })
      .catch(() => null);
    if (!issued) return;
    setCreating(false);
    form.resetFields();
    setShown(issued.apiKey);
  };

  const columns = [
    { title: '이름', dataIndex: 'keyNm' },
    ...(operator ? [{ title: '회사', render: (_: unknown, r: ApiKeyRow) => r.cmpyNm ?? '전체 회사' }] : []),
    { title: '접두어', dataIndex: 'keyPrefix', render: (p: string) => <code>{p}</code> },
    {
      title: '모드',
      render: (_: unknown, r: ApiKeyRow) =>
        r.mode === 'TEST' ? <Tag color="orange">{API_KEY_MODE_LABEL.TEST}</Tag> : API_KEY_MODE_LABEL.LIVE,
    },
    {
      title: '권한',
      render: (_: unknown, r: ApiKeyRow) =>
        r.scopes.map((s) => (
          <Tag key={s}>{API_KEY_SCOPE_LABEL[s as keyof typeof API_KEY_SCOPE_LABEL] ?? s}</Tag>
        )),
    },
    { title: '생성', dataIndex: 'createdAt', render: (d: string) => d.slice(0, 16).replace('T', ' ') },
    {
      title: '최근 사용',
      dataIndex: 'lastUsedAt',
      render: (d: string | null) => d?.slice(0, 16).replace('T', ' ') ?? '-',
    },
    {
      title: '만료',
      dataIndex: 'expiresAt',
      render: (d: string | null) => d?.slice(0, 10) ?? '없음',
    },
    {
      title: '허용 IP',
      render: (_: unknown, r: ApiKeyRow) => (r.allowedIps.length > 0 ? r.allowedIps.join(', ') : '제한 없음'),
    },
    {
      title: '상태',
      render: (_: unknown, r: ApiKeyRow) =>
        r.state === 'ACTIVE' ? (
          <Tag color="green">사용중</Tag>
        ) : r.state === 'EXPIRED' ? (
          <Tag color="default">만료</Tag>
        ) : (
          <Tag>폐기</Tag>
        ),
    },
    {
      title: '관리',
      render: (_: unknown, r: ApiKeyRow) =>
        r.state === 'ACTIVE' ? (
          <Space>
            <Button
              size="small"
              onClick={() =>
                Modal.confirm({
                  title: '키를 재발급하시겠습니까?',
                  content: '기존 키는 즉시 사용할 수 없게 됩니다.',
                  onOk: async () => {
                    const rotated = await rotate.mutateAsync(r.apiKeySn).catch(() => null);
                    if (rotated) setShown(rotated.apiKey);
                  },
                })
              }
            >
              재발급
            </Button>
            <Button
              size="small"
              danger
              onClick={() =>
                Modal.confirm({
                  title: '키를 폐기하시겠습니까?',
                  content: '폐기한 키는 되돌릴 수 없습니다.',
                  okButtonProps: { danger: true },
                  onOk: () => revoke.mutateAsync(r.apiKeySn).catch(() => undefined),
                })
              }
            >
              폐기
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <div>
      <PageHeader
        title="API 키 관리"
        description="인사 시스템 등 외부 시스템이 /api/v1 을 호출할 때 쓰는 키입니다."
        actions={
          <Button type="primary" onClick={() => setCreating(true)}>
            키 만들기
          </Button>
        }
      />
      {operator ? (
        <div style={{ maxWidth: 320, marginBottom: 16 }}>
          <CompanySelect
            url={API_PATH.companyOptions}
            method="POST"
            aria-label="회사"
            value={cmpyCd}
            onChange={setCmpyCd}
            placeholder="전체 회사"
          />
        </div>
      ) : null}
      <Table<ApiKeyRow>
        rowKey="apiKeySn"
        loading={keys.isLoading}
        dataSource={keys.data?.list ?? []}
        columns={columns}
        pagination={{ pageSize: 20 }}
        locale={{ emptyText: <Empty description="만든 API 키가 없습니다." /> }}
      />
      <Modal
        title="API 키 만들기"
        open={creating}
        onOk={submit}
        confirmLoading={create.isPending}
        onCancel={() => setCreating(false)}
        okText="만들기"
        cancelText="취소"
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ scopes: [], cmpyCd: null, mode: 'LIVE', expiresOn: null, allowedIps: [] }}
        >
          <Form.Item
            name="keyNm"
            label="키 이름"
            rules={[
              { required: true, whitespace: true, message: API_KEY_MESSAGES.nameRequired },
              { max: 60, message: API_KEY_MESSAGES.nameTooLong },
            ]}
          >
            <Input placeholder="예: 인사시스템 연동" />
          </Form.Item>
          <Form.Item
            name="scopes"
            label="권한"
            rules={[{ required: true, type: 'array', min: 1, message: API_KEY_MESSAGES.scopesRequired }]}
          >
            <Checkbox.Group
              // A client manager is offered only what it may grant (the server refuses the rest too).
              options={grantableScopes(user?.authCd ?? '').map((s) => ({
                value: s,
                label: `${API_KEY_SCOPE_LABEL[s]} (${s})`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="mode"
            label="모드"
            extra="테스트 키(pcs_test_)는 회사의 샌드박스에서만 동작해 실제 임직원에게 닿지 않습니다."
          >
            <Radio.Group
              options={API_KEY_MODES.map((m) => ({ value: m, label: API_KEY_MODE_LABEL[m] }))}
              optionType="button"
            />
          </Form.Item>
          <Form.Item
            name="expiresOn"
            label="만료일"
            extra="이 날까지 쓸 수 있습니다. 비워 두면 만료되지 않습니다."
          >
            <DatePicker
              format="YYYY.MM.DD"
              placeholder="만료일 선택"
              aria-label="만료일"
              // Tomorrow at the earliest, two years at most (the server checks the same).
              disabledDate={(d) => !d.isAfter(dayjs(), 'day') || d.isAfter(dayjs().add(2, 'year'), 'day')}
            />
          </Form.Item>
          <Form.Item
            name="allowedIps"
            label="허용 IP"
            extra="비워 두면 어디서나 쓸 수 있습니다. 예: 203.0.113.10, 198.51.100.0/24"
            rules={[
              {
                validator: (_, v: string[] | undefined) =>
                  (v ?? []).every((ip) => isIpOrCidr(ip.trim()))
                    ? Promise.resolve()
                    : Promise.reject(new Error(API_KEY_MESSAGES.allowedIpInvalid)),
              },
            ]}
          >
            <Select mode="tags" tokenSeparators={[',', ' ']} open={false} aria-label="허용 IP" />
          </Form.Item>
          {operator ? (
            <Form.Item
              name="cmpyCd"
              label="회사"
              extra="비워 두면 모든 회사에 쓸 수 있는 운영자 키가 됩니다."
            >
              <CompanySelect url={API_PATH.companyOptions} method="POST" placeholder="전체 회사" />
            </Form.Item>
          ) : null}
        </Form>
      </Modal>
      <Modal
        title="API 키"
        open={shown !== null}
        onCancel={() => setShown(null)}
        footer={<Button onClick={() => setShown(null)}>닫기</Button>}
      >
        <Alert type="warning" showIcon title={API_KEY_MESSAGES.showOnce} style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable={{ text: shown ?? '', tooltips: ['복사', '복사됨'] }}>
          <code style={{ wordBreak: 'break-all' }}>{shown}</code>
        </Typography.Paragraph>
      </Modal>
    </div>
  );
}
