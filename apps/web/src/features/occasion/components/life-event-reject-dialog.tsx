import { APPROVAL_REASON_MAX, LIFE_EVENT_MESSAGES as M, rejectReasonSchema } from '@pcs/domain';
import type { LifeEventRow } from '@pcs/domain/contracts/occasion';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { zodRule } from '../../../components/back-office/zod-rule';
import { confirmMessage } from '../../../lib/dialog';

/**
 * The reject window of a life-event request: the reason is required (rejectReasonSchema's Korean message), then a
 * confirm, then the call. The window closes when the rejection went through and keeps the reason when it failed.
 */
export function LifeEventRejectDialog({
  row,
  onReject,
  onClose,
}: {
  row: LifeEventRow | null;
  onReject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const [pending, setPending] = useState(false);

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !(await confirmMessage(M.rejectConfirm))) return;
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
      title={row ? `경조사 신청 반려 - ${row.userNm} · ${row.occasionTypeNm}` : '경조사 신청 반려'}
      open={row !== null}
      okText="반려"
      okButtonProps={{ danger: true }}
      cancelText="취소"
      confirmLoading={pending}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>반려 사유는 신청한 직원의 마이페이지에 표시됩니다.</p>
      <Form form={form} layout="vertical" preserve={false} aria-label="반려 사유 입력">
        <Form.Item name="reason" label="반려 사유" rules={[zodRule(rejectReasonSchema)]}>
          <Input.TextArea rows={4} maxLength={APPROVAL_REASON_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
