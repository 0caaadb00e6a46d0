import { API_PATH, IDENTITY_MESSAGES, isOperatorAdmin } from '@pcs/domain';
import { type SsoConfigSaveRequest, ssoConfigSaveRequestSchema } from '@pcs/domain/contracts/identity';
import { Alert, Button, Card, Empty, Input, Modal, Select, Space, Switch, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { CompanySelect } from '../../../components/back-office/company-multi-select';
import { PageHeader } from '../../../components/back-office/page-header';
import { Form } from '../../../components/form/enter-safe-form';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { errorText } from '../../../lib/use-error-alert';
import { useCreateScimToken } from '../api/create-scim-token';
import { useScimTokens } from '../api/get-scim-tokens';
import { useSsoConfig } from '../api/get-sso-config';
import { useRevokeScimToken } from '../api/revoke-scim-token';
import { useSaveSsoConfig } from '../api/save-sso-config';
import { useTestSsoConfig } from '../api/test-sso-config';

type FormValues = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  employeeClaim: string;
  emailDomains: string[];
  enabled: boolean;
  managerSignIn: boolean;
};

/**
 * /integration/identity (decision 038): a company's OpenID Connect sign-in settings and its SCIM tokens. Operators
 * pick the company; a client manager sees their own (the server enforces both).
 */
export default function IdentityPage() {
  const session = useSession((s) => s.loginUserData);
  const operator = isOperatorAdmin(session?.authCd ?? '');
  const [picked, setPicked] = useState<string | null>(null);
  const cmpyCd = operator ? picked : (session?.cmpyCd ?? null);
  const ready = cmpyCd !== null;

  return (
    <>
      <PageHeader
        title="계정 연동"
        description="회사 계정(OpenID Connect)으로 로그인하고, SCIM으로 임직원과 그룹을 자동으로 등록합니다."
      />
      {operator && (
        <Card size="small" style={{ marginBottom: 16 }}>
          <Space>
            <span>회사</span>
            <div style={{ width: 320 }}>
              <CompanySelect
                url={API_PATH.companyOptions}
                method="POST"
                aria-label="회사"
                value={picked}
                onChange={setPicked}
              />
            </div>
          </Space>
        </Card>
      )}
      {ready ? (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <SsoSection cmpyCd={cmpyCd} />
          <ScimSection cmpyCd={cmpyCd} />
        </Space>
      ) : (
        <Empty description={IDENTITY_MESSAGES.companyRequired} />
      )}
    </>
  );
}

function CopyText({ value }: { value: string }) {
  return (
    <Typography.Text copyable={{ text: value, tooltips: ['복사', '복사했습니다'] }}>{value}</Typography.Text>
  );
}

function SsoSection({ cmpyCd }: { cmpyCd: string }) {
  const config = useSsoConfig(cmpyCd, true);
  const save = useSaveSsoConfig();
  const check = useTestSsoConfig();
  const [form] = Form.useForm<FormValues>();
  const view = config.data;

  useEffect(() => {
    if (!view) return;
    form.setFieldsValue({
      issuer: view.issuer,
      clientId: view.clientId,
      clientSecret: '',
      employeeClaim: view.employeeClaim,
      emailDomains: view.emailDomains,
      enabled: view.enabledYn === 'Y',
      managerSignIn: view.managerSignInYn === 'Y',
    });
  }, [form, view]);

  const onFinish = async (values: FormValues) => {
    const request: SsoConfigSaveRequest = {
      cmpyCd,
      issuer: values.issuer,
      clientId: values.clientId,
      clientSecret: values.clientSecret || null,
      employeeClaim: values.employeeClaim,
      emailDomains: values.emailDomains,
      enabledYn: values.enabled ? 'Y' : 'N',
      managerSignInYn: values.managerSignIn ? 'Y' : 'N',
    };
    const parsed = ssoConfigSaveRequestSchema.safeParse(request);
    if (!parsed.success) {
      void alertMessage(parsed.error.issues[0]?.message ?? IDENTITY_MESSAGES.issuerInvalid);
      return;
    }
    if (!view?.clientSecretSet && !values.clientSecret) {
      void alertMessage(IDENTITY_MESSAGES.clientSecretRequired);
      return;
    }
    // These settings decide who signs in without a password: every save is asked for, and letting managers in
    // once more (the server audits both).
    const newlyManagers = values.managerSignIn && view?.managerSignInYn !== 'Y';
    if (!(await confirmMessage(IDENTITY_MESSAGES.saveConfirm))) return;
    if (newlyManagers && !(await confirmMessage(IDENTITY_MESSAGES.managerSignInConfirm))) return;
    save.mutate(request, {
      onSuccess: () => {
        form.setFieldValue('clientSecret', '');
        void alertMessage(IDENTITY_MESSAGES.ssoSaved);
      },
      onError: (error) => void alertMessage(errorText(error)),
    });
  };

  return (
    <Card title="회사 계정 로그인 (OpenID Connect)" loading={config.isLoading}>
      {view && (
        <Form form={form} layout="vertical" onFinish={onFinish} style={{ maxWidth: 640 }}>
          <Form.Item label="IdP에 등록할 리디렉션 URI">
            <CopyText value={view.callbackUrl} />
          </Form.Item>
          <Form.Item
            name="issuer"
            label="발급자(Issuer) URL"
            rules={[{ required: true, message: IDENTITY_MESSAGES.issuerInvalid }]}
          >
            <Input placeholder="https://login.microsoftonline.com/<tenant-id>/v2.0" maxLength={300} />
          </Form.Item>
          <Form.Item
            name="clientId"
            label="클라이언트 ID"
            rules={[{ required: true, message: IDENTITY_MESSAGES.clientIdRequired }]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="clientSecret"
            label="클라이언트 시크릿"
            extra={view.clientSecretSet ? '저장됨 (바꿀 때만 입력하세요)' : '처음 저장할 때 입력해야 합니다.'}
          >
            <Input.Password
              autoComplete="new-password"
              maxLength={500}
              placeholder={view.clientSecretSet ? '저장됨' : ''}
            />
          </Form.Item>
          <Form.Item
            name="employeeClaim"
            label="사번 클레임"
            extra="ID 토큰에서 사번을 담은 클레임 이름 (기본 employee_number)"
            rules={[{ pattern: /^[A-Za-z0-9_]{1,60}$/, message: IDENTITY_MESSAGES.claimInvalid }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            name="emailDomains"
            label="회사 이메일 도메인"
            extra="로그인 화면에서 이메일로 회사를 찾을 때 씁니다."
          >
            <Select mode="tags" tokenSeparators={[',', ' ']} placeholder="example.co.kr" open={false} />
          </Form.Item>
          <Form.Item name="enabled" label="사용" valuePropName="checked">
            <Switch checkedChildren="사용" unCheckedChildren="중지" />
          </Form.Item>
          <Form.Item
            name="managerSignIn"
            label="고객사 관리자 로그인 허용"
            valuePropName="checked"
            extra="끄면 임직원만 회사 계정으로 로그인합니다. 운영사 계정은 회사 계정으로 로그인할 수 없습니다."
          >
            <Switch checkedChildren="허용" unCheckedChildren="임직원만" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              저장
            </Button>
            <Button
              loading={check.isPending}
              disabled={!view.configured}
              onClick={() =>
                check.mutate(cmpyCd, {
                  onSuccess: (result) => void alertMessage(result.message),
                  onError: (error) => void alertMessage(errorText(error)),
                })
              }
            >
              연결 확인
            </Button>
          </Space>
          {check.data && (
            <Alert
              style={{ marginTop: 12 }}
              type={check.data.ok ? 'success' : 'error'}
              title={check.data.message}
              showIcon
            />
          )}
        </Form>
      )}
    </Card>
  );
}

function ScimSection({ cmpyCd }: { cmpyCd: string }) {
  const tokens = useScimTokens(cmpyCd, true);
  const create = useCreateScimToken();
  const revoke = useRevokeScimToken();
  const [shown, setShown] = useState<string | null>(null);

  return (
    <Card
      title="SCIM 프로비저닝"
      extra={
        <Button
          type="primary"
          loading={create.isPending}
          onClick={() =>
            create.mutate(cmpyCd, {
              onSuccess: (reply) => setShown(reply.token),
              onError: (error) => void alertMessage(errorText(error)),
            })
          }
        >
          토큰 발급
        </Button>
      }
    >
      {tokens.data && (
        <p>
          SCIM 기본 URL: <CopyText value={tokens.data.scimBaseUrl} />
        </p>
      )}
      <Table
        rowKey="scimTokenSn"
        size="small"
        loading={tokens.isLoading}
        dataSource={tokens.data?.list ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: '발급한 토큰이 없습니다.' }}
        columns={[
          { title: '토큰', dataIndex: 'tokenPrefix' },
          { title: '발급일시', dataIndex: 'createdDt' },
          { title: '최근 사용', dataIndex: 'lastUsedDt', render: (v: string | null) => v ?? '-' },
          {
            title: '상태',
            dataIndex: 'revokedDt',
            render: (v: string | null) => (v ? `폐기 (${v})` : '사용 중'),
          },
          {
            title: '',
            key: 'revoke',
            render: (_: unknown, row: { scimTokenSn: number; revokedDt: string | null }) =>
              row.revokedDt ? null : (
                <Button
                  danger
                  size="small"
                  onClick={async () => {
                    if (
                      !(await confirmMessage(
                        '이 토큰을 폐기하시겠습니까? 이 토큰을 쓰는 연동이 바로 멈춥니다.',
                      ))
                    )
                      return;
                    revoke.mutate(
                      { cmpyCd, scimTokenSn: row.scimTokenSn },
                      {
                        onSuccess: () => void alertMessage(IDENTITY_MESSAGES.tokenRevoked),
                        onError: (error) => void alertMessage(errorText(error)),
                      },
                    );
                  }}
                >
                  폐기
                </Button>
              ),
          },
        ]}
      />
      <Modal
        open={shown !== null}
        title="SCIM 토큰"
        onCancel={() => setShown(null)}
        footer={<Button onClick={() => setShown(null)}>닫기</Button>}
      >
        <p>{IDENTITY_MESSAGES.tokenCreated}</p>
        {shown && <CopyText value={shown} />}
      </Modal>
    </Card>
  );
}
