import { VENDOR_STATEMENT_TEXT } from '@pcs/domain';
import { DatePicker, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Form } from '../../../components/form/enter-safe-form';

type Values = { paidDt: Dayjs; transferMemo: string };

/** 지급 처리: the day the transfer was made and its memo (operators), decision 037. */
export function VendorPaidDialog({
  open,
  pending,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (v: { paidDt: string; transferMemo: string }) => void;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <Modal
      title="지급 처리"
      open={open}
      okText="지급 처리"
      cancelText="취소"
      confirmLoading={pending}
      onCancel={onCancel}
      destroyOnHidden
      onOk={async () => {
        const v = await form.validateFields().catch(() => null);
        if (v) onSubmit({ paidDt: v.paidDt.format('YYYYMMDD'), transferMemo: v.transferMemo.trim() });
      }}
    >
      <Form<Values> form={form} layout="vertical" preserve={false} initialValues={{ paidDt: dayjs() }}>
        <Form.Item
          label="지급일"
          name="paidDt"
          rules={[{ required: true, message: VENDOR_STATEMENT_TEXT.paidDtInvalid }]}
        >
          <DatePicker format="YYYY.MM.DD" style={{ width: '100%' }} aria-label="지급일" />
        </Form.Item>
        <Form.Item
          label="이체 메모"
          name="transferMemo"
          rules={[{ required: true, whitespace: true, message: VENDOR_STATEMENT_TEXT.transferMemoRequired }]}
        >
          <Input maxLength={200} showCount placeholder="예: 국민은행 123-45 이체" aria-label="이체 메모" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
