import { formatPhone, remainingChoices } from '@pcs/domain';
import type { GiftOrder } from '@pcs/domain/contracts/gift';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { RichText } from '../../../i18n/marked-text';
import { type Translate, useFormats, useT } from '../../../i18n/texts';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useGiftEvents } from '../api/get-gift-events';
import { useGiftOrderHistory } from '../api/get-gift-order-history';
import { type GiftNavState, type GiftRoutes, toSn } from '../gift-routes';
import styles from './gift-order-history-view.module.css';
import { OrderItemRow } from './order-item-row';
import { EmptyState, ErrorRetry, LoadingLines, Skeleton } from './status-views';

/**
 * The recipient's applied gifts in one event, desktop and mobile. Right after 신청하기 a completion banner names the
 * new order; that order is highlighted in the list either way. The data is the recipient's own, so nothing is masked.
 */
export function GiftOrderHistoryView({ routes }: { routes: GiftRoutes }) {
  const t = useT();
  const params = useParams();
  const eventSn = toSn(params.eventSn);
  const ordSn = toSn(params.ordSn);
  const estiSn = toSn(params.estiSn);
  const justApplied = (useLocation().state as GiftNavState | null)?.from === 'apply';
  const history = useGiftOrderHistory(eventSn);
  const events = useGiftEvents();
  useErrorAlert(history.error);

  // Right after an application the cached event still counts the choice as unused: offer "choose more" only from
  // fresh data, never from the stale copy shown while it refetches.
  const event =
    events.isStale && events.isFetching
      ? undefined
      : events.data?.eventList.find((e) => e.eventSn === eventSn);
  const canChooseMore = event !== undefined && event.openYn === 'Y' && remainingChoices(event) > 0;
  // The buttons come once the orders and the event are known: shown earlier, the cards arriving above pushed them
  // down and 선물 더 고르기 appearing beside them moved 목록으로 (layout shift on a first load). Without an event in
  // the URL the history is never asked for (pending for good), and 목록으로 is all there is.
  const settled =
    (!eventSn || !history.isPending) && !events.isPending && !(events.isStale && events.isFetching);
  const mobile = routes.variant === 'mobile';
  // The survey follows a real application only (a rehearsal's journey has another home).
  const satiPath =
    routes.home === paths.mGiftPreview
      ? paths.mGiftSati
      : routes.home === paths.giftList
        ? paths.giftSati
        : null;

  return (
    <div className={`${styles.page} ${mobile ? styles.mobile : ''}`}>
      {justApplied ? (
        <section className={styles.banner} aria-live="polite">
          <span className={styles.check} aria-hidden="true">
            ✓
          </span>
          <h1 className={styles.bannerTitle}>{t('gift.history.done')}</h1>
          <p className={styles.bannerText}>
            {/* The number the delivery screens and the back office use for this order. */}
            <RichText
              text={t('gift.history.doneText', { orderNo: orderNumber(t, estiSn, ordSn) })}
              parts={[(text) => <strong>{text}</strong>]}
            />
          </p>
        </section>
      ) : (
        <h1 className={styles.title}>{t('gift.history.title')}</h1>
      )}

      {event ? (
        <p className={styles.eventLine}>
          <span>{event.eventNm}</span>
          <span>
            <RichText
              text={t('gift.remainingChoices', {
                remaining: remainingChoices(event),
                total: event.selectCnt,
              })}
              parts={[(text) => <strong>{text}</strong>]}
            />
          </span>
        </p>
      ) : (
        // Its place is kept while the event loads, so the orders below do not move when it arrives.
        Boolean(eventSn) &&
        events.isFetching && (
          <div className={styles.eventLine} aria-hidden="true">
            <Skeleton height={22} width="70%" />
          </div>
        )
      )}

      <section aria-label={t('gift.history.label')} aria-busy={history.isFetching}>
        {!eventSn ? (
          <EmptyState title={t('gift.history.notFound')} />
        ) : history.isPending ? (
          <LoadingLines lines={6} />
        ) : history.isError ? (
          <ErrorRetry error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data.orderList.length === 0 ? (
          <EmptyState title={t('gift.history.empty')} />
        ) : (
          <ol className={styles.orders}>
            {history.data.orderList.map((order) => (
              <OrderCard
                key={order.ordSn}
                order={order}
                highlighted={order.ordSn === ordSn}
                detailHref={
                  order.estiSn && routes.orderDetail
                    ? routes.orderDetail(order.estiSn, order.items[0]?.estiItemSn ?? 0)
                    : null
                }
              />
            ))}
          </ol>
        )}
      </section>

      {settled && (
        <div className={styles.actions}>
          {canChooseMore && (
            <Link className={styles.primary} to={routes.list(eventSn)}>
              {t('gift.history.chooseMore')}
            </Link>
          )}
          {satiPath && event && event.usedCnt > 0 && (
            <Link className={styles.secondary} to={`${satiPath}?eventSn=${eventSn}`}>
              {t('gift.history.survey')}
            </Link>
          )}
          <Link className={styles.secondary} to={routes.home}>
            {t('gift.history.toHome')}
          </Link>
        </div>
      )}
    </div>
  );
}

/** The order's number as the delivery screens and the back office write it (the domain's formatOrderNo in Korean). */
export const orderNumber = (t: Translate, estiSn: number | null, ordSn: number): string =>
  estiSn ? t('gift.history.orderNo', { no: estiSn }) : t('gift.history.draftNo', { no: ordSn });

function OrderCard({
  order,
  highlighted,
  detailHref,
}: {
  order: GiftOrder;
  highlighted: boolean;
  /** Where the order's delivery is followed and changed (주문·배송 조회). */
  detailHref: string | null;
}) {
  const t = useT();
  const f = useFormats();
  // The chosen extras in one short text (the domain's giftExtrasText), in the recipient's language.
  const extrasText = [
    order.packageYn === 'Y' ? t('gift.extras.package') : null,
    order.cardYn === 'Y' ? t('gift.extras.card') : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const address = [order.zipCd ? `[${order.zipCd}]` : '', order.addr ?? '', order.addrDtl ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={`${styles.order} ${highlighted ? styles.highlighted : ''}`}
      aria-current={highlighted || undefined}
    >
      <header className={styles.orderHead}>
        <span className={styles.orderDate}>{f.ymd(order.orderDt.slice(0, 8))}</span>
        <span className={styles.orderNo}>
          {orderNumber(t, order.estiSn, order.ordSn)}
          {highlighted && <span className={styles.newTag}>{t('gift.history.new')}</span>}
        </span>
        <span className={styles.orderStat}>{order.ordStatNm}</span>
        {detailHref && (
          <Link className={styles.orderLink} to={detailHref}>
            {order.addrNeededYn === 'Y' ? t('gift.history.enterAddress') : t('gift.history.orderDetail')} ›
          </Link>
        )}
      </header>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <OrderItemRow key={item.estiItemSn} item={item} delivery />
        ))}
      </ul>
      <dl className={styles.receiver}>
        <div>
          <dt>{t('common.address.receiverNm')}</dt>
          <dd>{order.receiverNm ?? '-'}</dd>
        </div>
        <div>
          <dt>{t('common.address.telNo')}</dt>
          <dd>{order.receiverTelNo ? formatPhone(order.receiverTelNo) : '-'}</dd>
        </div>
        <div>
          <dt>{t('gift.apply.address')}</dt>
          <dd>
            {order.addrNeededYn === 'Y' ? <strong>{t('gift.history.addrNeeded')}</strong> : address || '-'}
          </dd>
        </div>
        {order.deliveryMemo && (
          <div>
            <dt>{t('gift.history.memo')}</dt>
            <dd>{order.deliveryMemo}</dd>
          </div>
        )}
        {(order.packageYn === 'Y' || order.cardYn === 'Y') && (
          <div>
            <dt>{t('gift.apply.extrasAmount')}</dt>
            <dd>
              {extrasText}
              {order.extrasAmt > 0 ? ` (${f.won(order.extrasAmt)})` : ''}
            </dd>
          </div>
        )}
        {order.cardYn === 'Y' && (
          <div>
            <dt>{t('gift.extras.cardMsg')}</dt>
            <dd>{order.cardMsg}</dd>
          </div>
        )}
        <OrderAmountRows order={order} />
      </dl>
    </li>
  );
}

/**
 * What the gift came to and who paid it (the order-total rule, decision 015): the total, and when the recipient paid
 * above the budget by card, the budget's part and the card's. Rows of the order's description list.
 */
export function OrderAmountRows({
  order,
}: {
  order: Pick<GiftOrder, 'totalPrice' | 'payAmt' | 'budgetAmt'>;
}) {
  const t = useT();
  const f = useFormats();
  return (
    <>
      <div>
        <dt>{t('gift.history.total')}</dt>
        <dd>{f.won(order.totalPrice)}</dd>
      </div>
      {order.payAmt > 0 && (
        <>
          <div>
            <dt>{t('gift.history.budgetPart')}</dt>
            <dd>{f.won(order.budgetAmt)}</dd>
          </div>
          <div>
            <dt>{t('gift.history.cardPart')}</dt>
            <dd>
              <strong>{f.won(order.payAmt)}</strong>
            </dd>
          </div>
        </>
      )}
    </>
  );
}
