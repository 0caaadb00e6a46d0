import {
  EVENT_DOCS_TEXT,
  formatOrderNo,
  formatPhone,
  formatWon,
  formatYmd,
  giftExtrasText,
  remainingChoices,
} from '@pcs/domain';
import type { GiftOrder } from '@pcs/domain/contracts/gift';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../../config/paths';
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
          <h1 className={styles.bannerTitle}>선물 신청이 완료되었습니다.</h1>
          <p className={styles.bannerText}>
            {/* The number the delivery screens and the back office use for this order. */}
            <strong>{estiSn ? formatOrderNo(estiSn) : `주문번호 ${ordSn}`}</strong> · 배송이 시작되면 이
            화면에서 배송 현황을 확인하실 수 있습니다.
          </p>
        </section>
      ) : (
        <h1 className={styles.title}>선물 신청 내역</h1>
      )}

      {event ? (
        <p className={styles.eventLine}>
          <span>{event.eventNm}</span>
          <span>
            남은 선택 <strong>{remainingChoices(event)}</strong> / {event.selectCnt}개
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

      <section aria-label="신청 내역" aria-busy={history.isFetching}>
        {!eventSn ? (
          <EmptyState title="신청 내역을 찾을 수 없습니다." />
        ) : history.isPending ? (
          <LoadingLines lines={6} />
        ) : history.isError ? (
          <ErrorRetry error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data.orderList.length === 0 ? (
          <EmptyState title="신청하신 선물이 없습니다." />
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
              선물 더 고르기
            </Link>
          )}
          {satiPath && event && event.usedCnt > 0 && (
            <Link className={styles.secondary} to={`${satiPath}?eventSn=${eventSn}`}>
              만족도 조사 참여
            </Link>
          )}
          <Link className={styles.secondary} to={routes.home}>
            목록으로
          </Link>
        </div>
      )}
    </div>
  );
}

/** orderDt may carry a time (YYYYMMDDHHMISS); the date is what a recipient needs. */
const orderDate = (orderDt: string): string => formatYmd(orderDt.slice(0, 8));

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
  const address = [order.zipCd ? `[${order.zipCd}]` : '', order.addr ?? '', order.addrDtl ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={`${styles.order} ${highlighted ? styles.highlighted : ''}`}
      aria-current={highlighted || undefined}
    >
      <header className={styles.orderHead}>
        <span className={styles.orderDate}>{orderDate(order.orderDt)}</span>
        <span className={styles.orderNo}>
          {order.estiSn ? formatOrderNo(order.estiSn) : `주문번호 ${order.ordSn}`}
          {highlighted && <span className={styles.newTag}>방금 신청</span>}
        </span>
        <span className={styles.orderStat}>{order.ordStatNm}</span>
        {detailHref && (
          <Link className={styles.orderLink} to={detailHref}>
            {order.addrNeededYn === 'Y' ? '배송지 입력' : '주문·배송 조회'} ›
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
          <dt>받는 분</dt>
          <dd>{order.receiverNm ?? '-'}</dd>
        </div>
        <div>
          <dt>휴대폰번호</dt>
          <dd>{order.receiverTelNo ? formatPhone(order.receiverTelNo) : '-'}</dd>
        </div>
        <div>
          <dt>배송지</dt>
          <dd>
            {order.addrNeededYn === 'Y' ? (
              <strong>{EVENT_DOCS_TEXT.addrNeeded} (주문·배송 조회에서 입력해 주세요)</strong>
            ) : (
              address || '-'
            )}
          </dd>
        </div>
        {order.deliveryMemo && (
          <div>
            <dt>요청사항</dt>
            <dd>{order.deliveryMemo}</dd>
          </div>
        )}
        {(order.packageYn === 'Y' || order.cardYn === 'Y') && (
          <div>
            <dt>포장·카드</dt>
            <dd>
              {giftExtrasText(order)}
              {order.extrasAmt > 0 ? ` (${formatWon(order.extrasAmt)})` : ''}
            </dd>
          </div>
        )}
        {order.cardYn === 'Y' && (
          <div>
            <dt>카드 메시지</dt>
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
  return (
    <>
      <div>
        <dt>선물 금액</dt>
        <dd>{formatWon(order.totalPrice)}</dd>
      </div>
      {order.payAmt > 0 && (
        <>
          <div>
            <dt>예산 사용 금액</dt>
            <dd>{formatWon(order.budgetAmt)}</dd>
          </div>
          <div>
            <dt>카드 결제 금액</dt>
            <dd>
              <strong>{formatWon(order.payAmt)}</strong>
            </dd>
          </div>
        </>
      )}
    </>
  );
}
