import {
  assignableRoles,
  formatPhone,
  isOperator,
  roleOptions,
  SABUN_USE_LABEL,
  USER_ADMIN_MESSAGES,
  type UserDetail,
  userCreateRequestSchema,
  userFormShape,
} from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { Button, Card, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useEffect } from 'react';
import styles from '../../../components/back-office/back-office.module.css';
import { CompanySelect } from '../../../components/back-office/company-multi-select';
import { GroupTreeSelect } from '../../../components/back-office/group-tree-select';
import { ORG_TEXT } from '../../../components/back-office/texts';
import { zodRule } from '../../../components/back-office/zod-rule';
import { confirmMessage } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';

export type UserFormValues = {
  userId: string;
  userNm: string;
  authCd: string | undefined;
  cmpyCd: string | null;
  grupCd: string | null;
  telNo: string;
  email: string;
  sabun: string;
  useYn: 'Y' | 'N';
};

const valuesOf = (u: UserDetail): UserFormValues => ({
  userId: u.userId,
  userNm: u.userNm,
  authCd: u.authCd,
  cmpyCd: u.cmpyCd,
  grupCd: u.grupCd,
  telNo: u.telNo ? formatPhone(u.telNo) : '',
  email: u.email ?? '',
  sabun: u.sabun ?? '',
  useYn: u.useYn,
});

const YN_OPTIONS = (['Y', 'N'] as const).map((v) => ({ value: v, label: SABUN_USE_LABEL[v] }));
const half = { xs: 24, md: 12 } as const;

type Props = {
  /** The user being edited; absent for a new one. */
  user?: UserDetail | undefined;
  /** A client manager's company: fixed, and the roles are theirs to give (20 and 25). */
  fixedCmpyCd?: string | null;
  pending: boolean;
  onSubmit: (values: UserFormValues) => void;
  onCancel: () => void;
};

/**
 * The user form of /user/save, /user/save/{unqUserId}/{userOrApproval} and the client manager's detail: role (only
 * the roles the signed-in role may give), company and group (client and vendor roles need a company), an 11-digit
 * mobile phone, e-mail and employee number, checked with the contract's own zod rules.
 */
export function UserForm({ user, fixedCmpyCd, pending, onSubmit, onCancel }: Props) {
  const [form] = Form.useForm<UserFormValues>();
  const actor = useSession((s) => s.loginUserData?.authCd ?? '');
  const cmpyCd = Form.useWatch('cmpyCd', form) ?? null;
  const editing = !!user;
  const roles = roleOptions(assignableRoles(actor));

  useEffect(() => {
    if (user) form.setFieldsValue(valuesOf(user));
  }, [user, form]);

  return (
    <Form<UserFormValues>
      form={form}
      layout="vertical"
      initialValues={{ useYn: 'Y', cmpyCd: fixedCmpyCd ?? null, grupCd: null }}
      onFinish={onSubmit}
      onValuesChange={(changed: Partial<UserFormValues>) => {
        // Another company's groups do not belong to this one.
        if ('cmpyCd' in changed) form.setFieldValue('grupCd', null);
      }}
      scrollToFirstError
      aria-label={editing ? '사용자 수정' : '사용자 등록'}
    >
      <Card title="계정 정보">
        <Row gutter={[16, 0]}>
          <Col {...half}>
            <Form.Item
              label="아이디"
              name="userId"
              required={!editing}
              rules={editing ? [] : [zodRule(userCreateRequestSchema.shape.userId)]}
            >
              <Input maxLength={30} disabled={editing} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="이름" name="userNm" required rules={[zodRule(userFormShape.userNm)]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              label="권한"
              name="authCd"
              required
              rules={[{ required: true, message: USER_ADMIN_MESSAGES.roleNotAllowed }]}
            >
              <Select options={roles} placeholder="선택" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              label="소속 회사"
              name="cmpyCd"
              dependencies={['authCd']}
              rules={[
                ({ getFieldValue }) => ({
                  // Operators belong to the operator company; every other role needs its company.
                  validator: (_rule, value: string | null) => {
                    const authCd = getFieldValue('authCd') as string | undefined;
                    return !value && authCd && !isOperator(authCd)
                      ? Promise.reject(new Error(USER_ADMIN_MESSAGES.companyRequired))
                      : Promise.resolve();
                  },
                }),
              ]}
            >
              <CompanySelect url={API_PATH.companyOptions} method="POST" disabled={!!fixedCmpyCd} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="소속 그룹" name="grupCd">
              <GroupTreeSelect cmpyCd={cmpyCd} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="휴대폰번호" name="telNo" required rules={[zodRule(userFormShape.telNo)]}>
              <Input maxLength={13} placeholder="010-1234-5678" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="이메일" name="email" rules={[zodRule(userFormShape.email)]}>
              <Input maxLength={100} inputMode="email" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="사번" name="sabun" rules={[zodRule(userFormShape.sabun)]}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="사용여부" name="useYn">
              <Radio.Group options={YN_OPTIONS} />
            </Form.Item>
          </Col>
        </Row>
        {!editing && (
          <p className={styles.muted}>
            등록하면 임시 비밀번호가 휴대폰(없으면 이메일)으로 발송되며, 첫 로그인 때 비밀번호를 새로
            설정합니다.
          </p>
        )}
      </Card>
      <div className={styles.footer}>
        <Button
          onClick={async () => {
            if (!form.isFieldsTouched() || (await confirmMessage(ORG_TEXT.leaveConfirm))) onCancel();
          }}
        >
          취소
        </Button>
        <Button type="primary" htmlType="submit" loading={pending}>
          저장
        </Button>
      </div>
    </Form>
  );
}
