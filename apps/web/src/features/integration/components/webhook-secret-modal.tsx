import { Alert, Modal, Typography } from 'antd';

/** The signing secret, shown once after create or rotate (decision 038), with a copy button. */
export function WebhookSecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Modal
      title="서명 비밀키"
      open={secret !== null}
      onOk={onClose}
      onCancel={onClose}
      okText="확인"
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        title="이 비밀키는 지금 한 번만 표시됩니다. 복사하여 수신 서버에 안전하게 보관하세요."
        style={{ marginBottom: 16 }}
      />
      <Typography.Paragraph copyable={{ text: secret ?? '', tooltips: ['복사', '복사되었습니다'] }} code>
        {secret}
      </Typography.Paragraph>
      <Typography.Text type="secondary">
        수신 서버는 webhook-signature 헤더를 이 비밀키로 검증해야 합니다 (Standard Webhooks).
      </Typography.Text>
    </Modal>
  );
}
