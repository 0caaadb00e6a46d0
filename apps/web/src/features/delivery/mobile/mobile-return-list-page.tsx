import { isYmd, RETURN_STATE_LABEL } from '@pcs/domain';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ProductImage } from '../../../components/ui/product-image';
import { paths } from '../../../config/paths';
import { useFormats, useT } from '../../../i18n/texts';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useMyReturns } from '../api/get-my-returns';
import { useOrderPaths } from '../hooks/use-order-paths';
import styles from './mobile-delivery.module.css';
import { dateInputValue, MobileListBody, MobilePager, PeriodFields } from './mobile-list-parts';

const PAGE = 10;

/**
 * spec §2 /m/return and /m/return/list/search: the recipient's own return and exchange requests. Also
 * /delivery/return for recipients on a desktop, inside the recipient layout, with the search form always shown.
 */
export default function MobileReturnListPage() {
  const t = useT();
  const f = useFormats();
  const links = useOrderPaths();
  const pathname = useLocation().pathname;
  const searching = !links.mobile || pathname === paths.mReturnListSearch;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const stateCd = params.get('stateCd');
  const from = params.get('from');
  const to = params.get('to');
  const page = Math.max(0, Number(params.get('page')) || 0);
  const list = useMyReturns({
    stateCd: stateCd && stateCd in RETURN_STATE_LABEL ? stateCd : null,
    inputDtStart: from && isYmd(from) ? from : null,
    inputDtEnd: to && isYmd(to) ? to : null,
    page,
    pageSize: PAGE,
  });
  useErrorAlert(list.error);
  const [form, setForm] = useState({
    from: dateInputValue(from),
    to: dateInputValue(to),
    stateCd: stateCd ?? '',
  });
  const search = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    if (form.from) next.set('from', form.from.replaceAll('-', ''));
    if (form.to) next.set('to', form.to.replaceAll('-', ''));
    if (form.stateCd) next.set('stateCd', form.stateCd);
    navigate(`${links.returns}?${next}`);
  };
  const total = list.data?.totalCount ?? 0;
  return (
    <div className={links.mobile ? styles.page : styles.desktopPage}>
      <h1 className={styles.title}>{t('delivery.list.returnsLink')}</h1>
      {searching && (
        <form
          className={`${links.mobile ? styles.form : styles.searchRow} ${styles.box}`}
          onSubmit={search}
          aria-label={t('delivery.returns.searchForm')}
        >
          <PeriodFields form={form} onChange={setForm} />
          <label className={styles.field}>
            {t('delivery.returns.state')}
            <select
              className={styles.select}
              value={form.stateCd}
              onChange={(e) => setForm({ ...form, stateCd: e.target.value })}
            >
              <option value="">{t('delivery.common.all')}</option>
              {Object.keys(RETURN_STATE_LABEL).map((v) => (
                <option key={v} value={v}>
                  {t(`delivery.returnState.${v}`)}
                </option>
              ))}
            </select>
          </label>
          <button className={styles.button} type="submit">
            {t('delivery.common.search')}
          </button>
        </form>
      )}
      <div className={styles.toolbar}>
        <span>{t('delivery.list.total', { total })}</span>
        {links.mobile ? (
          <Link className={styles.link} to={links.returnsSearch}>
            {t('delivery.common.search')}
          </Link>
        ) : (
          <Link className={styles.link} to={links.list}>
            {t('delivery.list.titleDesktop')}
          </Link>
        )}
      </div>
      <MobileListBody
        query={list}
        failed={t('delivery.returns.failed')}
        empty={t('delivery.returns.empty')}
        emptyAction={<p className={styles.muted}>{t('delivery.returns.emptyGuide')}</p>}
      >
        {(rows) =>
          rows.map((r) => (
            <li key={r.refundSn}>
              <Link className={styles.card} to={links.returnDetail(r.estiSn, r.estiItemSn, r.refundSn)}>
                <ProductImage fileId={r.mainImg} alt={r.prodNm} className={styles.thumb} />
                <span className={styles.cardBody}>
                  <span className={styles.state}>
                    {r.refundGbnNm} {r.refundStatNm}
                  </span>
                  <span className={styles.cardTitle} title={r.prodNm}>
                    {r.prodNm}
                    {r.optNm ? ` / ${r.optNm}` : ''}
                  </span>
                  <span className={styles.muted}>
                    {f.ymd(r.requestDt.slice(0, 8))} ·{' '}
                    {t('delivery.common.orderItemNo', { estiSn: r.estiSn, estiItemSn: r.estiItemSn })} ·{' '}
                    {r.reasonNm}
                  </span>
                </span>
              </Link>
            </li>
          ))
        }
      </MobileListBody>
      <MobilePager
        page={page}
        pageSize={PAGE}
        total={total}
        onPage={(p) => setParams({ ...Object.fromEntries(params), page: String(p) })}
      />
    </div>
  );
}
