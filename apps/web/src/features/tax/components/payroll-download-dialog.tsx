import { downloadReasonSchema } from '@pcs/domain';
import { Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { zodRule } from '../../../components/back-office/zod-rule';
import { Form } from '../../../components/form/enter-safe-form';
import { alertMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { downloadPayroll } from '../api/download-payroll';

type Values = { format: 'xlsx' | 'csv'; period: 'month' | 'year'; downloadReason: string };

/**
 * The payroll file of a company (decision 051, docs/tax-payroll-file.md): one row per employee and purpose with the
 * taxable and exempt parts, for a month or the year (연말정산), as xlsx or CSV. It holds names, so it asks why.
 */
export function PayrollDownloadDialog({
  open,
  onClose,
  cmpyCd,
  year,
  month,
}: {
  open: boolean;
  onClose: () => void;
  cmpyCd: string;
  year: number;
  /** The month filtered on the ledger, offered beside the year; null: the year only. */
  month: number | null;
}) {
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState(false);

  const onOk = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setPending(true);
    try {
      await downloadPayroll({
        cmpyCd,
        year,
        month: v.period === 'month' ? month : null,
        format: v.format,
        downloadReason: downloadReasonSchema.parse(v.downloadReason),
      });
      onClose();
    } catch (error) {
      await alertMessage(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      title="급여 반영 파일 다운로드"
      open={open}
      okText="다운로드"
      cancelText="취소"
      onOk={() => void onOk()}
      confirmLoading={pending}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>임직원별·분류별 과세 금액과 비과세 금액입니다. 다운로드 사유는 개인정보 접근기록에 남습니다.</p>
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ format: 'xlsx', period: month ? 'month' : 'year' }}
      >
        <Form.Item label="기간" name="period">
          <Radio.Group
            options={[
              ...(month ? [{ value: 'month', label: `${year}년 ${month}월` }] : []),
              { value: 'year', label: `${year}년 전체 (연말정산)` },
            ]}
          />
        </Form.Item>
        <Form.Item label="형식" name="format">
          <Radio.Group
            options={[
              { value: 'xlsx', label: '엑셀 (xlsx)' },
              { value: 'csv', label: 'CSV' },
            ]}
          />
        </Form.Item>
        <Form.Item name="downloadReason" label="다운로드 사유" rules={[zodRule(downloadReasonSchema)]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="예: 11월 급여 반영" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
