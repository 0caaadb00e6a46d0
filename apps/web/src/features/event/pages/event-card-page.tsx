import type { CardRow, CardSaveRequest } from '@pcs/domain';
import { Button, Card, Col, Empty, Input, InputNumber, Modal, Radio, Row, Skeleton } from 'antd';
import styles from '../../../components/back-office/back-office.module.css';
import { ImageFileField } from '../../../components/back-office/image-file-field';
import { clickable } from '../../../components/back-office/list-table';
import { PageHeader } from '../../../components/back-office/page-header';
import { UseYnTag } from '../../../components/back-office/status-tags';
import { useEditDialog } from '../../../components/back-office/use-edit-dialog';
import { Form } from '../../../components/form/enter-safe-form';
import { ProductImage } from '../../../components/ui/product-image';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useCards, useSaveCard } from '../api/cards';

/** spec §2 /event/card: message-card designs (image, default message, use Y/N) an event can offer. */
export default function EventCardPage() {
  const cards = useCards(null);
  useErrorAlert(cards.error);
  const save = useSaveCard();
  const [form] = Form.useForm<CardSaveRequest>();
  const dialog = useEditDialog(form, save.mutateAsync);
  const { editing } = dialog;

  const open = (row: CardRow | null) => {
    const next: CardSaveRequest = row
      ? {
          cardSn: row.cardSn,
          cardNm: row.cardNm,
          fileId: row.fileId,
          defaultMsg: row.defaultMsg,
          seqNo: row.seqNo,
          useYn: row.useYn,
        }
      : { cardNm: '', defaultMsg: '', seqNo: (cards.data?.list.length ?? 0) + 1, useYn: 'Y' };
    dialog.open(next);
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title="메시지 카드"
        description="이벤트에서 선물과 함께 보낼 수 있는 메시지 카드 디자인입니다."
        actions={
          <Button type="primary" onClick={() => open(null)}>
            카드 등록
          </Button>
        }
      />
      {cards.isPending ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (cards.data?.list.length ?? 0) === 0 ? (
        <Card>
          <Empty description="등록된 메시지 카드가 없습니다." />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {cards.data?.list.map((c) => (
            <Col key={c.cardSn} xs={24} sm={12} lg={6}>
              <Card
                hoverable
                size="small"
                {...clickable<HTMLDivElement>(() => open(c))}
                role="button"
                cover={c.fileId ? <ProductImage fileId={c.fileId} alt={c.cardNm} /> : undefined}
                title={c.cardNm}
                extra={<UseYnTag useYn={c.useYn} />}
              >
                {c.defaultMsg || '-'}
                {/* The name comes from what the card shows (WCAG 2.5.3 label in name), then what it does. */}
                <span className="pcs-visually-hidden"> 수정</span>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Modal
        title={editing?.cardSn ? '카드 수정' : '카드 등록'}
        open={editing !== null}
        onCancel={dialog.close}
        onOk={() => void dialog.submit()}
        okText="저장"
        cancelText="취소"
        confirmLoading={save.isPending}
      >
        <Form form={form} layout="vertical">
          <Form.Item
            label="카드명"
            name="cardNm"
            rules={[{ required: true, whitespace: true, message: '카드명을 입력해주세요.' }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label="기본 메시지" name="defaultMsg">
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
          <Form.Item
            label="카드 이미지"
            name="fileId"
            extra="jpg, png, webp (10MB 이하). 없으면 메시지만 표시합니다."
          >
            <ImageFileField alt="카드 이미지" />
          </Form.Item>
          <Form.Item label="순서" name="seqNo">
            <InputNumber min={0} max={999} />
          </Form.Item>
          <Form.Item label="사용여부" name="useYn">
            <Radio.Group
              options={[
                { value: 'Y', label: '사용' },
                { value: 'N', label: '사용안함' },
              ]}
            />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
