import { SERVICE_CENTER_LIMITS as LIMIT, SERVICE_CENTER_MESSAGES as M } from '@pcs/domain';
import { Button, Flex, Input, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { Form } from '../../../components/form/enter-safe-form';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useQuestionMutations } from '../api/ask-question';

type FormValues = { title: string; question: string };

/** /serviceCenter/qna/save (ours): a logged-in user asks a one-to-one question. */
export default function QnaSavePage() {
  const navigate = useNavigate();
  const { ask } = useQuestionMutations();

  const onFinish = async (values: FormValues) => {
    if (!(await confirmMessage(M.qnaAskConfirm))) return;
    ask.mutate(values, {
      onSuccess: ({ qnaSn }) => navigate(paths.qnaDetail(qnaSn), { replace: true }),
      onError: (e) => void alertMessage(errorText(e)),
    });
  };

  return (
    <section aria-labelledby="qna-save-title" style={{ maxWidth: 760 }}>
      <Typography.Title level={3} id="qna-save-title">
        1:1 문의하기
      </Typography.Title>
      <Typography.Paragraph type="secondary">{M.qnaNotifyHint}</Typography.Paragraph>
      <Form<FormValues> layout="vertical" onFinish={onFinish}>
        <Form.Item
          label="제목"
          name="title"
          rules={[{ required: true, whitespace: true, message: M.qnaTitleRequired }]}
        >
          <Input maxLength={LIMIT.qnaTitle} showCount />
        </Form.Item>
        <Form.Item
          label="문의내용"
          name="question"
          rules={[{ required: true, whitespace: true, message: M.qnaQuestionRequired }]}
        >
          <Input.TextArea rows={10} maxLength={LIMIT.qnaQuestion} showCount />
        </Form.Item>
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => navigate(-1)}>취소</Button>
          <Button type="primary" htmlType="submit" loading={ask.isPending}>
            등록
          </Button>
        </Flex>
      </Form>
    </section>
  );
}
