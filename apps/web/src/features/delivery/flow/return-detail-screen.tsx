import {
  deliveryActorOf,
  formatOrderNo,
  formatPhone,
  formatWon,
  isAuthCd,
  isReturnState,
  nextReturnState,
  normalizeInvoiceNo,
  RETURN_ACTION_LABEL,
  type RefundGbn,
  type ReturnAction,
  type ReturnDetail,
} from '@pcs/domain';
import { Button, Card, Descriptions, Form, Image, Space, Tag } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { RejectReasonDialog } from '../../../components/back-office/reject-reason-dialog';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSession } from '../../../lib/session-store';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useApplyReturnAction } from '../api/apply-return-action';
import { useReturnDetail } from '../api/get-return-detail';
import {
  type CarrierInvoice,
  CarrierInvoiceForm,
  DetailFrame,
  HistoryCard,
  toSn,
} from '../components/detail-blocks';
import { DELIVERY_DIALOG_TEXT } from '../texts';
import { RefundDialog, ReturnAfterCard } from './return-after-card';
import { RETURN_TAG_COLOR } from './returns-list-screen';
import { usePrivateImage } from './use-private-image';

type Act = Exclude<ReturnAction, 'request' | 'edit' | 'withdraw' | 'reject' | 'reship'>;
const SIMPLE: Act[] = ['approve', 'collect', 'refund', 'refundDone'];

/**
 * spec §2 /delivery/return/{estiSn}/{estiItemSn}/{refundSn} and /delivery/returnManaged/...: one request with its
 * reason, photos, who pays the shipping, and the actions the caller may take now (approve, reject with a reason,
 * collect, refund through the payment step, re-ship an exchange).
 */
export function ReturnDetailScreen({ backTo }: { backTo: string }) {
  const params = useParams();
  const key = {
    estiSn: toSn(params.estiSn),
    estiItemSn: toSn(params.estiItemSn),
    refundSn: toSn(params.refundSn),
  };
  const detail = useReturnDetail(key);
  useErrorAlert(detail.error);
  return (
    <DetailFrame
      title="반품/교환 상세"
      backTo={backTo}
      missing={key.refundSn === 0 || detail.isError}
      notFound="반품/교환 신청을 찾을 수 없습니다."
    >
      {detail.data ? <ReturnBody r={detail.data} /> : null}
    </DetailFrame>
  );
}

function Photo({ url }: { url: string }) {
  const src = usePrivateImage(url);
  return src ? (
    <Image src={src} width={120} height={120} style={{ objectFit: 'cover' }} alt="반품 사진" />
  ) : null;
}

function ReturnBody({ r }: { r: ReturnDetail }) {
  const authCd = useSession((s) => s.loginUserData?.authCd ?? '');
  const actor = isAuthCd(authCd) ? deliveryActorOf(authCd) : 'recipient';
  const action = useApplyReturnAction();
  const [rejecting, setRejecting] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [form] = Form.useForm<CarrierInvoice>();
  const state = isReturnState(r.refundStatCd) ? r.refundStatCd : null;
  // The reason and the resellable choice are asked for in their dialogs: assume them to know what may be done.
  const ctx = { refundGbn: r.refundGbn as RefundGbn, rejectReason: 'x', resellableYn: 'Y' };
  const allowed = (a: Exclude<ReturnAction, 'request'>) =>
    state !== null && nextReturnState(state, a, actor, ctx).ok;
  const key = { estiSn: r.estiSn, estiItemSn: r.estiItemSn, refundSn: r.refundSn };

  const run = async (
    a: Exclude<ReturnAction, 'request' | 'edit' | 'withdraw'>,
    extra: Record<string, unknown> = {},
    ask = true,
  ) => {
    if (ask && !(await confirmMessage(DELIVERY_DIALOG_TEXT.actionConfirm(RETURN_ACTION_LABEL[a])))) return;
    try {
      const res = await action.mutateAsync({ ...key, action: a, ...extra });
      await alertMessage(DELIVERY_DIALOG_TEXT.stateReached(res.refundStatNm));
    } catch (error) {
      await alertMessage(errorText(error));
      throw error;
    }
  };
  const reship = async () => {
    const v = await form.validateFields().catch(() => null);
    if (v)
      await run('reship', { carrierCd: v.carrierCd, invoiceNo: normalizeInvoiceNo(v.invoiceNo) }).catch(
        () => undefined,
      );
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title="신청 정보">
        <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="신청번호">{r.refundSn}</Descriptions.Item>
          <Descriptions.Item label="주문번호">{formatOrderNo(r.estiSn, r.estiItemSn)}</Descriptions.Item>
          <Descriptions.Item label="상태">
            <Tag color={RETURN_TAG_COLOR[r.refundStatCd]}>{r.refundStatNm}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="구분">{r.refundGbnNm}</Descriptions.Item>
          <Descriptions.Item label="신청일시">{formatDateTime(r.requestDt)}</Descriptions.Item>
          <Descriptions.Item label="사유">{r.reasonNm}</Descriptions.Item>
          <Descriptions.Item label="상세 사유">{r.reason || '-'}</Descriptions.Item>
          <Descriptions.Item label="반품 배송비">
            {r.feePayerNm} {r.shipFee > 0 ? `(${formatWon(r.shipFee)})` : ''}
            {r.feeMethodNm ? ` · ${r.feeMethodNm}` : ''}
            {r.feePayment && (
              <div>
                카드 결제 {formatWon(r.feePayment.amount)} · {r.feePayment.statusNm}
                {r.feePayment.refundedAmount > 0 ? ` (환불 ${formatWon(r.feePayment.refundedAmount)})` : ''} ·{' '}
                {r.feePayment.oid}
              </div>
            )}
          </Descriptions.Item>
          <Descriptions.Item label="결제 금액 / 환불 금액">
            {formatWon(r.paidAmount)} / {r.refundAmount === null ? '-' : formatWon(r.refundAmount)}
          </Descriptions.Item>
          {r.rejectReason && <Descriptions.Item label="거부 사유">{r.rejectReason}</Descriptions.Item>}
          <Descriptions.Item label="상품">
            {r.optNm ? `${r.prodNm} / ${r.optNm}` : r.prodNm}
          </Descriptions.Item>
          <Descriptions.Item label="고객사 / 이벤트">
            {r.cmpyNm} / {r.eventNm}
          </Descriptions.Item>
          <Descriptions.Item label="공급사">{r.vendorNm ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="받는 분">
            {r.receiverNm} · {formatPhone(r.receiverTelNo)}
          </Descriptions.Item>
          <Descriptions.Item label="회수지">
            [{r.zipCd}] {r.addr} {r.addrDtl}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="첨부 사진">
        {r.photoUrls.length === 0 ? (
          <span className={styles.muted}>첨부한 사진이 없습니다.</span>
        ) : (
          <Image.PreviewGroup>
            <Space wrap>
              {r.photoUrls.map((u) => (
                <Photo key={u} url={u} />
              ))}
            </Space>
          </Image.PreviewGroup>
        )}
      </Card>
      <Card title="처리">
        <Space wrap>
          {SIMPLE.filter(allowed).map((a) => (
            <Button
              key={a}
              type="primary"
              loading={action.isPending}
              onClick={() => (a === 'refund' ? setRefunding(true) : void run(a).catch(() => undefined))}
            >
              {RETURN_ACTION_LABEL[a]}
            </Button>
          ))}
          {allowed('reject') && (
            <Button danger onClick={() => setRejecting(true)}>
              거부
            </Button>
          )}
        </Space>
        {allowed('reship') && (
          <CarrierInvoiceForm
            form={form}
            label="재발송 정보"
            submitText="재발송"
            onSubmit={() => void reship()}
          />
        )}
        {state !== null && ![...SIMPLE, 'reject' as const, 'reship' as const].some(allowed) && (
          <p className={styles.muted}>지금 처리할 수 있는 작업이 없습니다.</p>
        )}
      </Card>
      <ReturnAfterCard r={r} operator={actor === 'operator'} />
      <HistoryCard history={r.history} />
      <RefundDialog
        open={refunding}
        onRefund={(resellableYn) => run('refund', { resellableYn }, false)}
        onClose={() => setRefunding(false)}
      />
      <RejectReasonDialog
        open={rejecting}
        title="반품/교환 신청 거부"
        onReject={(reason) => run('reject', { rejectReason: reason }, false)}
        onClose={() => setRejecting(false)}
      />
    </Space>
  );
}
