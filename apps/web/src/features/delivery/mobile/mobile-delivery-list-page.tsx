import { DELIVERY_STATE_LABEL } from '@pcs/domain';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ProductImage } from '../../../components/ui/product-image';
import { paths } from '../../../config/paths';
import { useFormats, useT } from '../../../i18n/texts';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useMyOrders } from '../api/get-my-orders';
import { useOrderPaths } from '../hooks/use-order-paths';
import styles from './mobile-delivery.module.css';
import { dateInputValue, MobileListBody, MobilePager, PeriodFields } from './mobile-list-parts';
import { MY_ORDERS_PAGE, myOrdersRequest } from './my-orders-request';

/**
 * spec §2 /m/delivery/list and /m/delivery/list/search: the recipient's own orders with their delivery state, counts
 * per state as chips, and (on the search route) a period and product search. Filters live in the URL.
 * Also /delivery/order (주문·배송 조회) for recipients on a desktop, inside the recipient layout, with the search
 * form always shown.
 */
export default function MobileDeliveryListPage() {
  const t = useT();
  const f = useFormats();
  const links = useOrderPaths();
  const pathname = useLocation().pathname;
  const searching = !links.mobile || pathname === paths.mDeliveryListSearch;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const from = params.get('from');
  const to = params.get('to');
  const prodNm = params.get('prodNm');
  const request = myOrdersRequest(params);
  const { stateCd, page } = request;
  const list = useMyOrders(request);
  useErrorAlert(list.error);
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const [form, setForm] = useState({
    from: dateInputValue(from),
    to: dateInputValue(to),
    prodNm: prodNm ?? '',
  });
  const search = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    const ymd = (v: string) => v.replaceAll('-', '');
    if (form.from) next.set('from', ymd(form.from));
    if (form.to) next.set('to', ymd(form.to));
    if (form.prodNm.trim()) next.set('prodNm', form.prodNm.trim());
    navigate(`${links.list}?${next}`);
  };
  const total = list.data?.totalCount ?? 0;
  const counts = list.data?.counts ?? [];
  const filtered = Boolean(stateCd || from || to || prodNm);

  return (
    <div className={links.mobile ? styles.page : styles.desktopPage}>
      <h1 className={styles.title}>
        {links.mobile ? t('delivery.list.titleMobile') : t('delivery.list.titleDesktop')}
      </h1>
      {searching && (
        <form
          className={`${links.mobile ? styles.form : styles.searchRow} ${styles.box}`}
          onSubmit={search}
          aria-label={t('delivery.list.searchForm')}
        >
          <PeriodFields form={form} onChange={setForm} />
          <label className={styles.field}>
            {t('delivery.list.prodNm')}
            <input
              className={styles.input}
              maxLength={50}
              value={form.prodNm}
              onChange={(e) => setForm({ ...form, prodNm: e.target.value })}
            />
          </label>
          <button className={styles.button} type="submit">
            {t('delivery.common.search')}
          </button>
        </form>
      )}
      {/* Filter chips: a group of toggle buttons (a tablist would need tabs and panels). */}
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would not lay the chips out in one scrolling row */}
      <div className={styles.chips} role="group" aria-label={t('delivery.list.stateGroup')}>
        <button
          type="button"
          className={stateCd ? styles.chip : styles.chipOn}
          aria-pressed={!stateCd}
          onClick={() => set('stateCd', null)}
        >
          {t('delivery.common.all')}
        </button>
        {counts
          .filter((c) => c.count > 0 || c.stateCd === stateCd)
          .map((c) => (
            <button
              key={c.stateCd}
              type="button"
              className={stateCd === c.stateCd ? styles.chipOn : styles.chip}
              aria-pressed={stateCd === c.stateCd}
              onClick={() => set('stateCd', c.stateCd)}
            >
              {c.stateNm} {c.count}
            </button>
          ))}
      </div>
      <div className={styles.toolbar}>
        <span>
          {from || to || prodNm
            ? t('delivery.list.searchTotal', { total })
            : t('delivery.list.total', { total })}
        </span>
        <span>
          {links.mobile && (
            <>
              <Link className={styles.link} to={links.listSearch}>
                {t('delivery.common.search')}
              </Link>
              {' · '}
            </>
          )}
          <Link className={styles.link} to={links.returns}>
            {t('delivery.list.returnsLink')}
          </Link>
        </span>
      </div>
      <MobileListBody
        query={list}
        failed={t('delivery.list.failed')}
        empty={filtered ? t('delivery.list.emptyFiltered') : t('delivery.list.empty')}
        emptyAction={
          filtered ? undefined : (
            <Link className={styles.buttonLine} to={links.gifts}>
              {t('delivery.list.goGifts')}
            </Link>
          )
        }
      >
        {(rows) =>
          rows.map((o) => (
            <li key={o.estiItemSn}>
              <Link className={styles.card} to={links.detail(o.estiSn, o.estiItemSn)}>
                <ProductImage fileId={o.mainImg} alt={o.prodNm} className={styles.thumb} />
                <span className={styles.cardBody}>
                  <span className={styles.state}>
                    {o.deliStatNm}
                    {o.returnStatNm ? ` · ${o.returnStatNm}` : ''}
                    {o.addrNeeded && <span className={styles.flag}>{t('delivery.common.addrNeeded')}</span>}
                  </span>
                  <span className={styles.cardTitle} title={o.prodNm}>
                    {o.prodNm}
                    {o.optNm ? ` / ${o.optNm}` : ''}
                  </span>
                  <span className={styles.muted}>
                    {f.ymd(o.orderDt.slice(0, 8))} · {t('delivery.common.orderNo', { estiSn: o.estiSn })}
                  </span>
                  <span className={styles.muted}>{o.eventNm}</span>
                </span>
              </Link>
            </li>
          ))
        }
      </MobileListBody>
      <MobilePager
        page={page}
        pageSize={MY_ORDERS_PAGE}
        total={total}
        onPage={(p) => set('page', String(p))}
      />
    </div>
  );
}
