import { giftCostSplit, orderGoodsAmt } from '@pcs/domain';
import { useParams } from 'react-router';
import { RichText } from '../../../i18n/marked-text';
import { useFormats, useT } from '../../../i18n/texts';
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
  const t = useT();
  const f = useFormats();
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
      <span aria-hidden="true">‹</span> {t('gift.detail.back')}
    </button>
  );

  if (!eventSn || !prodSn) {
    return (
      <div className={styles.page}>
        <EmptyState title={t('gift.detail.notFound')} />
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
          {t('gift.detail.addToCart')}
        </button>
      )}
      <PrimaryAction sticky={mobile} onClick={() => void choice.submit()} disabled={disabled}>
        {soldOut ? t('gift.soldOut') : choice.submitting ? t('gift.processing') : t('gift.detail.select')}
      </PrimaryAction>
    </>
  );

  return (
    <div className={`${styles.page} ${mobile ? styles.mobile : ''}`}>
      {backButton}
      <div className={styles.top}>
        <div className={styles.galleryBox}>
          <GiftGallery mainImg={gift.mainImg} imgList={gift.imgList} name={gift.prodNm} />
          {soldOut && <span className={styles.soldOutBadge}>{t('gift.soldOut')}</span>}
        </div>
        <div className={styles.info}>
          {gift.brandNm && <p className={styles.brand}>{gift.brandNm}</p>}
          <h1 className={styles.name}>{gift.prodNm}</h1>
          {/* The short line the back office wrote in the page's language (decision 055, Content); never in Korean. */}
          {gift.summary && <p className={styles.summary}>{gift.summary}</p>}
          <dl className={styles.price}>
            <div>
              <dt>{t('gift.card.price')}</dt>
              <dd className={styles.listPrice}>{f.won(gift.price)}</dd>
            </div>
            {gift.event.budgetAmt !== null && (
              <div>
                <dt>{t('gift.detail.budget')}</dt>
                <dd data-testid="gift-budget">
                  {f.won(gift.event.budgetAmt)}
                  <span className={styles.note}>
                    {t('gift.detail.budgetLeft', {
                      amount: f.won(Math.max(0, gift.event.budgetAmt - gift.event.budgetUsedAmt)),
                    })}
                  </span>
                </dd>
              </div>
            )}
            <div>
              <dt>{t('gift.detail.payAmount')}</dt>
              {cost.recipientAmt === 0 ? (
                <dd className={styles.free} data-testid="gift-recipient-pays">
                  {f.won(0)} <span>{t('gift.detail.free')}</span>
                </dd>
              ) : (
                <dd className={styles.due} data-testid="gift-recipient-pays">
                  {f.won(cost.recipientAmt)}
                  <span>
                    {cost.allowed
                      ? t('gift.detail.companyPays', { amount: f.won(cost.companyAmt) })
                      : t('gift.detail.overBudget')}
                  </span>
                </dd>
              )}
            </div>
          </dl>
          <p className={styles.eventLine}>
            <span>{gift.event.eventNm}</span>
            <span>
              <RichText
                text={t('gift.detail.remaining', { remaining: choice.remaining })}
                parts={[(text) => <strong>{text}</strong>]}
              />
            </span>
          </p>
          <GiftChoiceFields choice={choice} />
          {!mobile && selectButton}
        </div>
      </div>
      <section className={styles.detail} aria-labelledby="gift-detail-heading">
        <h2 id="gift-detail-heading" className={styles.detailHeading}>
          {t('gift.detail.heading')}
        </h2>
        <DetailHtml html={gift.detailHtml} />
      </section>
      {mobile && selectButton}
    </div>
  );
}
