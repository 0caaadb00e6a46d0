import { APPROVAL_KIND_LABEL, USER_ADMIN_MESSAGES, type UserRow } from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { Descriptions, Modal } from 'antd';
import { useState } from 'react';
import { CompanySelect } from '../../../components/back-office/company-multi-select';
import { dash, phoneText } from '../../../components/back-office/display';
import { GroupTreeSelect } from '../../../components/back-office/group-tree-select';
import { Form } from '../../../components/form/enter-safe-form';

type Props = {
  /** The application being approved; null closes the window. */
  user: Pick<
    UserRow,
    'unqUserId' | 'userId' | 'userNm' | 'telNo' | 'cmpyCd' | 'cmpyNm' | 'applyCmpyNm' | 'applicationType'
  > | null;
  onApprove: (input: { cmpyCd: string | null; grupCd: string | null }) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Approving a sign-up or a vendor application. A sign-up names its company as free text, so the operator picks the
 * company (and a group) it joins; a vendor application already has its vendor company.
 */
export function ApproveUserDialog({ user, onApprove, onClose }: Props) {
  const [form] = Form.useForm<{ cmpyCd: string | null; grupCd: string | null }>();
  const cmpyCd = Form.useWatch('cmpyCd', form) ?? null;
  const [pending, setPending] = useState(false);
  const needsCompany = !user?.cmpyCd;

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setPending(true);
    try {
      await onApprove({ cmpyCd: values.cmpyCd ?? user?.cmpyCd ?? null, grupCd: values.grupCd ?? null });
      onClose();
    } catch {
      // The caller has alerted the server's text; the choice stays for another try.
    } finally {
      setPending(false);
    }
  };

  const kind = user?.applicationType ? APPROVAL_KIND_LABEL[user.applicationType] : '가입';
  return (
    <Modal
      title={`${kind} 승인`}
      open={user !== null}
      okText="승인"
      cancelText="취소"
      confirmLoading={pending}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      {user && (
        <>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'id', label: '아이디', children: user.userId },
              { key: 'nm', label: '이름', children: user.userNm },
              { key: 'tel', label: '휴대폰번호', children: phoneText(user.telNo) },
              { key: 'cmpy', label: '신청 회사', children: dash(user.cmpyNm ?? user.applyCmpyNm) },
            ]}
          />
          <Form
            form={form}
            layout="vertical"
            preserve={false}
            style={{ marginTop: 16 }}
            onValuesChange={(changed: { cmpyCd?: string | null }) => {
              if ('cmpyCd' in changed) form.setFieldValue('grupCd', null);
            }}
          >
            {needsCompany && (
              <Form.Item
                label="소속 회사"
                name="cmpyCd"
                rules={[{ required: true, message: USER_ADMIN_MESSAGES.approveNeedsCompany }]}
              >
                <CompanySelect url={API_PATH.companyOptions} method="POST" aria-label="소속 회사" />
              </Form.Item>
            )}
            <Form.Item label="소속 그룹" name="grupCd">
              <GroupTreeSelect cmpyCd={needsCompany ? cmpyCd : user.cmpyCd} aria-label="소속 그룹" />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
