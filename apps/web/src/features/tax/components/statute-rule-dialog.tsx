import {
  TAX_RULE_KIND_LABEL,
  TAX_RULE_KINDS,
  TAX_TEXT,
  type TaxRuleKind,
  type TaxStatuteRuleRow,
  taxStatuteRuleSaveRequestSchema,
} from '@pcs/domain';
import { Input, InputNumber, Modal, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { Form } from '../../../components/form/enter-safe-form';
import { TAX_PURPOSE_OPTIONS } from '../../../components/tax/tax-purpose-options';
import { alertMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useSaveStatuteRule } from '../api/save-statute-rule';
import { parseIntoForm } from './schema-errors';

export type StatuteValues = {
  ruleCd: string;
  kind: TaxRuleKind | undefined;
  title: string;
  purposes: string[];
  limitAmt: number | null;
  maxCount: number | null;
  withinMonths: number | null;
  companyLimitYn: 'Y' | 'N';
  validFrom: string;
  validTo: string;
  source: string;
  note: string;
};

/** 'YYYYMMDD' -> 'YYYY-MM-DD', as the form types dates (the schema takes both). */
export const dashedYmd = (ymd: string | null | undefined): string =>
  ymd && /^\d{8}$/.test(ymd) ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}` : (ymd ?? '');

const EMPTY: StatuteValues = {
  ruleCd: '',
  kind: undefined,
  title: '',
  purposes: [],
  limitAmt: null,
  maxCount: null,
  withinMonths: null,
  companyLimitYn: 'N',
  validFrom: '',
  validTo: '',
  source: '',
  note: '',
};

const valuesOf = (r: TaxStatuteRuleRow): StatuteValues => ({
  ruleCd: r.ruleCd,
  kind: r.kind,
  title: r.title,
  purposes: r.purposes,
  limitAmt: r.limitAmt,
  maxCount: r.maxCount,
  withinMonths: r.withinMonths,
  companyLimitYn: r.companyLimitYn,
  validFrom: dashedYmd(r.validFrom),
  validTo: dashedYmd(r.validTo),
  source: r.source,
  note: r.note ?? '',
});

/** The save request of the form (an empty number is absent, so the schema names it when it is required). */
export const statuteRequestOf = (v: Partial<StatuteValues>, ruleSn: number | null) => ({
  ...(ruleSn ? { ruleSn } : {}),
  // Empty is absent, so the schema says it is missing rather than badly formed.
  ruleCd: v.ruleCd?.trim() ? v.ruleCd : undefined,
  kind: v.kind,
  title: v.title ?? '',
  purposes: v.purposes ?? [],
  limitAmt: v.limitAmt ?? null,
  maxCount: v.maxCount ?? null,
  withinMonths: v.withinMonths ?? null,
  companyLimitYn: v.companyLimitYn ?? 'N',
  validFrom: v.validFrom ?? '',
  validTo: v.validTo || null,
  source: v.source ?? '',
  note: v.note || null,
});

/**
 * A statutory rule row (operators, decision 051): a new row (next year's change is a new row with its valid-from
 * day) or a correction of one. Every field is checked with the save contract, so each shows the API's message.
 */
export function StatuteRuleDialog({
  open,
  rule,
  onClose,
}: {
  open: boolean;
  /** The row to change; null: a new row. */
  rule: TaxStatuteRuleRow | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<StatuteValues>();
  const save = useSaveStatuteRule();
  const [pending, setPending] = useState(false);

  const onOk = async () => {
    const values = form.getFieldsValue(true) as StatuteValues;
    const request = parseIntoForm(
      form,
      taxStatuteRuleSaveRequestSchema,
      statuteRequestOf(values, rule?.ruleSn ?? null),
    );
    if (!request) return;
    setPending(true);
    try {
      await save.mutateAsync(request);
      onClose();
      await alertMessage(TAX_TEXT.saved);
    } catch (error) {
      await alertMessage(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      title={rule ? '법정 규칙 수정' : '법정 규칙 추가'}
      open={open}
      okText="저장"
      cancelText="취소"
      onOk={() => void onOk()}
      confirmLoading={pending}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form<StatuteValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={rule ? valuesOf(rule) : EMPTY}
        aria-label="법정 규칙"
      >
        <Space wrap align="start" size="middle">
          <Form.Item label="규칙 코드" name="ruleCd" required>
            <Input placeholder="VAT_HOLIDAY" maxLength={40} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="규칙 종류" name="kind" required>
            <Select
              aria-label="규칙 종류"
              style={{ width: 280 }}
              placeholder="선택"
              options={TAX_RULE_KINDS.map((k) => ({ value: k, label: TAX_RULE_KIND_LABEL[k] }))}
            />
          </Form.Item>
        </Space>
        <Form.Item label="규칙 이름" name="title" required>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="적용 대상 분류" name="purposes" required>
          <Select
            aria-label="적용 대상 분류"
            mode="multiple"
            options={TAX_PURPOSE_OPTIONS}
            placeholder="선택"
          />
        </Form.Item>
        <Space wrap align="start" size="middle">
          <Form.Item label="한도 금액 (원)" name="limitAmt">
            <InputNumber aria-label="한도 금액" min={0} step={10_000} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="최대 횟수" name="maxCount">
            <InputNumber aria-label="최대 횟수" min={1} max={100} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item label="기한 (개월)" name="withinMonths">
            <InputNumber aria-label="기한 (개월)" min={1} max={600} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item label="회사 경조 규정 한도 적용" name="companyLimitYn">
            <Radio.Group
              options={[
                { value: 'Y', label: '예' },
                { value: 'N', label: '아니오' },
              ]}
            />
          </Form.Item>
        </Space>
        <Space wrap align="start" size="middle">
          <Form.Item label="적용 시작일" name="validFrom" required>
            <Input placeholder="YYYY-MM-DD" maxLength={10} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="적용 종료일" name="validTo">
            <Input placeholder="YYYY-MM-DD (없으면 계속)" maxLength={10} style={{ width: 200 }} />
          </Form.Item>
        </Space>
        <Form.Item label="근거 법령" name="source" required>
          <Input maxLength={500} placeholder="부가가치세법 시행령 제19조의2 제3호" />
        </Form.Item>
        <Form.Item label="비고" name="note">
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
