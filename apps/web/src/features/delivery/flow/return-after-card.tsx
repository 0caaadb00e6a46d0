import {
  REFUND_GBN,
  REOPEN_REASON_MAX,
  REOPEN_RULE_TEXT,
  REOPEN_TEXT,
  RESELLABLE,
  RESELLABLE_LABEL,
  RETURN_STOCK_RULE_TEXT,
  type Resellable,
  type ReturnDetail,
  returnReopenRequestSchema,
} from '@pcs/domain';
import { Alert, Button, Card, Descriptions, Input, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import styles from '../../../components/back-office/back-office.module.css';
import { zodRule } from '../../../components/back-office/zod-rule';
import { Form } from '../../../components/form/enter-safe-form';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { formatDateTime } from '../../../lib/format-date-time';
import { errorText } from '../../../lib/use-error-alert';
import { useReopenReturnChoice } from '../api/reopen-return-choice';

/**
 * The refund step of a return: the operator says whether the goods can be sold again, which decides whether they go
 * back to the event's stock (decision 030). Closes when `onRefund` resolves, stays open when it throws.
 */
export function RefundDialog(props: {
  open: boolean;
  onRefund: (resellableYn: Resellable) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ resellableYn: Resellable }>();
  const [pending, setPending] = useState(false);
  const onOk = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setPending(true);
    try {
      await props.onRefund(v.resellableYn);
      props.onClose();
    } catch {
      // The caller alerted the server's text.
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      title="반품 환불"
      open={props.open}
      okText="환불"
      cancelText="취소"
      confirmLoading={pending}
      onOk={onOk}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon message={RETURN_STOCK_RULE_TEXT} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="resellableYn"
          label="회수한 상품 상태"
          rules={[{ required: true, message: REOPEN_TEXT.resellableRequired }]}
        >
          <Radio.Group>
            <Space direction="vertical">
              <Radio value={RESELLABLE.yes}>{RESELLABLE_LABEL.Y} (이벤트 재고로 돌아감)</Radio>
              <Radio value={RESELLABLE.no}>{RESELLABLE_LABEL.N} (재고로 돌아가지 않음)</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}

const reasonSchema = returnReopenRequestSchema.shape.reason;

/** The reason an operator gives the choice back for, then a confirm (it cannot be undone). */
function ReopenDialog(props: { r: ReturnDetail; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const reopen = useReopenReturnChoice();
  const onOk = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    if (!(await confirmMessage(REOPEN_TEXT.confirm(props.r.recipientNm, props.r.quantity)))) return;
    try {
      await reopen.mutateAsync({
        estiSn: props.r.estiSn,
        estiItemSn: props.r.estiItemSn,
        refundSn: props.r.refundSn,
        reason: reasonSchema.parse(v.reason),
      });
      props.onClose();
      await alertMessage(REOPEN_TEXT.done);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  return (
    <Modal
      title={REOPEN_TEXT.title}
      open={props.open}
      okText={REOPEN_TEXT.title}
      cancelText="취소"
      confirmLoading={reopen.isPending}
      onOk={onOk}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <p>{REOPEN_RULE_TEXT}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label="사유" rules={[zodRule(reasonSchema)]}>
          <Input.TextArea rows={3} maxLength={REOPEN_REASON_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** What a return did to the stock and to the recipient's choice, with the operator's action to give it back. */
export function ReturnAfterCard({ r, operator }: { r: ReturnDetail; operator: boolean }) {
  const [open, setOpen] = useState(false);
  if (r.refundGbn !== REFUND_GBN.return) return null;
  return (
    <Card title="재고와 선택 기회">
      <Descriptions bordered column={1} size="small" styles={{ label: { whiteSpace: 'nowrap' } }}>
        <Descriptions.Item label="재고 규칙">{RETURN_STOCK_RULE_TEXT}</Descriptions.Item>
        <Descriptions.Item label="재판매 여부">{r.resellableNm || '환불 처리 시 선택'}</Descriptions.Item>
        <Descriptions.Item label="이벤트 설정">
          반품 완료 시 선택 기회 다시 주기: {r.reopenOnReturnYn === 'Y' ? '사용' : '사용 안 함'}
        </Descriptions.Item>
        <Descriptions.Item label="선택 기회">
          {r.reopenedAt ? (
            <span data-testid="reopened">
              {REOPEN_TEXT.reopened(formatDateTime(r.reopenedAt))} · {r.reopenReason}
            </span>
          ) : (
            '다시 주지 않음'
          )}
        </Descriptions.Item>
      </Descriptions>
      {operator && !r.reopenedAt && (
        <Space direction="vertical" style={{ marginTop: 12 }}>
          <Button disabled={r.reopenRefusal !== null} onClick={() => setOpen(true)}>
            {REOPEN_TEXT.title}
          </Button>
          {r.reopenRefusal && <span className={styles.muted}>{r.reopenRefusal}</span>}
        </Space>
      )}
      <ReopenDialog r={r} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
