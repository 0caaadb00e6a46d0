import {
  ADDRESS_NEEDED_GUIDE,
  EVENT_DOCS_TEXT,
  formatOrderNo,
  formatPhone,
  formatWon,
  formatYmd,
  giftExtrasText,
} from '@pcs/domain';
import { Link, useParams } from 'react-router';
import { ProductImage } from '../../../components/ui/product-image';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useMyOrder } from '../api/get-my-order';
import { useOrderPaths } from '../hooks/use-order-paths';
import styles from './mobile-delivery.module.css';
import { PageHead } from './mobile-list-parts';

const toSn = (v: string | undefined) => (Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : 0);

/**
 * spec §2 /m/delivery/detail/{estiSn}: the recipient's order, each line's state with its tracking link and history,
 * and what they may do now (change the address or card and cancel before release; a return or exchange within the
 * event's window after delivery). Also /delivery/order/{estiSn}/{estiItemSn} for recipients on a desktop (the whole
 * order, the named line first among equals: every line is shown).
 */
export default function MobileDeliveryDetailPage() {
  const links = useOrderPaths();
  const estiSn = toSn(useParams().estiSn);
  const detail = useMyOrder(estiSn);
  useErrorAlert(detail.error);
  if (!estiSn || detail.isError) return <p className={styles.empty}>주문 정보를 찾을 수 없습니다.</p>;
  if (!detail.data) return <p className={styles.empty}>불러오는 중입니다.</p>;
  const d = detail.data;
  return (
    <div className={links.mobile ? styles.page : styles.desktopPage}>
      <PageHead
        title={links.mobile ? '주문/배송 상세' : '주문·배송 상세'}
        back={links.mobile ? null : { to: links.list, label: '목록' }}
      />
      <section className={styles.box} aria-label="주문 정보">
        <dl className={styles.rows}>
          <dt>주문번호</dt>
          <dd>{formatOrderNo(d.estiSn)}</dd>
          <dt>주문일</dt>
          <dd>{formatYmd(d.orderDt.slice(0, 8))}</dd>
          <dt>이벤트</dt>
          <dd>{d.eventNm}</dd>
          {d.paidAmount > 0 && (
            <>
              <dt>결제 금액</dt>
              <dd>{formatWon(d.paidAmount)}</dd>
            </>
          )}
        </dl>
      </section>
      {d.lines.map((l) => (
        <section key={l.estiItemSn} className={styles.box} aria-label={l.prodNm}>
          <div className={styles.card} style={{ border: 0, padding: 0 }}>
            <ProductImage fileId={l.mainImg} alt={l.prodNm} className={styles.thumb} />
            <span className={styles.cardBody}>
              <span className={styles.state}>{l.deliStatNm}</span>
              <span className={styles.cardTitle}>{l.prodNm}</span>
              <span className={styles.muted}>
                {l.optNm ? `${l.optNm} · ` : ''}수량 {l.quantity}
              </span>
            </span>
          </div>
          {l.invoiceNo && (
            <p className={styles.muted}>
              {l.carrierNm} {l.invoiceNo}{' '}
              {l.trackingUrl && (
                <a className={styles.link} href={l.trackingUrl} target="_blank" rel="noreferrer">
                  배송 조회
                </a>
              )}
            </p>
          )}
          {l.refunds.map((f) => (
            <p key={f.refundSn}>
              <Link className={styles.link} to={links.returnDetail(d.estiSn, l.estiItemSn, f.refundSn)}>
                {f.refundGbnNm} {f.refundStatNm} ›
              </Link>
            </p>
          ))}
          {l.canReturn ? (
            <Link
              className={`${styles.buttonLine} ${styles.wide}`}
              to={links.orderReturn(d.estiSn, l.estiItemSn, d.payMethod)}
            >
              반품/교환 신청
            </Link>
          ) : (
            l.deliStatCd === '04' && l.returnRefusal && <p className={styles.muted}>{l.returnRefusal}</p>
          )}
          <ol className={styles.history} aria-label="배송 이력">
            {l.history.map((h) => (
              <li key={`${h.changedAt}-${h.stateNm}-${h.memo ?? ''}`}>
                <strong>{h.stateNm}</strong> · {formatDateTime(h.changedAt)}
                {h.memo ? <div className={styles.muted}>{h.memo}</div> : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
      <section className={styles.box} aria-label="배송지">
        <h2 className={styles.sub} style={{ marginTop: 0 }}>
          배송지
          {d.addrNeeded && <span className={styles.flag}>{EVENT_DOCS_TEXT.addrNeeded}</span>}
        </h2>
        {d.addrNeeded ? (
          <div className={styles.needAddress}>
            <p style={{ margin: 0 }}>{ADDRESS_NEEDED_GUIDE}</p>
            {d.canChange && (
              <Link className={styles.button} to={links.save(d.estiSn)}>
                배송지 입력
              </Link>
            )}
          </div>
        ) : (
          <dl className={styles.rows}>
            <dt>받는 분</dt>
            <dd>{d.receiverNm}</dd>
            <dt>휴대폰번호</dt>
            <dd>{formatPhone(d.receiverTelNo)}</dd>
            <dt>주소</dt>
            <dd>
              [{d.zipCd}] {d.addr} {d.addrDtl}
            </dd>
            <dt>요청사항</dt>
            <dd>{d.deliveryMemo || '-'}</dd>
            <dt>메시지 카드</dt>
            <dd>{d.cardMsg || '-'}</dd>
            {(d.packageYn === 'Y' || d.cardYn === 'Y') && (
              <>
                <dt>포장·카드</dt>
                <dd>
                  {giftExtrasText(d)}
                  {d.extrasAmt > 0 ? ` (${formatWon(d.extrasAmt)})` : ''}
                </dd>
              </>
            )}
          </dl>
        )}
        {d.canChange && (
          <div className={styles.actions}>
            {!d.addrNeeded && (
              <Link className={styles.buttonLine} to={links.save(d.estiSn)}>
                배송지 변경
              </Link>
            )}
            <Link className={styles.buttonLine} to={links.cardMemo(d.eventSn, d.estiSn)}>
              메시지 카드
            </Link>
          </div>
        )}
      </section>
      {d.canChange && (
        <Link className={`${styles.buttonDanger} ${styles.wide}`} to={links.cancel(d.estiSn)}>
          주문 취소
        </Link>
      )}
      <p className={styles.muted}>반품/교환은 배송완료 후 {d.returnDays}일 이내에 신청할 수 있습니다.</p>
    </div>
  );
}
