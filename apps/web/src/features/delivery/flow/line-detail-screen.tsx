import {
  DELIVERY_ACTION_LABEL,
  type DeliveryAction,
  type DeliveryLineDetail,
  deliveryActorOf,
  formatNumber,
  formatOrderNo,
  formatPhone,
  formatWon,
  giftExtrasText,
  isAuthCd,
  isDeliveryState,
  nextDeliveryState,
  normalizeInvoiceNo,
} from '@pcs/domain';
import { Button, Card, Descriptions, Form, Space } from 'antd';
import { useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSession } from '../../../lib/session-store';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useApplyLineAction } from '../api/apply-line-action';
import { useLineDetail } from '../api/get-line-detail';
import { DeliveryStatusTag } from '../components/delivery-status-tag';
import {
  type CarrierInvoice,
  CarrierInvoiceForm,
  DetailFrame,
  HistoryCard,
  toSn,
} from '../components/detail-blocks';
import { DELIVERY_DIALOG_TEXT } from '../texts';

/** Buttons in the order of the life cycle; each shows only when the pure rule allows it for this caller. */
const SIMPLE_ACTIONS: DeliveryAction[] = [
  'placeOrder',
  'startPreparing',
  'ship',
  'confirmDelivery',
  'cancel',
];

/**
 * spec §2 /delivery/apply/{estiSn}, /delivery/order/{estiSn}/{estiItemSn}, /delivery/release/{estiSn}/{estiItemSn}:
 * one line in full (address as the recipient gave it), its history with who and when, and the transitions the
 * caller may make now: place with the vendor, prepare, release with carrier and invoice, ship, confirm delivery,
 * cancel before release.
 */
export function LineDetailScreen({ title, backTo }: { title: string; backTo: string }) {
  const params = useParams();
  const estiSn = toSn(params.estiSn);
  const estiItemSn = params.estiItemSn === undefined ? null : toSn(params.estiItemSn);
  const detail = useLineDetail(estiSn, estiItemSn);
  useErrorAlert(detail.error);
  return (
    <DetailFrame
      title={title}
      backTo={backTo}
      missing={estiSn === 0 || detail.isError}
      notFound="배송 정보를 찾을 수 없습니다."
    >
      {detail.data ? <LineBody line={detail.data} /> : null}
    </DetailFrame>
  );
}

function LineBody({ line }: { line: DeliveryLineDetail }) {
  const authCd = useSession((s) => s.loginUserData?.authCd ?? '');
  const actor = isAuthCd(authCd) ? deliveryActorOf(authCd) : 'recipient';
  const action = useApplyLineAction();
  const [form] = Form.useForm<CarrierInvoice>();
  const state = isDeliveryState(line.deliStatCd) ? line.deliStatCd : null;
  const allowed = (a: DeliveryAction) => state !== null && nextDeliveryState(state, a, actor).ok;
  const key = { estiSn: line.estiSn, estiItemSn: line.estiItemSn };

  const run = async (a: DeliveryAction, extra: Record<string, unknown> = {}) => {
    const label = DELIVERY_ACTION_LABEL[a];
    if (!(await confirmMessage(DELIVERY_DIALOG_TEXT.actionConfirm(label)))) return;
    try {
      const r = await action.mutateAsync({ ...key, action: a, ...extra });
      await alertMessage(DELIVERY_DIALOG_TEXT.stateReached(r.deliStatNm));
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  const release = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values)
      await run('release', { carrierCd: values.carrierCd, invoiceNo: normalizeInvoiceNo(values.invoiceNo) });
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title="주문 정보">
        <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="주문번호">
            {formatOrderNo(line.estiSn, line.estiItemSn)}
          </Descriptions.Item>
          <Descriptions.Item label="상태">
            <DeliveryStatusTag code={line.deliStatCd} name={line.deliStatNm} />
          </Descriptions.Item>
          <Descriptions.Item label="주문일시">{formatDateTime(line.orderDt)}</Descriptions.Item>
          <Descriptions.Item label="고객사 / 이벤트">
            {line.cmpyNm} / {line.eventNm}
          </Descriptions.Item>
          <Descriptions.Item label="상품">
            {line.optNm ? `${line.prodNm} / ${line.optNm}` : line.prodNm}
          </Descriptions.Item>
          <Descriptions.Item label="수량 / 금액">
            {formatNumber(line.quantity)}개 / {formatWon(line.price)}
          </Descriptions.Item>
          <Descriptions.Item label="공급사">{line.vendorNm ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="포장 담당">{line.packerNm ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="택배사 / 송장번호">
            {line.invoiceNo ? (
              line.trackingUrl ? (
                <a href={line.trackingUrl} target="_blank" rel="noreferrer">
                  {line.carrierNm} {line.invoiceNo} (배송 조회)
                </a>
              ) : (
                `${line.carrierNm ?? ''} ${line.invoiceNo}`
              )
            ) : (
              '-'
            )}
          </Descriptions.Item>
          <Descriptions.Item label="반품/교환 기간">배송완료 후 {line.returnDays}일</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="배송지 (수령인이 입력한 그대로)">
        <Descriptions bordered column={1} size="small">
          <Descriptions.Item label="받는 분">{line.receiverNm}</Descriptions.Item>
          <Descriptions.Item label="연락처">{formatPhone(line.receiverTelNo)}</Descriptions.Item>
          <Descriptions.Item label="주소">
            [{line.zipCd}] {line.addr} {line.addrDtl}
          </Descriptions.Item>
          <Descriptions.Item label="요청사항">{line.deliveryMemo || '-'}</Descriptions.Item>
          <Descriptions.Item label="포장·카드">
            {giftExtrasText(line) || '-'}
            {line.extrasAmt > 0 ? ` (${formatNumber(line.extrasAmt)}원)` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="메시지 카드">
            {line.cardYn === 'Y' ? line.cardMsg || '-' : '-'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="처리">
        <Space wrap>
          {SIMPLE_ACTIONS.filter(allowed).map((a) => (
            <Button
              key={a}
              danger={a === 'cancel'}
              type={a === 'cancel' ? 'default' : 'primary'}
              loading={action.isPending}
              onClick={() => void run(a)}
            >
              {DELIVERY_ACTION_LABEL[a]}
            </Button>
          ))}
        </Space>
        {allowed('release') && (
          <CarrierInvoiceForm
            form={form}
            label="출고 정보"
            submitText="출고"
            loading={action.isPending}
            onSubmit={() => void release()}
          />
        )}
        {state !== null && SIMPLE_ACTIONS.every((a) => !allowed(a)) && !allowed('release') && (
          <p className={styles.muted}>지금 처리할 수 있는 작업이 없습니다.</p>
        )}
      </Card>
      <HistoryCard history={line.history} />
    </Space>
  );
}
