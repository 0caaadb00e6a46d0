import { UPCOMING_LIMITS, upcomingSkipRequestSchema } from '@pcs/domain';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { zodRule } from '../../../components/back-office/zod-rule';
import { Form } from '../../../components/form/enter-safe-form';

const reasonSchema = upcomingSkipRequestSchema.shape.skipReason;

type Props = {
  /** Whose gift, in the window's text: '김하늘님의 생일'. Null: the window is closed. */
  target: string | null;
  /** Skips with the reason; the window closes when it resolves and stays open (with the reason) when it throws. */
  onSkip: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

/**
 * 건너뛰기 of one gift of /occasion/upcoming: a reason is required (the same rule and words as the API), and it is
 * kept on the gift for whoever looks later.
 */
export function UpcomingSkipDialog({ target, onSkip, onClose }: Props) {
  const [form] = Form.useForm<{ skipReason: string }>();
  const [pending, setPending] = useState(false);

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setPending(true);
    try {
      await onSkip(reasonSchema.parse(values.skipReason));
      onClose();
    } catch {
      // The caller has alerted the server's text; the reason stays for another try.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      title="경조사 선물 건너뛰기"
      open={target !== null}
      okText="건너뛰기"
      okButtonProps={{ danger: true }}
      cancelText="취소"
      confirmLoading={pending}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{target} 선물을 보내지 않습니다. 건너뛴 선물은 다시 보낼 수 없습니다.</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="skipReason" label="건너뛰는 사유" rules={[zodRule(reasonSchema)]}>
          <Input.TextArea
            rows={3}
            maxLength={UPCOMING_LIMITS.skipReasonMax}
            showCount
            autoFocus
            placeholder="예: 휴직 중이라 복직 후 전달"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
