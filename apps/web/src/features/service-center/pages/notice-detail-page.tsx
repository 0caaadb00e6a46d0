import { audienceLabel, SERVICE_CENTER_MESSAGES as M } from '@pcs/domain';
import { Button, Descriptions, Divider, Flex, Skeleton, Typography } from 'antd';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { formatDateTime } from '../../../lib/format-date-time';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useDeleteNotice } from '../api/delete-notice';
import { useNotice } from '../api/get-notice';
import { AttachmentList, type AttachmentListTexts } from '../components/attachment-list';
import { NoticeHtml } from '../components/notice-html';
import { useOperatorAdmin } from '../hooks/use-operator-admin';
import { parseId } from '../parse-id';

/** The staff's desktop notice: Korean (decision 055). */
const ATTACHMENT_TEXTS: AttachmentListTexts = {
  label: '첨부파일',
  title: (count) => `첨부파일 ${count}`,
  download: '내려받기',
};

/** spec §2 /serviceCenter/notify/detail/{boardId}: the notice, its attachments, and for operator admins edit/delete. */
export default function NoticeDetailPage() {
  const navigate = useNavigate();
  const boardId = parseId(useParams().boardId);
  const admin = useOperatorAdmin();
  const notice = useNotice(boardId);
  useErrorAlert(notice.error);
  const remove = useDeleteNotice();

  if (boardId === null) return <Navigate to={paths.notify} replace />;
  const n = notice.data;

  const onDelete = async () => {
    if (!(await confirmMessage(M.deleteConfirm))) return;
    remove.mutate(boardId, {
      onSuccess: async () => {
        await alertMessage(M.deleted);
        navigate(paths.notify, { replace: true });
      },
      onError: (e) => void alertMessage(errorText(e)),
    });
  };

  return (
    <article aria-labelledby="notice-title" style={{ maxWidth: 960 }}>
      <Typography.Text type="secondary">공지사항</Typography.Text>
      {!n ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <Typography.Title level={3} id="notice-title" style={{ marginTop: 4 }}>
            {n.title}
          </Typography.Title>
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
            <Descriptions.Item label="작성자">{n.createdByNm ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="등록일">{formatDateTime(n.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="조회수">{n.viewCnt}</Descriptions.Item>
            {admin && (
              <Descriptions.Item label="대상">{audienceLabel(n.audiences, n.cmpyNm)}</Descriptions.Item>
            )}
          </Descriptions>
          <Divider style={{ margin: '12px 0 20px' }} />
          <NoticeHtml html={n.contentHtml} />
          <AttachmentList files={n.files} texts={ATTACHMENT_TEXTS} />
        </>
      )}
      <Flex gap={8} justify="flex-end" style={{ marginTop: 24 }}>
        <Link to={paths.notify}>
          <Button>목록</Button>
        </Link>
        {admin && n && (
          <>
            <Link to={paths.notifySave(n.boardId)}>
              <Button>수정</Button>
            </Link>
            <Button danger onClick={onDelete} loading={remove.isPending}>
              삭제
            </Button>
          </>
        )}
      </Flex>
    </article>
  );
}
