import { formatPhone } from '@pcs/domain';
import { Link, useParams } from 'react-router';
import { ProductImage } from '../../../components/ui/product-image';
import { useFormats, useT } from '../../../i18n/texts';
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
  const t = useT();
  const f = useFormats();
  const links = useOrderPaths();
  const estiSn = toSn(useParams().estiSn);
  const detail = useMyOrder(estiSn);
  useErrorAlert(detail.error);
  if (!estiSn || detail.isError) return <p className={styles.empty}>{t('delivery.common.notFound')}</p>;
  if (!detail.data) return <p className={styles.empty}>{t('delivery.common.loading')}</p>;
  const d = detail.data;
  return (
    <div className={links.mobile ? styles.page : styles.desktopPage}>
      <PageHead
        title={links.mobile ? t('delivery.detail.titleMobile') : t('delivery.detail.titleDesktop')}
        back={links.mobile ? null : { to: links.list, label: t('delivery.common.list') }}
      />
      <section className={styles.box} aria-label={t('delivery.detail.orderInfo')}>
        <dl className={styles.rows}>
          <dt>{t('delivery.common.orderNoLabel')}</dt>
          <dd>{t('delivery.common.orderNo', { estiSn: d.estiSn })}</dd>
          <dt>{t('delivery.detail.orderDt')}</dt>
          <dd>{f.ymd(d.orderDt.slice(0, 8))}</dd>
          <dt>{t('delivery.detail.event')}</dt>
          <dd>{d.eventNm}</dd>
          {d.paidAmount > 0 && (
            <>
              <dt>{t('delivery.detail.paidAmount')}</dt>
              <dd>{f.won(d.paidAmount)}</dd>
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
                {l.optNm
                  ? t('delivery.detail.optQuantity', { optNm: l.optNm, quantity: l.quantity })
                  : t('delivery.detail.quantity', { quantity: l.quantity })}
              </span>
            </span>
          </div>
          {l.invoiceNo && (
            <p className={styles.muted}>
              {l.carrierNm} {l.invoiceNo}{' '}
              {l.trackingUrl && (
                <a className={styles.link} href={l.trackingUrl} target="_blank" rel="noreferrer">
                  {t('delivery.detail.track')}
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
              {t('delivery.detail.returnApply')}
            </Link>
          ) : (
            l.deliStatCd === '04' && l.returnRefusal && <p className={styles.muted}>{l.returnRefusal}</p>
          )}
          <ol className={styles.history} aria-label={t('delivery.detail.history')}>
            {l.history.map((h) => (
              <li key={`${h.changedAt}-${h.stateNm}-${h.memo ?? ''}`}>
                <strong>{h.stateNm}</strong> · {formatDateTime(h.changedAt)}
                {h.memo ? <div className={styles.muted}>{h.memo}</div> : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
      <section className={styles.box} aria-label={t('delivery.detail.address')}>
        <h2 className={styles.sub} style={{ marginTop: 0 }}>
          {t('delivery.detail.address')}
          {d.addrNeeded && <span className={styles.flag}>{t('delivery.common.addrNeeded')}</span>}
        </h2>
        {d.addrNeeded ? (
          <div className={styles.needAddress}>
            <p style={{ margin: 0 }}>{t('delivery.common.addressNeededGuide')}</p>
            {d.canChange && (
              <Link className={styles.button} to={links.save(d.estiSn)}>
                {t('delivery.common.addressEnter')}
              </Link>
            )}
          </div>
        ) : (
          <dl className={styles.rows}>
            <dt>{t('delivery.detail.receiver')}</dt>
            <dd>{d.receiverNm}</dd>
            <dt>{t('delivery.detail.phone')}</dt>
            <dd>{formatPhone(d.receiverTelNo)}</dd>
            <dt>{t('delivery.detail.addr')}</dt>
            <dd>
              [{d.zipCd}] {d.addr} {d.addrDtl}
            </dd>
            <dt>{t('delivery.detail.memo')}</dt>
            <dd>{d.deliveryMemo || '-'}</dd>
            <dt>{t('delivery.common.cardMsg')}</dt>
            <dd>{d.cardMsg || '-'}</dd>
            {(d.packageYn === 'Y' || d.cardYn === 'Y') && (
              <>
                <dt>{t('delivery.detail.extras')}</dt>
                <dd>
                  {[
                    d.packageYn === 'Y' ? t('delivery.detail.extrasPackage') : null,
                    d.cardYn === 'Y' ? t('delivery.common.cardMsg') : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  {d.extrasAmt > 0 ? ` (${f.won(d.extrasAmt)})` : ''}
                </dd>
              </>
            )}
          </dl>
        )}
        {d.canChange && (
          <div className={styles.actions}>
            {!d.addrNeeded && (
              <Link className={styles.buttonLine} to={links.save(d.estiSn)}>
                {t('delivery.common.addressChange')}
              </Link>
            )}
            <Link className={styles.buttonLine} to={links.cardMemo(d.eventSn, d.estiSn)}>
              {t('delivery.common.cardMsg')}
            </Link>
          </div>
        )}
      </section>
      {d.canChange && (
        <Link className={`${styles.buttonDanger} ${styles.wide}`} to={links.cancel(d.estiSn)}>
          {t('delivery.common.cancelTitle')}
        </Link>
      )}
      <p className={styles.muted}>{t('delivery.detail.returnWindow', { returnDays: d.returnDays })}</p>
    </div>
  );
}
