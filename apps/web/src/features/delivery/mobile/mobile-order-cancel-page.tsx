import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { t as translate, useFormats, useT } from '../../../i18n/texts';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useCancelMyOrder } from '../api/cancel-my-order';
import { useMyOrder } from '../api/get-my-order';
import { useOrderPaths } from '../hooks/use-order-paths';
import styles from './mobile-delivery.module.css';
import { PageHead } from './mobile-list-parts';

/**
 * spec §2 /m/delivery/orderCancel/{estiSn}: the recipient cancels the whole order before release. Also
 * /delivery/order/orderCancel/{estiSn} for recipients on a desktop.
 */
export default function MobileOrderCancelPage() {
  const t = useT();
  const f = useFormats();
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
    if (!(await confirmMessage(translate('delivery.dialog.cancelConfirm')))) return;
    try {
      const r = await cancel.mutateAsync({ estiSn, reason: reason.trim() || null });
      await alertMessage(
        translate(r.paymentPending ? 'delivery.dialog.cancelledPaymentPending' : 'delivery.dialog.cancelled'),
      );
      navigate(links.detail(estiSn, d?.lines[0]?.estiItemSn ?? 0), { replace: true });
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  if (!estiSn || detail.isError) return <p className={styles.empty}>{t('delivery.common.notFound')}</p>;
  if (!d) return <p className={styles.empty}>{t('delivery.common.loading')}</p>;
  return (
    <div className={links.mobile ? styles.page : styles.desktopPage}>
      <PageHead
        title={t('delivery.common.cancelTitle')}
        back={
          links.mobile
            ? null
            : {
                to: links.detail(estiSn, d.lines[0]?.estiItemSn ?? 0),
                label: t('delivery.common.orderDetail'),
              }
        }
      />
      {!d.canChange && <p className={styles.notice}>{t('delivery.cancel.locked')}</p>}
      <section className={styles.box}>
        <dl className={styles.rows}>
          <dt>{t('delivery.common.orderNoLabel')}</dt>
          <dd>{t('delivery.common.orderNo', { estiSn: d.estiSn })}</dd>
          <dt>{t('delivery.common.product')}</dt>
          <dd>{d.lines.map((l) => l.prodNm).join(', ')}</dd>
          {d.paidAmount > 0 && (
            <>
              <dt>{t('delivery.cancel.refundDue')}</dt>
              <dd>{f.won(d.paidAmount)}</dd>
            </>
          )}
        </dl>
      </section>
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.field}>
          {t('delivery.cancel.reason')}
          <textarea
            className={styles.textarea}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <button className={styles.buttonDanger} type="submit" disabled={!d.canChange || cancel.isPending}>
          {t('delivery.cancel.submit')}
        </button>
      </form>
    </div>
  );
}
