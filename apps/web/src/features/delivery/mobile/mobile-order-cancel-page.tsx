import { formatOrderNo, formatWon } from '@pcs/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useCancelMyOrder } from '../api/cancel-my-order';
import { useMyOrder } from '../api/get-my-order';
import { useOrderPaths } from '../hooks/use-order-paths';
import { DELIVERY_DIALOG_TEXT } from '../texts';
import styles from './mobile-delivery.module.css';
import { PageHead } from './mobile-list-parts';

/**
 * spec §2 /m/delivery/orderCancel/{estiSn}: the recipient cancels the whole order before release. Also
 * /delivery/order/orderCancel/{estiSn} for recipients on a desktop.
 */
export default function MobileOrderCancelPage() {
  const links = useOrderPaths();
  const estiSn = Number(useParams().estiSn) || 0;
  const detail = useMyOrder(estiSn);
  useErrorAlert(detail.error);
  const cancel = useCancelMyOrder();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const d = detail.data;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!(await confirmMessage(DELIVERY_DIALOG_TEXT.cancelConfirm))) return;
    try {
      const r = await cancel.mutateAsync({ estiSn, reason: reason.trim() || null });
      await alertMessage(DELIVERY_DIALOG_TEXT.cancelled(r.paymentPending));
      navigate(links.detail(estiSn, d?.lines[0]?.estiItemSn ?? 0), { replace: true });
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  if (!estiSn || detail.isError) return <p className={styles.empty}>주문 정보를 찾을 수 없습니다.</p>;
  if (!d) return <p className={styles.empty}>불러오는 중입니다.</p>;
  return (
    <div className={links.mobile ? styles.page : styles.desktopPage}>
      <PageHead
        title="주문 취소"
        back={
          links.mobile ? null : { to: links.detail(estiSn, d.lines[0]?.estiItemSn ?? 0), label: '주문 상세' }
        }
      />
      {!d.canChange && <p className={styles.notice}>출고 후에는 주문을 취소할 수 없습니다.</p>}
      <section className={styles.box}>
        <dl className={styles.rows}>
          <dt>주문번호</dt>
          <dd>{formatOrderNo(d.estiSn)}</dd>
          <dt>상품</dt>
          <dd>{d.lines.map((l) => l.prodNm).join(', ')}</dd>
          {d.paidAmount > 0 && (
            <>
              <dt>환불 예정</dt>
              <dd>{formatWon(d.paidAmount)}</dd>
            </>
          )}
        </dl>
      </section>
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.field}>
          취소 사유 (선택)
          <textarea
            className={styles.textarea}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <button className={styles.buttonDanger} type="submit" disabled={!d.canChange || cancel.isPending}>
          주문 취소하기
        </button>
      </form>
    </div>
  );
}
