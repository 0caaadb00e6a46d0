import {
  CONDOLENCE_RELATION_LABEL,
  CONDOLENCE_RELATIONS,
  LIFE_EVENT_LIMITS,
  LIFE_EVENT_TYPES,
  LIFE_EVENT_MESSAGES as M,
  OCCASION_MESSAGES,
  OCCASION_TYPE_LABEL,
} from '@pcs/domain';
import { lifeEventSaveRequestSchema } from '@pcs/domain/contracts/occasion';
import { DatePicker, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import styles from '../../../components/back-office/back-office.module.css';
import { Form } from '../../../components/form/enter-safe-form';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { useSaveUserLifeEvent } from '../api/save-user-life-event';

type Values = { occasionType?: string; eventDt?: Dayjs | null; relationCd?: string; memo?: string };

const TYPE_OPTIONS = LIFE_EVENT_TYPES.map((t) => ({ value: t, label: OCCASION_TYPE_LABEL[t] }));
const RELATION_OPTIONS = CONDOLENCE_RELATIONS.map((r) => ({ value: r, label: CONDOLENCE_RELATION_LABEL[r] }));

/**
 * Registers a life event of a person from their detail (operators, or the client manager of their company): the
 * type, the day, the relation for a condolence and a note, checked with the contract's zod schema. It is APPROVED at
 * once, so a confirm says the company's rules will send a gift.
 */
export function UserLifeEventDialog({
  unqUserId,
  open,
  onClose,
}: {
  unqUserId: string;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  useReturnFocus(open);
  const condolence = Form.useWatch('occasionType', form) === 'CONDOLENCE';
  const save = useSaveUserLifeEvent(unqUserId);

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const parsed = lifeEventSaveRequestSchema.safeParse({
      unqUserId,
      occasionType: values.occasionType,
      eventDt: values.eventDt?.format('YYYYMMDD'),
      relationCd: condolence ? (values.relationCd ?? null) : null,
      memo: values.memo ?? null,
    });
    if (!parsed.success) return alertMessage(parsed.error.issues[0]?.message ?? '');
    if (!(await confirmMessage(M.saveConfirm))) return;
    try {
      await save.mutateAsync(parsed.data);
      await alertMessage(M.saved);
      onClose();
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  return (
    <Modal
      title="경조사 등록"
      open={open}
      okText="등록"
      cancelText="취소"
      confirmLoading={save.isPending}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} aria-label="경조사 등록">
        <Form.Item
          label="경조사 유형"
          name="occasionType"
          rules={[{ required: true, message: M.typeRequired }]}
        >
          <Select options={TYPE_OPTIONS} placeholder="선택" />
        </Form.Item>
        <Form.Item label="일자" name="eventDt" rules={[{ required: true, message: M.eventDtRequired }]}>
          <DatePicker className={styles.full} format="YYYY.MM.DD" placeholder="일자 선택" />
        </Form.Item>
        {condolence && (
          <Form.Item
            label="고인과의 관계"
            name="relationCd"
            rules={[{ required: true, message: OCCASION_MESSAGES.relationRequired }]}
          >
            <Select options={RELATION_OPTIONS} placeholder="선택" />
          </Form.Item>
        )}
        <Form.Item label="메모" name="memo">
          <Input.TextArea rows={3} maxLength={LIFE_EVENT_LIMITS.memoMax} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
