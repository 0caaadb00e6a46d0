import {
  API_MESSAGE,
  MESSAGE_CODE,
  myReturnRequestSchema,
  REFUND_GBN,
  RETURN_FEE_METHOD,
  RETURN_PHOTO_MAX_COUNT,
  RETURN_REASONS,
  RETURN_STATE,
  type RefundGbn,
  type ReturnFeeMethod,
  returnFeeMethods,
  returnShipFeeOf,
} from '@pcs/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { t as translate, useFormats, useT } from '../../../i18n/texts';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useMyOrder } from '../api/get-my-order';
import { useMyReturn } from '../api/get-my-return';
import { useRequestReturn } from '../api/request-return';
import { useWithdrawReturn } from '../api/withdraw-return';
import { useReturnFeePayment } from '../components/return-fee-payment';
import { type ReturnPhoto, ReturnPhotoPicker } from '../components/return-photo-picker';
import { useOrderPaths } from '../hooks/use-order-paths';
import styles from './mobile-delivery.module.css';
import { PageHead } from './mobile-list-parts';
import { returnConfirmMessage } from './return-confirm';

/** The schema's refusal of a field the form shows, in the recipient's language (the domain's text in Korean). */
const FIELD_REFUSAL: Readonly<Record<string, string>> = {
  refundGbn: 'delivery.return.refundGbnRequired',
  reasonCd: 'delivery.return.reasonRequired',
  reason: 'delivery.return.reasonTooLong',
  feeMethod: 'delivery.return.feeMethodRequired',
};

function requestRefusal(issue: { path: PropertyKey[]; message: string } | undefined): string | undefined {
  if (!issue) return undefined;
  const field = String(issue.path[0] ?? '');
  if (field === 'photoFileIds') return translate('delivery.photos.tooMany', { max: RETURN_PHOTO_MAX_COUNT });
  const id = FIELD_REFUSAL[field];
  // The order keys come from the route, not from anything the recipient typed: the domain's text stays.
  return id ? translate(id) : issue.message;
}

/**
 * spec §2 /m/delivery/orderReturn/{estiSn}/{estiItemSn}/{payMethod} and its edit form
 * .../{refundGbn}/{refundSn}/{editMode}: a return or exchange request with a reason and up to three photos (checked
 * by their bytes on the server); the edit form changes or withdraws a request not yet decided. Also
 * /delivery/order/orderReturn/... (and its edit form) for recipients on a desktop.
 */
export default function MobileOrderReturnPage() {
  const t = useT();
  const f = useFormats();
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
      return setError(requestRefusal(parsed.error.issues[0]) ?? API_MESSAGE[MESSAGE_CODE.badRequest]);
    setError(null);
    const confirmText = returnConfirmMessage(
      {
        prodNm: line?.prodNm ?? '',
        optNm: line?.optNm,
        quantity: line?.quantity,
        refundGbn,
        reasonCd,
        eventPayer: detail.data?.returnFeePayerCd,
        eventFee: detail.data?.returnShipFee,
        editing,
        feeMethod: method,
      },
      f.won,
    );
    if (!(await confirmMessage(confirmText))) return;
    try {
      const r = await submitCall.mutateAsync(parsed.data);
      // Waiting for its fee: the card payment opens now; the provider brings the recipient back to the request.
      if (r.refundStatCd === RETURN_STATE.feeWaiting) {
        await feePayment.start(r.refundSn);
        return;
      }
      await alertMessage(
        translate(editing ? 'delivery.dialog.returnEdited' : `delivery.dialog.returnRequested.${refundGbn}`),
      );
      navigate(links.returnDetail(estiSn, estiItemSn, r.refundSn), { replace: true });
    } catch (err) {
      await alertMessage(errorText(err));
    }
  };
  const cancelRequest = async () => {
    if (!(await confirmMessage(translate('delivery.dialog.withdrawConfirm')))) return;
    try {
      await withdraw.mutateAsync({ refundSn });
      await alertMessage(translate('delivery.dialog.withdrawn'));
      navigate(links.detail(estiSn, estiItemSn), { replace: true });
    } catch (err) {
      await alertMessage(errorText(err));
    }
  };

  if (feePayment.paying) return <>{feePayment.panel}</>;
  if (!estiSn || !estiItemSn || detail.isError)
    return <p className={styles.empty}>{t('delivery.common.notFound')}</p>;
  if (!detail.data || (editing && !e)) return <p className={styles.empty}>{t('delivery.common.loading')}</p>;
  return (
    <div className={links.mobile ? styles.page : styles.desktopPage}>
      <PageHead
        title={editing ? t('delivery.return.titleEdit') : t('delivery.detail.returnApply')}
        back={
          links.mobile
            ? null
            : editing
              ? {
                  to: links.returnDetail(estiSn, estiItemSn, refundSn),
                  label: t('delivery.return.requestDetail'),
                }
              : { to: links.detail(estiSn, estiItemSn), label: t('delivery.common.orderDetail') }
        }
      />
      <section className={styles.box}>
        <p className={styles.muted}>{t('delivery.common.orderItemNo', { estiSn, estiItemSn })}</p>
        <strong>{line?.prodNm ?? ''}</strong>
        <p className={styles.muted}>
          {t('delivery.return.guide', {
            returnDays: detail.data.returnDays,
            fee: f.won(returnShipFeeOf('01', detail.data.returnFeePayerCd, detail.data.returnShipFee).fee),
          })}
        </p>
      </section>
      {!editing && line && !line.canReturn && <p className={styles.notice}>{line.returnRefusal}</p>}
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>{t('delivery.return.kind')}</legend>
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
                {t(`delivery.refundGbn.${g}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className={styles.field}>
          {t('delivery.return.reasonCd')}
          <select
            className={styles.select}
            name="reasonCd"
            value={reasonCd}
            onChange={(ev) => setReasonCd(ev.target.value)}
          >
            <option value="">{t('delivery.return.choose')}</option>
            {Object.keys(RETURN_REASONS).map((value) => (
              <option key={value} value={value}>
                {t(`delivery.returnReason.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('delivery.return.reason')}
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
            <legend>{t('delivery.return.feeMethod', { fee: f.won(fee) })}</legend>
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
                  {t(`delivery.returnFeeMethod.${m}`)}
                </label>
              ))}
            </div>
            {!methods.includes(RETURN_FEE_METHOD.deduct) && (
              <p className={styles.muted}>{t('delivery.return.deductHint')}</p>
            )}
          </fieldset>
        )}
        <div className={styles.field}>
          <span>{t('delivery.return.photos')}</span>
          <ReturnPhotoPicker
            value={photos}
            onChange={setPhotos}
            onUploading={setUploading}
            texts={{
              photoAlt: (n) => t('delivery.photos.alt', { n }),
              remove: (n) => t('delivery.photos.remove', { n }),
              uploading: t('delivery.photos.uploading'),
              add: t('delivery.photos.add'),
              input: t('delivery.photos.input'),
              hint: (count, max) => t('delivery.photos.hint', { count, max }),
              tooMany: t('delivery.photos.tooMany', { max: RETURN_PHOTO_MAX_COUNT }),
              tooLarge: t('delivery.photos.tooLarge'),
            }}
          />
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.pageActions}>
          <button className={styles.button} type="submit" disabled={submitCall.isPending || uploading}>
            {editing ? t('delivery.return.submitEdit') : t('delivery.return.submit')}
          </button>
          {editing && (
            <button type="button" className={styles.buttonDanger} onClick={() => void cancelRequest()}>
              {t('delivery.return.withdraw')}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
