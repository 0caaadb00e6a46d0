import { RETURN_STATE } from '@pcs/domain';
import { Link, useParams } from 'react-router';
import { useFormats, useT } from '../../../i18n/texts';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useMyReturn } from '../api/get-my-return';
import { useReturnFeePayment } from '../components/return-fee-payment';
import { usePrivateImage } from '../flow/use-private-image';
import { useOrderPaths } from '../hooks/use-order-paths';
import styles from './mobile-delivery.module.css';
import { PageHead } from './mobile-list-parts';

function Photo({ url }: { url: string }) {
  const t = useT();
  const src = usePrivateImage(url);
  return (
    <span className={styles.photo}>{src && <img src={src} alt={t('delivery.returnDetail.photo')} />}</span>
  );
}

/**
 * spec §2 /m/return/{estiSn}/{estiItemSn}/{refundSn}: one of the recipient's requests, its state and history. Also
 * /delivery/return/{estiSn}/{estiItemSn}/{refundSn} for recipients on a desktop.
 */
export default function MobileReturnDetailPage() {
  const t = useT();
  const f = useFormats();
  const links = useOrderPaths();
  const p = useParams();
  const key = {
    estiSn: Number(p.estiSn) || 0,
    estiItemSn: Number(p.estiItemSn) || 0,
    refundSn: Number(p.refundSn) || 0,
  };
  const detail = useMyReturn(key);
  useErrorAlert(detail.error);
  const feePayment = useReturnFeePayment(links.mobile);
  if (feePayment.paying) return <>{feePayment.panel}</>;
  if (!key.refundSn || detail.isError)
    return <p className={styles.empty}>{t('delivery.returnDetail.notFound')}</p>;
  if (!detail.data) return <p className={styles.empty}>{t('delivery.common.loading')}</p>;
  const r = detail.data;
  return (
    <div className={links.mobile ? styles.page : styles.desktopPage}>
      <PageHead
        title={t(`delivery.returnDetail.title.${r.refundGbn}`)}
        back={links.mobile ? null : { to: links.returns, label: t('delivery.common.list') }}
      />
      <section className={styles.box}>
        <p className={styles.state}>{r.refundStatNm}</p>
        <dl className={styles.rows}>
          <dt>{t('delivery.common.orderNoLabel')}</dt>
          <dd>{t('delivery.common.orderItemNo', { estiSn: r.estiSn, estiItemSn: r.estiItemSn })}</dd>
          <dt>{t('delivery.common.product')}</dt>
          <dd>{r.optNm ? `${r.prodNm} / ${r.optNm}` : r.prodNm}</dd>
          <dt>{t('delivery.returnDetail.requestDt')}</dt>
          <dd>{f.ymd(r.requestDt.slice(0, 8))}</dd>
          <dt>{t('delivery.return.reasonCd')}</dt>
          <dd>{r.reasonNm}</dd>
          <dt>{t('delivery.return.reason')}</dt>
          <dd>{r.reason || '-'}</dd>
          <dt>{t('delivery.returnDetail.shipFee')}</dt>
          <dd>
            {r.feePayerNm}
            {r.shipFee > 0 ? ` (${f.won(r.shipFee)})` : ''}
            {r.feeMethodNm ? ` · ${r.feeMethodNm}` : ''}
            {r.feePayment ? ` · ${r.feePayment.statusNm}` : ''}
          </dd>
          {r.rejectReason && (
            <>
              <dt>{t('delivery.returnDetail.rejectReason')}</dt>
              <dd>{r.rejectReason}</dd>
            </>
          )}
          {r.refundAmount !== null && (
            <>
              <dt>{t('delivery.returnDetail.refundAmount')}</dt>
              <dd>{f.won(r.refundAmount)}</dd>
            </>
          )}
        </dl>
        {r.photoUrls.length > 0 && (
          <div className={styles.photos} style={{ marginTop: 12 }}>
            {r.photoUrls.map((u) => (
              <Photo key={u} url={u} />
            ))}
          </div>
        )}
      </section>
      {r.refundStatCd === RETURN_STATE.feeWaiting && (
        <section className={styles.box}>
          <p className={styles.notice}>{t('delivery.returnDetail.payFirst')}</p>
          <button
            type="button"
            className={`${styles.button} ${styles.wide}`}
            onClick={() => void feePayment.start(r.refundSn)}
          >
            {t('delivery.returnDetail.pay', { fee: f.won(r.shipFee) })}
          </button>
        </section>
      )}
      <section className={styles.box}>
        <h2 className={styles.sub} style={{ marginTop: 0 }}>
          {t('delivery.returnDetail.history')}
        </h2>
        <ol className={styles.history}>
          {r.history.map((h) => (
            <li key={`${h.changedAt}-${h.stateNm}`}>
              <strong>{h.stateNm}</strong> · {formatDateTime(h.changedAt)}
              {h.memo ? <div className={styles.muted}>{h.memo}</div> : null}
            </li>
          ))}
        </ol>
      </section>
      <div className={styles.pageActions}>
        {(r.refundStatCd === RETURN_STATE.requested || r.refundStatCd === RETURN_STATE.feeWaiting) && (
          <Link
            className={styles.buttonLine}
            to={links.orderReturnEdit(r.estiSn, r.estiItemSn, 'NONE', r.refundGbn, r.refundSn)}
          >
            {t('delivery.returnDetail.edit')}
          </Link>
        )}
        <Link className={styles.buttonLine} to={links.detail(r.estiSn, r.estiItemSn)}>
          {t('delivery.returnDetail.toOrder')}
        </Link>
      </div>
    </div>
  );
}
