import {
  API_MESSAGE,
  formatOrderNo,
  formatWon,
  MESSAGE_CODE,
  myReturnRequestSchema,
  REFUND_GBN,
  REFUND_GBN_LABEL,
  RETURN_FEE_DEDUCT_HINT,
  RETURN_FEE_METHOD,
  RETURN_FEE_METHOD_LABEL,
  RETURN_REASONS,
  RETURN_STATE,
  type RefundGbn,
  type ReturnFeeMethod,
  returnConfirmText,
  returnFeeMethods,
  returnShipFeeOf,
} from '@pcs/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useMyOrder } from '../api/get-my-order';
import { useMyReturn } from '../api/get-my-return';
import { useRequestReturn } from '../api/request-return';
import { useWithdrawReturn } from '../api/withdraw-return';
import { useReturnFeePayment } from '../components/return-fee-payment';
import { type ReturnPhoto, ReturnPhotoPicker } from '../components/return-photo-picker';
import { useOrderPaths } from '../hooks/use-order-paths';
import { DELIVERY_DIALOG_TEXT } from '../texts';
import styles from './mobile-delivery.module.css';
import { PageHead } from './mobile-list-parts';

/**
 * spec §2 /m/delivery/orderReturn/{estiSn}/{estiItemSn}/{payMethod} and its edit form
 * .../{refundGbn}/{refundSn}/{editMode}: a return or exchange request with a reason and up to three photos (checked
 * by their bytes on the server); the edit form changes or withdraws a request not yet decided. Also
 * /delivery/order/orderReturn/... (and its edit form) for recipients on a desktop.
 */
export default function MobileOrderReturnPage() {
  const links = useOrderPaths();
  const params = useParams();
  const estiSn = Number(params.estiSn) || 0;
  const estiItemSn = Number(params.estiItemSn) || 0;
  const refundSn = Number(params.refundSn) || 0;
  const editing = refundSn > 0;
  const detail = useMyOrder(estiSn);
  const existing = useMyReturn({ estiSn, estiItemSn, refundSn });
  useErrorAlert(detail.error ?? existing.error);
  const submitCall = useRequestReturn();
  const withdraw = useWithdrawReturn();
  const navigate = useNavigate();
  const [refundGbn, setRefundGbn] = useState<RefundGbn>((params.refundGbn as RefundGbn) || REFUND_GBN.return);
  const [reasonCd, setReasonCd] = useState('');
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<ReturnPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [feeMethod, setFeeMethod] = useState<ReturnFeeMethod>(RETURN_FEE_METHOD.card);
  const feePayment = useReturnFeePayment(links.mobile);
  const e = existing.data;
  useEffect(() => {
    if (!e) return;
    setRefundGbn(e.refundGbn as RefundGbn);
    setReasonCd(e.reasonCd);
    setReason(e.reason);
    setPhotos(e.photoFileIds.map((fileId, i) => ({ fileId, url: e.photoUrls[i] ?? '' })));
    if (e.feeMethodCd === RETURN_FEE_METHOD.card || e.feeMethodCd === RETURN_FEE_METHOD.deduct)
      setFeeMethod(e.feeMethodCd);
  }, [e]);

  const line = detail.data?.lines.find((l) => l.estiItemSn === estiItemSn);
  // What a change-of-mind return costs and how it may be settled (decision 028).
  const fee = reasonCd
    ? returnShipFeeOf(reasonCd, detail.data?.returnFeePayerCd, detail.data?.returnShipFee).fee
    : 0;
  const methods = returnFeeMethods({
    refundGbn,
    fee,
    paidByCard: detail.data?.paidAmount ?? 0,
    lineTotal: line?.lineTotal ?? 0,
  });
  const method = methods.includes(feeMethod) ? feeMethod : (methods[0] ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = myReturnRequestSchema.safeParse({
      estiSn,
      estiItemSn,
      refundSn: editing ? refundSn : null,
      refundGbn,
      reasonCd,
      reason,
      photoFileIds: photos.map((p) => p.fileId),
      feeMethod: method,
    });
    if (!parsed.success)
      return setError(parsed.error.issues[0]?.message ?? API_MESSAGE[MESSAGE_CODE.badRequest]);
    setError(null);
    const confirmText = returnConfirmText({
      prodNm: line?.prodNm ?? '',
      optNm: line?.optNm,
      quantity: line?.quantity,
      refundGbn,
      reasonCd,
      eventPayer: detail.data?.returnFeePayerCd,
      eventFee: detail.data?.returnShipFee,
      editing,
      feeMethod: method,
    });
    if (!(await confirmMessage(confirmText))) return;
    try {
      const r = await submitCall.mutateAsync(parsed.data);
      // Waiting for its fee: the card payment opens now; the provider brings the recipient back to the request.
      if (r.refundStatCd === RETURN_STATE.feeWaiting) {
        await feePayment.start(r.refundSn);
        return;
      }
      await alertMessage(
        editing ? DELIVERY_DIALOG_TEXT.returnEdited : DELIVERY_DIALOG_TEXT.returnRequested(refundGbn),
      );
      navigate(links.returnDetail(estiSn, estiItemSn, r.refundSn), { replace: true });
    } catch (err) {
      await alertMessage(errorText(err));
    }
  };
  const cancelRequest = async () => {
    if (!(await confirmMessage(DELIVERY_DIALOG_TEXT.withdrawConfirm))) return;
    try {
      await withdraw.mutateAsync({ refundSn });
      await alertMessage(DELIVERY_DIALOG_TEXT.withdrawn);
      navigate(links.detail(estiSn, estiItemSn), { replace: true });
    } catch (err) {
      await alertMessage(errorText(err));
    }
  };

  if (feePayment.paying) return <>{feePayment.panel}</>;
  if (!estiSn || !estiItemSn || detail.isError)
    return <p className={styles.empty}>주문 정보를 찾을 수 없습니다.</p>;
  if (!detail.data || (editing && !e)) return <p className={styles.empty}>불러오는 중입니다.</p>;
  return (
    <div className={links.mobile ? styles.page : styles.desktopPage}>
      <PageHead
        title={editing ? '반품/교환 수정' : '반품/교환 신청'}
        back={
          links.mobile
            ? null
            : editing
              ? { to: links.returnDetail(estiSn, estiItemSn, refundSn), label: '신청 상세' }
              : { to: links.detail(estiSn, estiItemSn), label: '주문 상세' }
        }
      />
      <section className={styles.box}>
        <p className={styles.muted}>{formatOrderNo(estiSn, estiItemSn)}</p>
        <strong>{line?.prodNm ?? ''}</strong>
        <p className={styles.muted}>
          배송완료 후 {detail.data.returnDays}일 이내 신청할 수 있습니다. 단순 변심은 반품 배송비(
          {formatWon(returnShipFeeOf('01', detail.data.returnFeePayerCd, detail.data.returnShipFee).fee)})를
          부담하실 수 있습니다.
        </p>
      </section>
      {!editing && line && !line.canReturn && <p className={styles.notice}>{line.returnRefusal}</p>}
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>신청 구분</legend>
          <div className={styles.radios}>
            {Object.values(REFUND_GBN).map((g) => (
              <label key={g}>
                <input
                  type="radio"
                  name="refundGbn"
                  value={g}
                  checked={refundGbn === g}
                  onChange={() => setRefundGbn(g)}
                />{' '}
                {REFUND_GBN_LABEL[g]}
              </label>
            ))}
          </div>
        </fieldset>
        <label className={styles.field}>
          사유
          <select
            className={styles.select}
            name="reasonCd"
            value={reasonCd}
            onChange={(ev) => setReasonCd(ev.target.value)}
          >
            <option value="">선택해주세요</option>
            {Object.entries(RETURN_REASONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          상세 사유
          <textarea
            className={styles.textarea}
            name="reason"
            maxLength={500}
            value={reason}
            onChange={(ev) => setReason(ev.target.value)}
          />
        </label>
        {methods.length > 0 && (
          <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend>반품 배송비 {formatWon(fee)} 결제 방법</legend>
            <div className={styles.radios}>
              {Object.values(RETURN_FEE_METHOD).map((m) => (
                <label key={m}>
                  <input
                    type="radio"
                    name="feeMethod"
                    value={m}
                    checked={method === m}
                    disabled={!methods.includes(m)}
                    onChange={() => setFeeMethod(m)}
                  />{' '}
                  {RETURN_FEE_METHOD_LABEL[m]}
                </label>
              ))}
            </div>
            {!methods.includes(RETURN_FEE_METHOD.deduct) && (
              <p className={styles.muted}>{RETURN_FEE_DEDUCT_HINT}</p>
            )}
          </fieldset>
        )}
        <div className={styles.field}>
          <span>사진</span>
          <ReturnPhotoPicker value={photos} onChange={setPhotos} onUploading={setUploading} />
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.pageActions}>
          <button className={styles.button} type="submit" disabled={submitCall.isPending || uploading}>
            {editing ? '수정하기' : '신청하기'}
          </button>
          {editing && (
            <button type="button" className={styles.buttonDanger} onClick={() => void cancelRequest()}>
              신청 철회
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
