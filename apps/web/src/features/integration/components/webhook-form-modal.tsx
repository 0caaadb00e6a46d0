import {
  WEBHOOK_EVENT_GROUPS,
  WEBHOOK_EVENT_LABEL,
  WEBHOOK_MESSAGES,
  type WebhookEventType,
  type WebhookSubscriptionRow,
  webhookUrlProblem,
} from '@pcs/domain';
import { Checkbox, Col, Input, Modal, Row, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { Form } from '../../../components/form/enter-safe-form';

export type WebhookFormValues = {
  url: string;
  eventTypes: WebhookEventType[];
  description: string | null;
  active: boolean;
};

type Props = {
  /** null: closed; 'new': a new subscription; a row: that subscription's edit. */
  target: WebhookSubscriptionRow | 'new' | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (values: WebhookFormValues) => void;
};

/** Create or edit a subscription: the URL, the events (grouped checkboxes), a description and on/off. */
export function WebhookFormModal({ target, saving, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm<WebhookFormValues>();
  const editing = target !== null && target !== 'new' ? target : null;
  useEffect(() => {
    if (target === null) return;
    form.setFieldsValue(
      editing
        ? {
            url: editing.url,
            eventTypes: editing.eventTypes as WebhookEventType[],
            description: editing.description,
            active: editing.activeYn === 'Y',
          }
        : { url: '', eventTypes: [], description: null, active: true },
    );
  }, [target, editing, form]);

  return (
    <Modal
      title={editing ? '웹훅 수정' : '웹훅 등록'}
      open={target !== null}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText="저장"
      cancelText="취소"
      confirmLoading={saving}
      width={640}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={onSubmit} requiredMark>
        <Form.Item
          label="수신 URL"
          name="url"
          required
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                if (!value?.trim()) return Promise.reject(new Error(WEBHOOK_MESSAGES.urlRequired));
                // The form checks the shape; https-only is the server's to decide (OUTBOUND_ALLOW_PRIVATE lets a
                // closed network use http), and its refusal comes back in the same Korean words.
                const problem = webhookUrlProblem(value.trim(), true);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
          extra="https:// 주소만 사용할 수 있습니다. 내부망 주소로는 보낼 수 없습니다."
        >
          <Input placeholder="https://hr.example.com/webhooks/pcs" maxLength={500} autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="이벤트"
          name="eventTypes"
          required
          rules={[
            {
              validator: (_rule, value: string[] | undefined) =>
                value && value.length > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(WEBHOOK_MESSAGES.eventsRequired)),
            },
          ]}
        >
          <Checkbox.Group style={{ width: '100%' }}>
            <Row gutter={[16, 8]}>
              {WEBHOOK_EVENT_GROUPS.map((group) => (
                <Col span={12} key={group.label}>
                  <Typography.Text strong>{group.label}</Typography.Text>
                  {group.types.map((type) => (
                    <div key={type}>
                      <Checkbox value={type}>
                        {WEBHOOK_EVENT_LABEL[type]} <Typography.Text type="secondary">{type}</Typography.Text>
                      </Checkbox>
                    </div>
                  ))}
                </Col>
              ))}
            </Row>
          </Checkbox.Group>
        </Form.Item>
        <Form.Item label="설명" name="description">
          <Input maxLength={200} placeholder="예: 인사 시스템 연동" />
        </Form.Item>
        {editing && (
          <Form.Item label="사용" name="active" valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
