import { DownloadOutlined } from '@ant-design/icons';
import { downloadReasonSchema } from '@pcs/domain';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { alertMessage } from '../../lib/dialog';
import { downloadFile } from '../../lib/download-file';
import { errorText } from '../../lib/use-error-alert';
import { Form } from '../form/enter-safe-form';
import { zodRule } from './zod-rule';

type Props = {
  /** The list's Excel endpoint: the same filters with requestType EXPORT (contracts/list.ts). */
  path: string;
  /** The request body for a download reason (null when the list holds no personal data). */
  body: (downloadReason: string | null) => unknown;
  /** Korean privacy practice: a list with names, phones or e-mails asks why it is downloaded; the server logs it. */
  personalData: boolean;
  /** The file name when the server sends none ('회사목록' -> 회사목록.xlsx). */
  fileName: string;
  disabled?: boolean;
  label?: string;
};

const REASON_FIELD = 'downloadReason';

/**
 * Building block "List screens": downloads the list's current filtered result as xlsx. With personal data it first
 * asks for a reason (5 to 200 characters); a refusal (too many rows, no right) alerts the server's text (spec §8).
 */
export function ExcelDownloadButton({
  path,
  body,
  personalData,
  fileName,
  disabled,
  label = '엑셀 다운로드',
}: Props) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [form] = Form.useForm<{ downloadReason: string }>();

  const download = async (reason: string | null) => {
    setPending(true);
    try {
      await downloadFile(path, body(reason), `${fileName}.xlsx`);
      setAsking(false);
      form.resetFields();
    } catch (error) {
      await alertMessage(errorText(error));
    } finally {
      setPending(false);
    }
  };

  const onClick = () => (personalData ? setAsking(true) : void download(null));
  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) await download(downloadReasonSchema.parse(values.downloadReason));
  };

  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={onClick} loading={pending && !asking} disabled={disabled}>
        {label}
      </Button>
      <Modal
        title="다운로드 사유 입력"
        open={asking}
        okText="다운로드"
        cancelText="취소"
        onOk={onOk}
        confirmLoading={pending}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <p>개인정보가 포함된 파일입니다. 다운로드 사유는 개인정보 접근기록에 남습니다.</p>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name={REASON_FIELD} label="다운로드 사유" rules={[zodRule(downloadReasonSchema)]}>
            <Input.TextArea rows={3} maxLength={200} showCount placeholder="예: 임직원 선물 발송 대상 확인" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
