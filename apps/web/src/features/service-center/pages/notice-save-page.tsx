import { UploadOutlined } from '@ant-design/icons';
import {
  fileExtension,
  SERVICE_CENTER_LIMITS as LIMIT,
  SERVICE_CENTER_MESSAGES as M,
  NOTICE_ATTACHMENT_EXTENSIONS,
  NOTICE_ATTACHMENT_MAX_BYTES,
  NOTICE_ATTACHMENT_MAX_FILES,
  NOTICE_AUDIENCES,
  type NoticeAudience,
} from '@pcs/domain';
import type { NoticeDetail } from '@pcs/domain/contracts/service-center';
import {
  Button,
  Checkbox,
  Flex,
  Input,
  Select,
  Skeleton,
  Switch,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Form } from '../../../components/form/enter-safe-form';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useNotice } from '../api/get-notice';
import { useNoticeCompanies } from '../api/get-notice-companies';
import { useWriteNotice } from '../api/write-notice';
import { parseId } from '../parse-id';

type FormValues = {
  title: string;
  pinned: boolean;
  audiences: NoticeAudience[];
  cmpyCd?: string | null;
  contentHtml: string;
};

const ACCEPT = NOTICE_ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * spec §2 /serviceCenter/notify/save/{nId} (create, nId "new") and /save/{boardId} (edit), operator admins only
 * (route guard and API): title, pin, audience, rich-text body and up to 5 attachments. Files are checked here for
 * kind and size to spare a round trip; the server checks their content again.
 */
export default function NoticeSavePage() {
  const boardId = parseId(useParams().boardId);
  const notice = useNotice(boardId);
  useErrorAlert(notice.error);
  if (boardId !== null && !notice.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <NoticeForm key={boardId ?? 'new'} notice={notice.data ?? null} />;
}

function NoticeForm({ notice }: { notice: NoticeDetail | null }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const companies = useNoticeCompanies();
  const write = useWriteNotice();
  const [files, setFiles] = useState<UploadFile[]>(
    () =>
      notice?.files.map((f) => ({
        uid: f.fileId,
        name: f.originalName,
        status: 'done' as const,
        size: f.byteSize,
      })) ?? [],
  );

  const onFinish = async (values: FormValues) => {
    if (!(await confirmMessage(M.saveConfirm))) return;
    const newFiles = files.flatMap((f) => (f.originFileObj ? [f.originFileObj as File] : []));
    const keepFileIds = files.filter((f) => !f.originFileObj).map((f) => f.uid);
    write.mutate(
      {
        notice: {
          boardId: notice?.boardId ?? null,
          title: values.title,
          contentHtml: values.contentHtml,
          pinnedYn: values.pinned ? 'Y' : 'N',
          audiences: values.audiences,
          cmpyCd: values.cmpyCd ?? null,
          keepFileIds,
        },
        files: newFiles,
      },
      {
        onSuccess: async ({ boardId }) => {
          await alertMessage(M.saved);
          navigate(paths.notifyDetail(boardId), { replace: true });
        },
        onError: (e) => void alertMessage(errorText(e)),
      },
    );
  };

  /** Kind and size before upload (the server checks the bytes); a refused file never joins the list. */
  const beforeUpload = (file: File) => {
    const ext = fileExtension(file.name);
    if (!(NOTICE_ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext)) {
      void alertMessage(M.attachmentType);
      return Upload.LIST_IGNORE;
    }
    if (file.size > NOTICE_ATTACHMENT_MAX_BYTES) {
      void alertMessage(M.attachmentTooLarge);
      return Upload.LIST_IGNORE;
    }
    if (files.length >= NOTICE_ATTACHMENT_MAX_FILES) {
      void alertMessage(M.attachmentTooMany);
      return Upload.LIST_IGNORE;
    }
    return false;
  };

  return (
    <section aria-labelledby="notice-save-title" style={{ maxWidth: 960 }}>
      <Typography.Title level={3} id="notice-save-title">
        {notice ? '공지사항 수정' : '공지사항 작성'}
      </Typography.Title>
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          title: notice?.title ?? '',
          pinned: notice?.pinnedYn === 'Y',
          audiences: (notice?.audiences ?? []) as NoticeAudience[],
          cmpyCd: notice?.cmpyCd ?? null,
          contentHtml: notice?.contentHtml ?? '',
        }}
      >
        <Form.Item
          label="제목"
          name="title"
          rules={[{ required: true, whitespace: true, message: M.noticeTitleRequired }]}
        >
          <Input maxLength={LIMIT.noticeTitle} showCount />
        </Form.Item>
        <Flex gap={32} wrap>
          <Form.Item label="상단 고정" name="pinned" valuePropName="checked">
            <Switch checkedChildren="고정" unCheckedChildren="일반" />
          </Form.Item>
          <Form.Item label="공개 대상" name="audiences" extra="선택하지 않으면 모든 사용자에게 공개됩니다.">
            <Checkbox.Group options={NOTICE_AUDIENCES.map((a) => ({ value: a.value, label: a.label }))} />
          </Form.Item>
          <Form.Item label="고객사" name="cmpyCd" extra="선택하면 해당 고객사 사용자에게만 공개됩니다.">
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="전체 고객사"
              loading={companies.isPending}
              options={companies.data?.map((c) => ({ value: c.cmpyCd, label: c.cmpyNm })) ?? []}
              style={{ width: 240 }}
            />
          </Form.Item>
        </Flex>
        <Form.Item
          label="내용"
          name="contentHtml"
          rules={[{ required: true, message: M.noticeBodyRequired }]}
        >
          <RichTextEditor />
        </Form.Item>
        <Form.Item
          label="첨부파일"
          extra={`최대 ${NOTICE_ATTACHMENT_MAX_FILES}개, 파일당 10MB (PDF, 이미지, 오피스 문서, 한글, ZIP)`}
        >
          <Upload
            multiple
            accept={ACCEPT}
            fileList={files}
            beforeUpload={beforeUpload}
            onChange={({ fileList }) => setFiles(fileList.slice(0, NOTICE_ATTACHMENT_MAX_FILES))}
          >
            <Button icon={<UploadOutlined />}>파일 선택</Button>
          </Upload>
        </Form.Item>
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => navigate(-1)}>취소</Button>
          <Button type="primary" htmlType="submit" loading={write.isPending}>
            저장
          </Button>
        </Flex>
      </Form>
    </section>
  );
}
