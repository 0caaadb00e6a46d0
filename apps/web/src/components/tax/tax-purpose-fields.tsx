import { TAX_TEXT, type TaxPurpose } from '@pcs/domain';
import { Form, Select } from 'antd';
import { kindOptionsOf, purposeHasKind, TAX_PURPOSE_OPTIONS } from './tax-purpose-options';

/**
 * 세무 분류 on an event or occasion rule form (decision 051): the purpose select, and for 경조사 / 출산 the kind
 * (`kindName`) the company's 경조 규정 limits go by. `emptyText` makes the purpose optional (the occasion rule's
 * default from its type); without it a purpose is required.
 */
export function TaxPurposeFields({
  name = 'taxPurpose',
  kindName,
  emptyText,
  disabled,
  extra,
}: {
  name?: string;
  kindName?: string;
  emptyText?: string;
  disabled?: boolean;
  extra?: string;
}) {
  const form = Form.useFormInstance();
  const purpose = Form.useWatch(name, form) as TaxPurpose | null | undefined;
  return (
    <>
      <Form.Item
        label="세무 분류"
        name={name}
        extra={extra}
        rules={emptyText ? [] : [{ required: true, message: '세무 분류를 선택해 주세요.' }]}
      >
        <Select
          aria-label="세무 분류"
          options={TAX_PURPOSE_OPTIONS}
          allowClear={Boolean(emptyText)}
          placeholder={emptyText}
          disabled={disabled}
          style={{ width: 240 }}
        />
      </Form.Item>
      {kindName && purposeHasKind(purpose) && (
        <Form.Item
          label="경조 종류"
          name={kindName}
          rules={[{ required: true, message: TAX_TEXT.kindRequired }]}
        >
          <Select
            aria-label="경조 종류"
            options={kindOptionsOf(purpose)}
            disabled={disabled}
            style={{ width: 180 }}
          />
        </Form.Item>
      )}
    </>
  );
}
