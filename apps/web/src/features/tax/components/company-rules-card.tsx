import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type CompanyTaxRulesSaveRequest,
  companyTaxRulesSaveRequestSchema,
  formatWon,
  TAX_TEXT,
  type TaxRulesReply,
} from '@pcs/domain';
import { Button, Card, Input, InputNumber, Radio, Select, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { Form } from '../../../components/form/enter-safe-form';
import { kindLabel, kindOptionsOf } from '../../../components/tax/tax-purpose-options';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useSaveCompanyRules } from '../api/save-company-rules';
import { parseIntoForm } from './schema-errors';
import { dashedYmd } from './statute-rule-dialog';

type Company = NonNullable<TaxRulesReply['company']>;
type LimitRow = { kind: string | undefined; limitAmt: number | null; validFrom: string };
type Values = { holidayIncomeYn: 'Y' | 'N'; familyEventLimits: LimitRow[] };

const KIND_OPTIONS = kindOptionsOf(null);

const valuesOf = (c: Company): Values => ({
  holidayIncomeYn: c.holidayIncomeYn,
  familyEventLimits: c.familyEventLimits.map((l) => ({
    kind: l.kind,
    limitAmt: l.limitAmt,
    validFrom: dashedYmd(l.validFrom),
  })),
});

/** The save request of the form (an empty amount is absent, so the schema names it). */
export const companyRulesRequestOf = (cmpyCd: string, v: Partial<Values>) => ({
  cmpyCd,
  holidayIncomeYn: v.holidayIncomeYn ?? 'Y',
  familyEventLimits: (v.familyEventLimits ?? []).map((l) => ({
    kind: l?.kind,
    limitAmt: l?.limitAmt ?? undefined,
    validFrom: l?.validFrom ?? '',
  })),
});

/**
 * The company's own tax rules (decision 051): whether 명절 gifts are 근로소득 (the default) and its 경조 규정, a limit
 * per kind from a valid-from day, within which a 경조사 gift is not income. Saved as one whole.
 */
export function CompanyRulesCard({ company }: { company: Company }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveCompanyRules();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(valuesOf(company));
  }, [company, form]);

  const onSave = async () => {
    const request = parseIntoForm(
      form,
      companyTaxRulesSaveRequestSchema,
      companyRulesRequestOf(company.cmpyCd, form.getFieldsValue(true) as Values),
    );
    if (!request) return;
    setPending(true);
    try {
      await save.mutateAsync(request as CompanyTaxRulesSaveRequest);
      await alertMessage(TAX_TEXT.saved);
    } catch (error) {
      await alertMessage(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card
      title={`${company.cmpyNm}의 세무 규정`}
      size="small"
      data-testid="company-tax-rules"
      extra={
        <Button type="primary" onClick={() => void onSave()} loading={pending}>
          저장
        </Button>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={valuesOf(company)}
        aria-label="회사 세무 규정"
      >
        <Form.Item
          label="명절 선물 근로소득 처리"
          name="holidayIncomeYn"
          extra="아니오로 두면 명절 선물을 근로소득에서 제외합니다 (회사 방침). 부가세 한도는 그대로 적용됩니다."
        >
          <Radio.Group
            options={[
              { value: 'Y', label: '예 (근로소득)' },
              { value: 'N', label: '아니오' },
            ]}
          />
        </Form.Item>
        <h3 style={{ fontSize: 14, margin: '8px 0' }}>경조 규정 (경조금 비과세 한도)</h3>
        <Form.List name="familyEventLimits">
          {(fields, { add, remove }) => (
            <>
              <Table
                size="small"
                pagination={false}
                rowKey="key"
                dataSource={fields}
                locale={{
                  emptyText: '등록된 경조 규정이 없습니다. 규정이 없으면 경조사 선물은 모두 근로소득입니다.',
                }}
                columns={[
                  {
                    title: '경조 종류',
                    key: 'kind',
                    render: (_: unknown, f) => (
                      <Form.Item name={[f.name, 'kind']} style={{ margin: 0 }}>
                        <Select
                          aria-label={`경조 종류 ${f.name + 1}`}
                          options={KIND_OPTIONS}
                          placeholder="선택"
                          style={{ width: 160 }}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '한도 금액 (원)',
                    key: 'limitAmt',
                    render: (_: unknown, f) => (
                      <Form.Item name={[f.name, 'limitAmt']} style={{ margin: 0 }}>
                        <InputNumber
                          aria-label={`한도 금액 ${f.name + 1}`}
                          min={0}
                          step={10_000}
                          style={{ width: 160 }}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '적용 시작일',
                    key: 'validFrom',
                    render: (_: unknown, f) => (
                      <Form.Item name={[f.name, 'validFrom']} style={{ margin: 0 }}>
                        <Input
                          aria-label={`적용 시작일 ${f.name + 1}`}
                          placeholder="YYYY-MM-DD"
                          maxLength={10}
                          style={{ width: 140 }}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '삭제',
                    key: 'remove',
                    width: 70,
                    render: (_: unknown, f) => (
                      <Button
                        aria-label={`경조 규정 ${f.name + 1} 삭제`}
                        icon={<DeleteOutlined />}
                        onClick={async () => {
                          const row = form.getFieldValue(['familyEventLimits', f.name]) as
                            | LimitRow
                            | undefined;
                          const what = row?.kind
                            ? `${kindLabel(row.kind)} ${row.limitAmt !== null && row.limitAmt !== undefined ? formatWon(row.limitAmt) : ''}`.trim()
                            : '이 행';
                          if (
                            await confirmMessage(`${what} 경조 규정을 삭제하시겠습니까? 저장해야 반영됩니다.`)
                          )
                            remove(f.name);
                        }}
                      />
                    ),
                  },
                ]}
              />
              <Space style={{ marginTop: 8 }}>
                <Button
                  icon={<PlusOutlined />}
                  onClick={() =>
                    add({ kind: undefined, limitAmt: null, validFrom: `${new Date().getFullYear()}-01-01` })
                  }
                >
                  경조 규정 추가
                </Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}
