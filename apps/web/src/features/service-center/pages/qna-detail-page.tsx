import { SERVICE_CENTER_LIMITS as LIMIT, SERVICE_CENTER_MESSAGES as M } from '@pcs/domain';
import { Button, Card, Descriptions, Flex, Input, Skeleton, Typography } from 'antd';
import { Link, Navigate, useParams } from 'react-router';
import { Form } from '../../../components/form/enter-safe-form';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { formatDateTime } from '../../../lib/format-date-time';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useQuestionMutations } from '../api/ask-question';
import { useQuestion } from '../api/get-questions';
import { QnaStatusTag } from '../components/qna-status-tag';
import { useOperatorAdmin } from '../hooks/use-operator-admin';
import { parseId } from '../parse-id';

/**
 * /serviceCenter/qna/detail/{qnaSn} (ours): the question and its answer; operator admins write or correct
 * the answer here, which notifies the asker.
 */
export default function QnaDetailPage() {
  const qnaSn = parseId(useParams().qnaSn);
  const admin = useOperatorAdmin();
  const question = useQuestion(qnaSn);
  useErrorAlert(question.error);
  const { answer } = useQuestionMutations();
  if (qnaSn === null) return <Navigate to={paths.qnaList} replace />;
  const q = question.data;

  const onAnswer = async (values: { answer: string }) => {
    if (!(await confirmMessage(M.qnaAnswerConfirm))) return;
    answer.mutate(
      { qnaSn, answer: values.answer },
      {
        onSuccess: () => void alertMessage(M.saved),
        onError: (e) => void alertMessage(errorText(e)),
      },
    );
  };

  return (
    <article aria-labelledby="qna-detail-title" style={{ maxWidth: 960 }}>
      <Typography.Text type="secondary">1:1 문의</Typography.Text>
      {!q ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <Flex align="center" gap={12} wrap>
            <Typography.Title level={3} id="qna-detail-title" style={{ margin: '4px 0' }}>
              {q.title}
            </Typography.Title>
            <QnaStatusTag status={q.status} />
          </Flex>
          <Descriptions size="small" column={{ xs: 1, sm: 3 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="작성자">{q.userNm}</Descriptions.Item>
            {admin && <Descriptions.Item label="고객사">{q.cmpyNm ?? '-'}</Descriptions.Item>}
            <Descriptions.Item label="등록일">{formatDateTime(q.createdAt)}</Descriptions.Item>
          </Descriptions>
          <Card title="문의내용" size="small">
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {q.question}
            </Typography.Paragraph>
          </Card>
          <Card
            title="답변"
            size="small"
            style={{ marginTop: 16 }}
            extra={q.answeredAt ? `${q.answeredByNm ?? ''} · ${formatDateTime(q.answeredAt)}` : null}
          >
            {admin ? (
              <Form
                key={q.answeredAt ?? 'none'}
                layout="vertical"
                onFinish={onAnswer}
                initialValues={{ answer: q.answer ?? '' }}
              >
                <Form.Item
                  name="answer"
                  label="답변 내용"
                  rules={[{ required: true, whitespace: true, message: M.qnaAnswerRequired }]}
                >
                  <Input.TextArea rows={8} maxLength={LIMIT.qnaAnswer} showCount />
                </Form.Item>
                <Flex justify="flex-end">
                  <Button type="primary" htmlType="submit" loading={answer.isPending}>
                    {q.answer ? '답변 수정' : '답변 등록'}
                  </Button>
                </Flex>
              </Form>
            ) : (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {q.answer ?? M.qnaWaitingAnswer}
              </Typography.Paragraph>
            )}
          </Card>
        </>
      )}
      <Flex gap={8} justify="flex-end" style={{ marginTop: 24 }}>
        <Link to={paths.qnaList}>
          <Button>목록</Button>
        </Link>
      </Flex>
    </article>
  );
}
