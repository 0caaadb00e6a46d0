import { APPROVAL_REASON_MAX, rejectReasonSchema } from '@pcs/domain';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { confirmMessage } from '../../lib/dialog';
import { Form } from '../form/enter-safe-form';
import { zodRule } from './zod-rule';

type Props = {
  open: boolean;
  /** What is rejected, in the title: '회사 등록 신청 반려'. */
  title: string;
  /** Sends the rejection; the window closes when it resolves and stays open (with the reason) when it throws. */
  onReject: (reason: string) => Promise<unknown>;
  onClose: () => void;
  /** Where the reason goes, said above it (the default: by mail and SMS to the requester). */
  notice?: string;
  /** A question asked once the reason is valid, before anything is sent (a decision that cannot be taken back). */
  confirmText?: string;
};

/**
 * Building block "Approvals": the reject window of spec §2 pop-ups. A reason is required (1 to 500 characters after
 * trimming, the approval state machine's rule); the requester receives it through the message outbox.
 */
export function RejectReasonDialog({
  open,
  title,
  onReject,
  onClose,
  notice = '반려 사유는 신청자에게 메일과 문자로 전달됩니다.',
  confirmText,
}: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const [pending, setPending] = useState(false);

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || (confirmText && !(await confirmMessage(confirmText)))) return;
    setPending(true);
    try {
      await onReject(rejectReasonSchema.parse(values.reason));
      onClose();
    } catch {
      // The caller has alerted the server's text; the reason stays for another try.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      okText="반려"
      okButtonProps={{ danger: true }}
      cancelText="취소"
      confirmLoading={pending}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{notice}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label="반려 사유" rules={[zodRule(rejectReasonSchema)]}>
          <Input.TextArea rows={4} maxLength={APPROVAL_REASON_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
