import { type OCCASION_TYPES, TAX_TEXT, type TaxPurpose, taxPurposeChangeRequestSchema } from '@pcs/domain';
import { Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { zodRule } from '../../../components/back-office/zod-rule';
import { Form } from '../../../components/form/enter-safe-form';
import {
  kindOptionsOf,
  purposeHasKind,
  purposeLabel,
  TAX_PURPOSE_OPTIONS,
} from '../../../components/tax/tax-purpose-options';
import { alertMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useChangeTaxPurpose } from '../api/change-tax-purpose';

export type ChangeTarget = { ordSn: number; purpose: TaxPurpose; kind: string | null; label: string };
type Values = { purpose: TaxPurpose; kind: string | null; reason: string };

const reasonField = taxPurposeChangeRequestSchema.shape.reason;

/**
 * 분류 변경 (operators, decision 051): one gift's purpose (and kind for 경조사 / 출산) with a reason, allowed until
 * its month's bill is confirmed; the change is recorded and shows in the history. The server's refusal is shown as
 * it says it.
 */
export function PurposeChangeDialog({
  target,
  onClose,
}: {
  target: ChangeTarget | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const change = useChangeTaxPurpose();
  const purpose = Form.useWatch('purpose', form);
  const [pending, setPending] = useState(false);

  const onOk = async () => {
    if (!target) return;
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setPending(true);
    try {
      await change.mutateAsync({
        ordSn: target.ordSn,
        purpose: v.purpose,
        kind: purposeHasKind(v.purpose) ? (v.kind as (typeof OCCASION_TYPES)[number]) : null,
        reason: v.reason,
      });
      onClose();
      await alertMessage(TAX_TEXT.changed);
    } catch (error) {
      await alertMessage(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      title="세무 분류 변경"
      open={target !== null}
      okText="변경"
      cancelText="취소"
      onOk={() => void onOk()}
      confirmLoading={pending}
      onCancel={onClose}
      destroyOnHidden
    >
      {target && (
        <>
          <p>
            {target.label} · 현재 분류: {purposeLabel(target.purpose)}
          </p>
          <Form<Values>
            form={form}
            layout="vertical"
            preserve={false}
            initialValues={{ purpose: target.purpose, kind: target.kind, reason: '' }}
          >
            <Form.Item
              label="세무 분류"
              name="purpose"
              rules={[{ required: true, message: '세무 분류를 선택해 주세요.' }]}
            >
              <Select aria-label="세무 분류" options={TAX_PURPOSE_OPTIONS} />
            </Form.Item>
            {purposeHasKind(purpose) && (
              <Form.Item
                label="경조 종류"
                name="kind"
                rules={[{ required: true, message: TAX_TEXT.kindRequired }]}
              >
                <Select aria-label="경조 종류" options={kindOptionsOf(purpose)} />
              </Form.Item>
            )}
            <Form.Item label="변경 사유" name="reason" required rules={[zodRule(reasonField)]}>
              <Input.TextArea rows={3} maxLength={500} showCount placeholder="예: 설 명절 선물로 지급" />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
