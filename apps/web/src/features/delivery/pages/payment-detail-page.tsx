import { formatNumber, PAYMENT_METHOD_LABEL, PAYMENT_REFUND_TEXT, PAYMENT_TEXTS } from '@pcs/domain';
import type { PaymentDetail, PaymentRow } from '@pcs/domain/contracts/payment';
import { Button, Descriptions, Input, InputNumber, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { dash, dateTimeText } from '../../../components/back-office/display';
import { PageHeader } from '../../../components/back-office/page-header';
import { ScrollRegion } from '../../../components/back-office/scroll-region';
import { Form } from '../../../components/form/enter-safe-form';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { usePaymentDetail } from '../api/get-payment-detail';
import { useRefundPayment } from '../api/refund-payment';
import { DELIVERY_DIALOG_TEXT } from '../texts';
import { paymentStatusTag } from './payment-list-page';
import own from './payment-pages.module.css';

const won = (v: number) => `${formatNumber(v)}원`;
const HISTORY_LABEL: Record<string, string> = {
  READY: '결제 요청',
  RESET: '새 요청으로 대체',
  AUTH_FAIL: '인증 실패',
  APPROVAL_FAIL: '승인 실패',
  APPROVED: '승인',
  NETCANCEL: '승인 취소(망취소)',
  FORGED: '위조 응답 거부',
  CLOSE: '결제창 닫힘',
  REFUND: '전체 환불',
  PARTIAL_REFUND: '부분 환불',
  REFUND_FAIL: '환불 실패',
};

/**
 * spec §2 /delivery/payment/{estiSn} (15 and 99999): the order, the card result of each attempt with the provider's
 * transaction id and approval number, the history of each payment and its refunds; 환불 refunds through INIAPI.
 */
export default function PaymentDetailPage() {
  const estiSn = Number(useParams().estiSn) || 0;
  const detail = usePaymentDetail(estiSn);
  useErrorAlert(detail.error);
  const [refunding, setRefunding] = useState(false);
  const d = detail.data;

  const payColumns: TableColumnsType<PaymentRow> = [
    { title: '요청일시', dataIndex: 'createdAt', width: 150, render: dateTimeText },
    { title: '주문번호(OID)', dataIndex: 'oid', width: 190 },
    { title: '구분', dataIndex: 'purposeNm', width: 90 },
    {
      title: '결제수단',
      dataIndex: 'payMethod',
      width: 90,
      render: (v: string) => PAYMENT_METHOD_LABEL[v] ?? v,
    },
    { title: '금액', dataIndex: 'amount', width: 100, align: 'right', render: won },
    { title: '환불', dataIndex: 'refundedAmount', width: 100, align: 'right', render: won },
    {
      title: '상태',
      dataIndex: 'status',
      width: 96,
      render: (v: string, row) => paymentStatusTag(v, row.statusNm),
    },
    { title: '거래번호(TID)', dataIndex: 'tid', width: 230, ellipsis: true, render: dash },
    { title: '승인번호', dataIndex: 'applNum', width: 96, render: dash },
    { title: '승인일시', dataIndex: 'approvedAt', width: 150, render: dateTimeText },
    { title: '결과', dataIndex: 'resultMsg', ellipsis: true, render: dash },
  ];

  return (
    <div className={styles.page}>
      <PageHeader
        title="결제 상세"
        actions={
          <Link className="ant-btn" to={paths.deliveryPayment}>
            목록으로
          </Link>
        }
      />
      {d && (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} title="주문 정보">
            <Descriptions.Item label="신청번호">{d.estiSn}</Descriptions.Item>
            <Descriptions.Item label="주문번호">{d.ordSn}</Descriptions.Item>
            <Descriptions.Item label="고객사">{d.cmpyNm}</Descriptions.Item>
            <Descriptions.Item label="이벤트">{d.eventNm}</Descriptions.Item>
            <Descriptions.Item label="구매자">{d.buyerNm}</Descriptions.Item>
            <Descriptions.Item label="상품">
              {d.prodNm}
              {d.optNm ? ` / ${d.optNm}` : ''} × {d.quantity}
            </Descriptions.Item>
            <Descriptions.Item label="상품 금액">{won(d.goodsAmt)}</Descriptions.Item>
            <Descriptions.Item label="포장·카드">{won(d.extrasAmt)}</Descriptions.Item>
            <Descriptions.Item label="주문 합계">{won(d.orderTotal)}</Descriptions.Item>
            <Descriptions.Item label="예산 부담 / 카드 결제">
              {won(d.budgetPart)} / {won(d.orderTotal - d.budgetPart)}
            </Descriptions.Item>
            <Descriptions.Item label="환불 가능 금액">
              <strong>{won(d.refundableAmount)}</strong>{' '}
              <Button
                size="small"
                danger
                disabled={d.refundableAmount <= 0}
                onClick={() => setRefunding(true)}
              >
                환불
              </Button>
            </Descriptions.Item>
          </Descriptions>
          <section className={own.section} aria-label="카드 결제 결과">
            <h2 className={own.sectionTitle}>카드 결제 결과</h2>
            <ScrollRegion label="카드 결제 결과" minWidth={1300}>
              <Table<PaymentRow>
                rowKey="oid"
                size="small"
                columns={payColumns}
                dataSource={d.payments}
                pagination={false}
              />
            </ScrollRegion>
          </section>
          <section className={own.section} aria-label="결제 이력">
            <h2 className={own.sectionTitle}>결제 이력</h2>
            <Table
              rowKey={(r) => `${r.oid}-${r.createdAt}-${r.kind}`}
              size="small"
              pagination={false}
              dataSource={d.history}
              columns={[
                { title: '일시', dataIndex: 'createdAt', width: 150, render: dateTimeText },
                { title: '주문번호(OID)', dataIndex: 'oid', width: 190 },
                {
                  title: '내용',
                  dataIndex: 'kind',
                  width: 140,
                  render: (v: string) => HISTORY_LABEL[v] ?? v,
                },
                { title: '코드', dataIndex: 'resultCode', width: 80, render: dash },
                { title: '메시지', dataIndex: 'resultMsg', render: dash },
              ]}
            />
          </section>
          <section className={own.section} aria-label="환불 내역">
            <h2 className={own.sectionTitle}>환불 내역</h2>
            <Table
              rowKey={(r) => `${r.oid}-${r.refundKey}`}
              size="small"
              pagination={false}
              dataSource={d.refunds}
              locale={{ emptyText: '환불 내역이 없습니다.' }}
              columns={[
                { title: '일시', dataIndex: 'createdAt', width: 150, render: dateTimeText },
                { title: '금액', dataIndex: 'amount', width: 100, align: 'right', render: won },
                {
                  title: '결과',
                  dataIndex: 'status',
                  width: 70,
                  render: (v: string) => (v === 'OK' ? '성공' : v === 'PENDING' ? '처리중' : '실패'),
                },
                { title: '사유', dataIndex: 'reason', render: dash },
                { title: '메시지', dataIndex: 'resultMsg', render: dash },
              ]}
            />
          </section>
          <RefundDialog detail={d} open={refunding} onClose={() => setRefunding(false)} />
        </>
      )}
    </div>
  );
}

function RefundDialog({
  detail,
  open,
  onClose,
}: {
  detail: PaymentDetail;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ amount: number; reason: string }>();
  const refund = useRefundPayment();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (!(await confirmMessage(DELIVERY_DIALOG_TEXT.refundConfirm(values.amount)))) return;
    try {
      const r = await refund.mutateAsync({
        estiSn: detail.estiSn,
        amount: values.amount,
        reason: values.reason,
      });
      await alertMessage(
        r.paymentPending ? PAYMENT_TEXTS.refundRequested : DELIVERY_DIALOG_TEXT.refunded(r.refundedAmount),
      );
      form.resetFields();
      onClose();
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  return (
    <Modal
      title="카드 결제 환불"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="환불"
      cancelText="취소"
      confirmLoading={refund.isPending}
      okButtonProps={{ danger: true }}
    >
      <Form form={form} layout="vertical" initialValues={{ amount: detail.refundableAmount, reason: '' }}>
        <Form.Item
          label={`환불 금액 (최대 ${won(detail.refundableAmount)})`}
          name="amount"
          rules={[
            { required: true, message: PAYMENT_REFUND_TEXT.amountRequired },
            {
              type: 'number',
              min: 1,
              max: detail.refundableAmount,
              message: PAYMENT_TEXTS.refundOver,
            },
          ]}
        >
          <InputNumber className={styles.full} min={1} max={detail.refundableAmount} step={1000} />
        </Form.Item>
        <Form.Item
          label="환불 사유"
          name="reason"
          rules={[{ required: true, min: 2, message: PAYMENT_REFUND_TEXT.reasonRequired }]}
        >
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
