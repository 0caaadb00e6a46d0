import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import {
  EXCEL_LIMITS,
  EXCEL_MESSAGES,
  formatNumber,
  type ImportError,
  importDoneText,
  importErrorsReplySchema,
  importReplySchema,
  userImportDoneText,
  XLSX_CONTENT_TYPE,
} from '@pcs/domain';
import { Alert, Button, Checkbox, Modal, Progress, Steps, Table, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { alertMessage } from '../../lib/dialog';
import { downloadFile } from '../../lib/download-file';
import { uploadFile } from '../../lib/upload-file';
import { errorText } from '../../lib/use-error-alert';
import { useReturnFocus } from '../../lib/use-return-focus';
import styles from './back-office.module.css';

type Props = {
  open: boolean;
  /** '임직원 엑셀 등록', '그룹 엑셀 등록'. */
  title: string;
  /** The company the rows are imported into (the server refuses another company for a client manager). */
  cmpyCd?: string;
  /**
   * More query parameters of the upload, also sent with the template request (goods: the vendor, ?vendorSn=; an
   * event's recipients: eventSn).
   */
  query?: Record<string, string>;
  templatePath: string;
  templateFileName: string;
  uploadPath: string;
  /** Users only: whether the imported employees are told how to sign in (sendNoticeYn). */
  noticeOption?: boolean;
  /** What this import's template holds beyond the headers (the invoice template comes pre-filled). */
  hint?: string;
  /** Shown above the steps: where the rows go (a company picker, or the company's name), so no one imports blind. */
  target?: ReactNode;
  /** Why nothing can be downloaded or uploaded yet (a target still to choose); shown in the dialog, not a tooltip. */
  blockedReason?: string | null;
  onImported: (count: number) => void;
  onClose: () => void;
};

/** The reply of every import; the employee import adds each sheet's count (사용자, 경조사). */
const replySchema = importReplySchema.extend({
  userCount: z.number().int().optional(),
  lifeEventCount: z.number().int().optional(),
});
const doneText = (reply: z.infer<typeof replySchema>) =>
  reply.lifeEventCount
    ? userImportDoneText(reply.userCount ?? 0, reply.lifeEventCount)
    : importDoneText(reply.importedCount);

type Outcome =
  | { kind: 'done'; text: string }
  | { kind: 'rows'; message: string; errorCount: number; errors: ImportError[] }
  | { kind: 'refused'; message: string };

/** What a failed upload tells the user: every bad row (all or nothing), or why the file itself was refused. */
function outcomeOf(error: unknown): Outcome {
  const rows = error instanceof ApiError ? importErrorsReplySchema.safeParse(error.data) : null;
  if (rows?.success && rows.data.errors.length > 0)
    return { kind: 'rows', message: errorText(error), ...rows.data };
  return { kind: 'refused', message: errorText(error) };
}

/**
 * Building block "Excel import" (web side): the template of the company (Korean headers, an example row, drop-down
 * codes), the upload with its progress, then either the count imported or every error as row + column + message.
 * The server imports all rows in one transaction or none, which the error message says.
 */
export function ExcelUploadDialog({
  open,
  title,
  cmpyCd,
  query,
  templatePath,
  templateFileName,
  uploadPath,
  noticeOption = false,
  hint,
  target,
  blockedReason = null,
  onImported,
  onClose,
}: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [sendNotice, setSendNotice] = useState(true);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [templatePending, setTemplatePending] = useState(false);
  const uploading = progress !== null;
  const params = { ...(cmpyCd === undefined ? {} : { cmpyCd }), ...query };

  const close = () => {
    if (uploading) return;
    setFile(null);
    setOutcome(null);
    onClose();
  };

  const downloadTemplate = async () => {
    setTemplatePending(true);
    try {
      await downloadFile(templatePath, params, `${templateFileName}.xlsx`);
    } catch (error) {
      await alertMessage(errorText(error));
    } finally {
      setTemplatePending(false);
    }
  };

  const choose = (chosen: File) => {
    setOutcome(null);
    // The server refuses it too; saying so before 20 MB go up the wire spares the wait.
    if (chosen.size > EXCEL_LIMITS.maxBytes) {
      setFile(null);
      setOutcome({ kind: 'refused', message: EXCEL_MESSAGES.tooLarge });
    } else setFile(chosen);
    return false;
  };

  const upload = async () => {
    if (!file) {
      setOutcome({ kind: 'refused', message: EXCEL_MESSAGES.fileRequired });
      return;
    }
    const search = new URLSearchParams(params);
    if (noticeOption) search.set('sendNoticeYn', sendNotice ? 'Y' : 'N');
    const form = new FormData();
    form.append('file', file, file.name);
    setOutcome(null);
    setProgress(0);
    try {
      const reply = await uploadFile(`${uploadPath}?${search}`, form, {
        schema: replySchema,
        onProgress: setProgress,
      });
      setOutcome({ kind: 'done', text: doneText(reply) });
      setFile(null);
      onImported(reply.importedCount);
    } catch (error) {
      setOutcome(outcomeOf(error));
    } finally {
      setProgress(null);
    }
  };

  const step = outcome?.kind === 'done' ? 2 : file ? 1 : 0;
  useReturnFocus(open);

  return (
    <Modal
      title={title}
      open={open}
      onCancel={close}
      width={720}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close} disabled={uploading}>
          닫기
        </Button>,
        <Button
          key="upload"
          type="primary"
          onClick={upload}
          loading={uploading}
          disabled={!file || !!blockedReason}
        >
          업로드
        </Button>,
      ]}
    >
      {target && <div style={{ marginBottom: 16 }}>{target}</div>}
      <Steps
        size="small"
        current={step}
        items={[{ title: '양식 내려받기' }, { title: '파일 선택' }, { title: '등록 완료' }]}
      />
      <p className={styles.muted}>
        양식에 맞춰 작성한 xlsx 파일을 올려주세요. 한 행이라도 오류가 있으면 아무것도 등록되지 않습니다. (최대
        20MB, {formatNumber(EXCEL_LIMITS.maxRows)}행)
      </p>
      {hint && <p className={styles.muted}>{hint}</p>}
      {blockedReason && <Alert type="info" showIcon title={blockedReason} style={{ marginBottom: 12 }} />}
      <Button
        icon={<DownloadOutlined />}
        onClick={downloadTemplate}
        loading={templatePending}
        disabled={!!blockedReason}
      >
        양식 다운로드
      </Button>
      <Upload.Dragger
        accept={`.xlsx,${XLSX_CONTENT_TYPE}`}
        maxCount={1}
        beforeUpload={choose}
        fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
        onRemove={() => setFile(null)}
        disabled={uploading}
        style={{ marginTop: 12 }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">클릭하거나 파일을 끌어다 놓으세요.</p>
      </Upload.Dragger>
      {noticeOption && (
        <Checkbox
          checked={sendNotice}
          onChange={(e) => setSendNotice(e.target.checked)}
          style={{ marginTop: 12 }}
        >
          등록된 임직원에게 로그인 안내 문자(또는 메일)를 보냅니다.
        </Checkbox>
      )}
      {uploading && (
        <div role="status" aria-label="업로드 진행률" style={{ marginTop: 12 }}>
          <Progress percent={progress} status="active" />
          {progress === 100 && <span className={styles.muted}>파일을 검사하고 등록하는 중입니다.</span>}
        </div>
      )}
      {outcome?.kind === 'done' && (
        <Alert type="success" showIcon title={outcome.text} style={{ marginTop: 12 }} />
      )}
      {outcome?.kind === 'refused' && (
        <Alert type="error" showIcon title={outcome.message} style={{ marginTop: 12 }} />
      )}
      {outcome?.kind === 'rows' && (
        <>
          <Alert type="error" showIcon title={outcome.message} style={{ marginTop: 12 }} />
          <Table<ImportError>
            className={styles.errorTable}
            size="small"
            aria-label="엑셀 오류 목록"
            rowKey={(e) => `${e.sheet ?? ''}-${e.row}-${e.column}-${e.message}`}
            dataSource={outcome.errors}
            pagination={outcome.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            columns={[
              // A template of several data sheets (사용자, 경조사) names the sheet of each error.
              ...(outcome.errors.some((e) => e.sheet)
                ? [{ title: '시트', dataIndex: 'sheet', width: 80 }]
                : []),
              { title: '행', dataIndex: 'row', width: 70, align: 'right' },
              { title: '항목', dataIndex: 'column', width: 140 },
              { title: '내용', dataIndex: 'message' },
            ]}
          />
          {outcome.errorCount > outcome.errors.length && (
            <p className={styles.muted}>
              오류 {formatNumber(outcome.errorCount)}건 중 {formatNumber(outcome.errors.length)}건을
              표시합니다.
            </p>
          )}
        </>
      )}
    </Modal>
  );
}
