import { formatWon, giftCostSplit, orderGoodsAmt } from '@pcs/domain';
import { useParams } from 'react-router';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useGiftDetail } from '../api/get-gift-detail';
import { useIsTestMode } from '../gift-mode';
import { type GiftRoutes, toSn } from '../gift-routes';
import { useGiftChoice } from '../hooks/use-gift-choice';
import { useGoBack } from '../hooks/use-go-back';
import { DetailHtml } from './detail-html';
import { GiftChoiceFields } from './gift-choice-fields';
import styles from './gift-detail-view.module.css';
import { GiftGallery } from './gift-gallery';
import { PrimaryAction } from './primary-action';
import { EmptyState, ErrorRetry, LoadingLines, Skeleton } from './status-views';

/**
 * The gift detail of desktop and mobile (the route params are read by name, so the mobile order eventSn/prodSn does
 * not matter). Desktop shows gallery and choice side by side; mobile stacks them and pins the button to the bottom.
 */
export function GiftDetailView({ routes }: { routes: GiftRoutes }) {
  const params = useParams();
  const eventSn = toSn(params.eventSn);
  const prodSn = toSn(params.prodSn);
  const detail = useGiftDetail(eventSn, prodSn);
  const testMode = useIsTestMode();
  const choice = useGiftChoice(detail.data, routes);
  const mobile = routes.variant === 'mobile';
  const goBack = useGoBack(eventSn ? routes.list(eventSn) : routes.home);
  useErrorAlert(detail.error);

  // The mobile layout's top bar has its own back button.
  const backButton = mobile ? null : (
    <button type="button" className={styles.back} onClick={goBack}>
      <span aria-hidden="true">‹</span> 이전
    </button>
  );

  if (!eventSn || !prodSn) {
    return (
      <div className={styles.page}>
        <EmptyState title="상품 정보를 찾을 수 없습니다." />
      </div>
    );
  }
  if (detail.isPending) {
    return (
      <div className={`${styles.page} ${mobile ? styles.mobile : ''}`} aria-busy="true">
        {backButton}
        <div className={styles.top}>
          <div className={styles.skeletonImage}>
            <Skeleton height="100%" />
          </div>
          <LoadingLines lines={6} />
        </div>
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className={styles.page}>
        {backButton}
        <ErrorRetry error={detail.error} onRetry={() => void detail.refetch()} />
      </div>
    );
  }

  const gift = detail.data;
  const soldOut = gift.soldOutYn === 'Y';
  // Before choosing: the gift with the chosen options and quantity, split between the budget and the recipient.
  const cost = giftCostSplit(
    orderGoodsAmt({ unitPrice: gift.price + choice.options.addPrice, quantity: choice.quantity }),
    gift.event,
  );
  const disabled = choice.blockReason !== null || choice.submitting;
  const selectButton = (
    <>
      {!soldOut && !testMode && (
        <button
          type="button"
          className={`pcs-button ${styles.cartButton}`}
          onClick={() => void choice.addToCart()}
          disabled={disabled}
        >
          장바구니 담기
        </button>
      )}
      <PrimaryAction sticky={mobile} onClick={() => void choice.submit()} disabled={disabled}>
        {soldOut ? '품절' : choice.submitting ? '처리 중…' : '선물 선택하기'}
      </PrimaryAction>
    </>
  );

  return (
    <div className={`${styles.page} ${mobile ? styles.mobile : ''}`}>
      {backButton}
      <div className={styles.top}>
        <div className={styles.galleryBox}>
          <GiftGallery mainImg={gift.mainImg} imgList={gift.imgList} name={gift.prodNm} />
          {soldOut && <span className={styles.soldOutBadge}>품절</span>}
        </div>
        <div className={styles.info}>
          {gift.brandNm && <p className={styles.brand}>{gift.brandNm}</p>}
          <h1 className={styles.name}>{gift.prodNm}</h1>
          <dl className={styles.price}>
            <div>
              <dt>상품가</dt>
              <dd className={styles.listPrice}>{formatWon(gift.price)}</dd>
            </div>
            {gift.event.budgetAmt !== null && (
              <div>
                <dt>선물 예산</dt>
                <dd data-testid="gift-budget">
                  {formatWon(gift.event.budgetAmt)}
                  <span className={styles.note}>
                    남은 예산 {formatWon(Math.max(0, gift.event.budgetAmt - gift.event.budgetUsedAmt))}
                  </span>
                </dd>
              </div>
            )}
            <div>
              <dt>결제 금액</dt>
              {cost.recipientAmt === 0 ? (
                <dd className={styles.free} data-testid="gift-recipient-pays">
                  0원 <span>회사에서 드리는 선물입니다</span>
                </dd>
              ) : (
                <dd className={styles.due} data-testid="gift-recipient-pays">
                  {formatWon(cost.recipientAmt)}
                  <span>
                    {cost.allowed
                      ? `회사 부담 ${formatWon(cost.companyAmt)} · 예산을 넘는 금액은 카드로 결제합니다`
                      : '예산을 넘는 선물은 선택할 수 없습니다'}
                  </span>
                </dd>
              )}
            </div>
          </dl>
          <p className={styles.eventLine}>
            <span>{gift.event.eventNm}</span>
            <span>
              남은 선택 <strong>{choice.remaining}</strong>개
            </span>
          </p>
          <GiftChoiceFields choice={choice} />
          {!mobile && selectButton}
        </div>
      </div>
      <section className={styles.detail} aria-labelledby="gift-detail-heading">
        <h2 id="gift-detail-heading" className={styles.detailHeading}>
          상품 상세정보
        </h2>
        <DetailHtml html={gift.detailHtml} />
      </section>
      {mobile && selectButton}
    </div>
  );
}
