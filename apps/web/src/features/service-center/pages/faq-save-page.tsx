import {
  FAQ_CATEGORIES,
  type FaqCategoryCd,
  SERVICE_CENTER_LIMITS as LIMIT,
  SERVICE_CENTER_MESSAGES as M,
} from '@pcs/domain';
import type { Faq } from '@pcs/domain/contracts/service-center';
import { Button, Flex, Input, InputNumber, Select, Skeleton, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { Form } from '../../../components/form/enter-safe-form';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useFaq } from '../api/get-faqs';
import { useFaqMutations } from '../api/save-faq';
import { parseId } from '../parse-id';

type FormValues = { faqCategoryCd: FaqCategoryCd; question: string; answer: string; seqNo: number };

/**
 * spec §2 /serviceCenter/faq/save/{isEdit}/{faqId}: isEdit 'Y' edits faqId, anything else creates (operator admins;
 * route guard and API).
 */
export default function FaqSavePage() {
  const params = useParams();
  const faqId = params.isEdit === 'Y' ? parseId(params.faqId) : null;
  const faq = useFaq(faqId);
  useErrorAlert(faq.error);
  if (faqId !== null && !faq.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <FaqForm key={faqId ?? 'new'} faq={faq.data ?? null} />;
}

function FaqForm({ faq }: { faq: Faq | null }) {
  const navigate = useNavigate();
  const { save } = useFaqMutations();

  const onFinish = async (values: FormValues) => {
    if (!(await confirmMessage(M.saveConfirm))) return;
    save.mutate(
      { ...values, faqId: faq?.faqId ?? null },
      {
        onSuccess: async () => {
          await alertMessage(M.saved);
          navigate(paths.faq, { replace: true });
        },
        onError: (e) => void alertMessage(errorText(e)),
      },
    );
  };

  return (
    <section aria-labelledby="faq-save-title" style={{ maxWidth: 760 }}>
      <Typography.Title level={3} id="faq-save-title">
        {faq ? '자주 묻는 질문 수정' : '자주 묻는 질문 등록'}
      </Typography.Title>
      <Form<FormValues>
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          faqCategoryCd: (faq?.faqCategoryCd as FaqCategoryCd | undefined) ?? undefined,
          question: faq?.question ?? '',
          answer: faq?.answer ?? '',
          seqNo: faq?.seqNo ?? 0,
        }}
      >
        <Flex gap={16} wrap>
          <Form.Item
            label="분류"
            name="faqCategoryCd"
            rules={[{ required: true, message: M.faqCategoryRequired }]}
          >
            <Select
              placeholder="분류 선택"
              options={FAQ_CATEGORIES.map((c) => ({ value: c.cd, label: c.nm }))}
              style={{ width: 200 }}
            />
          </Form.Item>
          <Form.Item label="노출 순서" name="seqNo" extra="작은 숫자가 먼저 보입니다.">
            <InputNumber min={0} max={9999} />
          </Form.Item>
        </Flex>
        <Form.Item
          label="질문"
          name="question"
          rules={[{ required: true, whitespace: true, message: M.faqQuestionRequired }]}
        >
          <Input maxLength={LIMIT.faqQuestion} showCount />
        </Form.Item>
        <Form.Item
          label="답변"
          name="answer"
          rules={[{ required: true, whitespace: true, message: M.faqAnswerRequired }]}
        >
          <Input.TextArea rows={8} maxLength={LIMIT.faqAnswer} showCount />
        </Form.Item>
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => navigate(-1)}>취소</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            저장
          </Button>
        </Flex>
      </Form>
    </section>
  );
}
