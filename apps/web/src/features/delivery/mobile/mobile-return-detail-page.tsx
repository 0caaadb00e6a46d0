import { formatOrderNo, formatWon, formatYmd, RETURN_FEE_TEXT, RETURN_STATE } from '@pcs/domain';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useMyReturn } from '../api/get-my-return';
import { useReturnFeePayment } from '../components/return-fee-payment';
import { usePrivateImage } from '../flow/use-private-image';
import { useOrderPaths } from '../hooks/use-order-paths';
import styles from './mobile-delivery.module.css';
import { PageHead } from './mobile-list-parts';

function Photo({ url }: { url: string }) {
  const src = usePrivateImage(url);
  return <span className={styles.photo}>{src && <img src={src} alt="첨부 사진" />}</span>;
}

/**
 * spec §2 /m/return/{estiSn}/{estiItemSn}/{refundSn}: one of the recipient's requests, its state and history. Also
 * /delivery/return/{estiSn}/{estiItemSn}/{refundSn} for recipients on a desktop.
 */
export default function MobileReturnDetailPage() {
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
    return <p className={styles.empty}>반품/교환 신청을 찾을 수 없습니다.</p>;
  if (!detail.data) return <p className={styles.empty}>불러오는 중입니다.</p>;
  const r = detail.data;
  return (
    <div className={links.mobile ? styles.page : styles.desktopPage}>
      <PageHead
        title={`${r.refundGbnNm} 신청 상세`}
        back={links.mobile ? null : { to: links.returns, label: '목록' }}
      />
      <section className={styles.box}>
        <p className={styles.state}>{r.refundStatNm}</p>
        <dl className={styles.rows}>
          <dt>주문번호</dt>
          <dd>{formatOrderNo(r.estiSn, r.estiItemSn)}</dd>
          <dt>상품</dt>
          <dd>{r.optNm ? `${r.prodNm} / ${r.optNm}` : r.prodNm}</dd>
          <dt>신청일</dt>
          <dd>{formatYmd(r.requestDt.slice(0, 8))}</dd>
          <dt>사유</dt>
          <dd>{r.reasonNm}</dd>
          <dt>상세 사유</dt>
          <dd>{r.reason || '-'}</dd>
          <dt>반품 배송비</dt>
          <dd>
            {r.feePayerNm}
            {r.shipFee > 0 ? ` (${formatWon(r.shipFee)})` : ''}
            {r.feeMethodNm ? ` · ${r.feeMethodNm}` : ''}
            {r.feePayment ? ` · ${r.feePayment.statusNm}` : ''}
          </dd>
          {r.rejectReason && (
            <>
              <dt>거부 사유</dt>
              <dd>{r.rejectReason}</dd>
            </>
          )}
          {r.refundAmount !== null && (
            <>
              <dt>환불 금액</dt>
              <dd>{formatWon(r.refundAmount)}</dd>
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
          <p className={styles.notice}>{RETURN_FEE_TEXT.payFirst}</p>
          <button
            type="button"
            className={`${styles.button} ${styles.wide}`}
            onClick={() => void feePayment.start(r.refundSn)}
          >
            반품 배송비 {formatWon(r.shipFee)} 결제하기
          </button>
        </section>
      )}
      <section className={styles.box}>
        <h2 className={styles.sub} style={{ marginTop: 0 }}>
          처리 이력
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
            신청 수정/철회
          </Link>
        )}
        <Link className={styles.buttonLine} to={links.detail(r.estiSn, r.estiItemSn)}>
          주문 상세 보기
        </Link>
      </div>
    </div>
  );
}
