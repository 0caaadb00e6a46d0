import { checkPaymentStart, MESSAGE_CODE, ORDER_STATUS, WM_GBN } from '@pcs/domain';
import type { PaymentInfo } from '@pcs/domain/contracts/payment';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { AddressFields } from '../../../components/address/address-fields';
import { useAddressForm } from '../../../components/address/use-address-form';
import { DesktopPaymentPanel, MobilePaymentPage } from '../../../components/payment/payment-panel';
import { MY_PAGE_ADDRESS_TAB, paths } from '../../../config/paths';
import { RichText } from '../../../i18n/marked-text';
import { t as translate, useFormats, useT } from '../../../i18n/texts';
import { ApiError } from '../../../lib/api-client';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { getToken, useSession } from '../../../lib/session-store';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useApplyGift } from '../api/apply-gift';
import { useGiftOrder } from '../api/get-gift-order';
import { giftKeys } from '../api/gift-query-keys';
import { readyPayment, useOrderAmount } from '../api/payment-calls';
import { useIsTestMode } from '../gift-mode';
import { type GiftNavState, type GiftRoutes, toSn } from '../gift-routes';
import { GIFT_DIALOG_TEXT } from '../texts';
import styles from './gift-apply-view.module.css';
import { cardMsgError, type ExtrasChoice, GiftExtrasFields } from './gift-extras-fields';
import { OrderItemRow } from './order-item-row';
import { PrimaryAction } from './primary-action';
import { EmptyState, EmptyText, ErrorRetry, LoadingLines } from './status-views';
import { OrderHistoryLink } from './used-all-notice';

/**
 * The final-info screen of desktop and mobile: the chosen gift (a draft order) and the delivery address; 신청하기
 * completes the order. The routes put it behind DirectEntryGate (spec §4 direct entry); an order already applied
 * goes to its history instead.
 */
export function GiftApplyView({ routes }: { routes: GiftRoutes }) {
  const t = useT();
  const ordSn = toSn(useParams().ordSn);
  const order = useGiftOrder(ordSn);
  const navigate = useNavigate();
  useErrorAlert(order.error);

  // An order found already applied (a second tab, or an old link) shows its history, not the form again. Once only:
  // while the next screen loads this one may render again, and a second navigate would restart that load.
  const applied = order.data?.ordStatCd === ORDER_STATUS.applied ? order.data : null;
  const redirected = useRef(false);
  useEffect(() => {
    if (applied?.estiSn == null || redirected.current) return;
    redirected.current = true;
    const target = routes.orderHistory({
      eventSn: applied.eventSn,
      ordSn: applied.ordSn,
      estiSn: applied.estiSn,
    });
    navigate(target, { replace: true });
  }, [applied, navigate, routes]);

  const mobile = routes.variant === 'mobile';
  const pageClass = `${styles.page} ${mobile ? styles.mobile : ''}`;

  if (!ordSn) {
    return (
      <div className={pageClass}>
        <EmptyState title={t('gift.apply.notFound')} />
      </div>
    );
  }
  if (order.isPending || applied) {
    return (
      <div className={pageClass} aria-busy="true">
        <LoadingLines lines={6} />
      </div>
    );
  }
  if (order.isError) {
    return (
      <div className={pageClass}>
        <ErrorRetry error={order.error} onRetry={() => void order.refetch()} />
      </div>
    );
  }
  if (order.data.ordStatCd !== ORDER_STATUS.draft) {
    return (
      <div className={pageClass}>
        <EmptyState title={t('gift.apply.notDraft')}>
          <EmptyText>{t('gift.apply.notDraftHelp')}</EmptyText>
          <Link className={styles.linkButton} to={routes.list(order.data.eventSn)}>
            {t('gift.toList')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  return <ApplyForm routes={routes} order={order.data} pageClass={pageClass} />;
}

type DraftOrder = NonNullable<ReturnType<typeof useGiftOrder>['data']>;

function ApplyForm({
  routes,
  order,
  pageClass,
}: {
  routes: GiftRoutes;
  order: DraftOrder;
  pageClass: string;
}) {
  const t = useT();
  const f = useFormats();
  const userNm = useSession((s) => s.loginUserData?.userNm ?? '');
  // A draft may already carry an address (entered before, then the recipient went back); otherwise the name is prefilled.
  const form = useAddressForm({
    receiverNm: order.receiverNm ?? userNm,
    receiverTelNo: order.receiverTelNo ?? '',
    zipCd: order.zipCd ?? '',
    addr: order.addr ?? '',
    addrDtl: order.addrDtl ?? '',
    deliveryMemo: order.deliveryMemo ?? '',
  });
  useAddressBookPick(form.setValue);
  const apply = useApplyGift();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The mutation's pending flag arrives a render late; the ref closes the gap between two quick clicks.
  const sending = useRef(false);
  // The choices were used up elsewhere (another device or tab) while this form was open.
  const [usedUp, setUsedUp] = useState(false);
  // The event's extras (decision 028); a draft brought back from a payment start keeps what was chosen then.
  const [extras, setExtras] = useState<ExtrasChoice>({
    packageYn: order.packageYn,
    cardYn: order.cardYn,
    cardMsg: order.cardMsg,
  });
  const [extrasChecked, setExtrasChecked] = useState(false);
  const extrasError = extrasChecked ? cardMsgError(extras) : null;
  const { ref: layoutRef, refused } = useFocusFirstInvalid<HTMLDivElement>();
  // spec §3 remainPayAmount: above budget, 결제하기 starts a card payment for exactly that amount (extras included).
  const testMode = useIsTestMode();
  const amount = useOrderAmount(order.ordSn, !testMode, extras);
  const extrasAmt = amount.data?.extrasAmt ?? 0;
  const remainPay = amount.data?.remainPayAmount ?? 0;
  const mobile = routes.variant === 'mobile';
  // spec §4: the panel opens only when every start check passes, and a new start replaces it (reset).
  const [payment, setPayment] = useState<{ info: PaymentInfo; key: number } | null>(null);

  const startPayment = async (address: NonNullable<ReturnType<typeof form.validate>>) => {
    setPayment(null);
    const info = await readyPayment({
      ordSn: order.ordSn,
      ...address,
      ...extras,
      wmGbn: mobile ? WM_GBN.mobile : WM_GBN.web,
      payMethod: mobile ? 'CARD' : 'Card',
    });
    const refusal = checkPaymentStart(
      { ...info, loginUserToken: getToken(), ...(mobile ? {} : { nextUrl: null }) },
      mobile ? 'mobile' : 'web',
    );
    if (refusal) {
      await alertMessage(refusal);
      return;
    }
    setPayment({ info, key: Date.now() });
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending.current) return;
    const address = form.validate();
    setExtrasChecked(true);
    if (!address || cardMsgError(extras)) {
      // The card message sits before the address on screen: the cursor goes to whichever comes first.
      refused();
      return;
    }
    sending.current = true;
    try {
      if (amount.data?.payableYn === 'N') {
        await alertMessage(translate('gift.payment.overBudgetNotAllowed'));
        return;
      }
      if (remainPay > 0) {
        if (!(await confirmMessage(GIFT_DIALOG_TEXT.overBudgetPayConfirm(remainPay)))) return;
        await startPayment(address);
        return;
      }
      if (!(await confirmMessage(GIFT_DIALOG_TEXT.applyConfirm()))) return;
      const result = await apply.mutateAsync({ ordSn: order.ordSn, ...address, ...extras });
      const state: GiftNavState = { from: 'apply' };
      navigate(routes.orderHistory(result), { replace: true, state });
    } catch (error) {
      if (error instanceof ApiError && error.messageCode === MESSAGE_CODE.selectLimitExceeded) {
        // Say what happened instead of leaving the filled form: the remaining count is refreshed everywhere.
        setUsedUp(true);
        void queryClient.invalidateQueries({ queryKey: giftKeys.all });
      }
      await alertMessage(errorText(error));
    } finally {
      sending.current = false;
    }
  };

  const busy = apply.isPending || apply.isSuccess || (!testMode && amount.isPending);
  if (payment && mobile) {
    return <MobilePaymentPage key={payment.key} info={payment.info} onFinish={() => setPayment(null)} />;
  }
  if (usedUp) {
    return (
      <div className={pageClass}>
        <EmptyState title={t('gift.msg.usedElsewhere')}>
          <EmptyText>{t('gift.msg.usedElsewhereHelp')}</EmptyText>
          <div className={styles.usedActions}>
            <OrderHistoryLink eventSn={order.eventSn} routes={routes} />
            <Link className={styles.linkButton} to={routes.list(order.eventSn)}>
              {t('gift.toList')}
            </Link>
          </div>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className={pageClass}>
      <h1 className={styles.title}>{t('gift.apply.title')}</h1>
      <p className={styles.lead}>{t('gift.apply.lead')}</p>
      <div className={styles.layout} ref={layoutRef}>
        <section className={styles.summary} aria-labelledby="gift-apply-summary">
          <h2 id="gift-apply-summary" className={styles.sectionTitle}>
            {t('gift.apply.chosen')}
          </h2>
          <p className={styles.eventNm}>{order.eventNm}</p>
          <ul className={styles.items}>
            {order.items.map((item) => (
              <OrderItemRow key={item.estiItemSn} item={item} />
            ))}
          </ul>
          {order.extrasOffer && (
            <GiftExtrasFields
              offer={order.extrasOffer}
              quantity={order.items[0]?.quantity ?? 1}
              value={extras}
              onChange={setExtras}
              error={extrasError}
            />
          )}
          {amount.data && (amount.data.budgetAmt !== null || extrasAmt > 0) && (
            <dl className={styles.budget}>
              <div>
                <dt>{t('gift.apply.goodsAmount')}</dt>
                <dd>{f.won(amount.data.orderTotal - extrasAmt)}</dd>
              </div>
              {extrasAmt > 0 && (
                <div>
                  <dt>{t('gift.apply.extrasAmount')}</dt>
                  <dd data-testid="extras-amount">{f.won(extrasAmt)}</dd>
                </div>
              )}
              {amount.data.budgetAmt !== null && (
                <div>
                  <dt>{t('gift.apply.budgetLeft')}</dt>
                  <dd>{f.won(amount.data.budgetLeft ?? 0)}</dd>
                </div>
              )}
            </dl>
          )}
          <p className={styles.free}>
            <RichText
              text={t('gift.apply.payAmount', { amount: f.won(remainPay) })}
              parts={[(text) => <strong data-testid="remain-pay-amount">{text}</strong>]}
            />
          </p>
          {remainPay > 0 && amount.data?.payableYn === 'Y' && (
            <p className={styles.payNote}>{t('gift.apply.payNote')}</p>
          )}
          {amount.data?.payableYn === 'N' && (
            <p className={styles.payNote}>{t('gift.payment.overBudgetNotAllowed')}</p>
          )}
        </section>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="gift-apply-address">
          <h2 id="gift-apply-address" className={styles.sectionTitle}>
            {t('gift.apply.address')}
          </h2>
          <AddressBookLink
            to={routes.variant === 'mobile' ? paths.mMyPageAddr : paths.myPageDetail(MY_PAGE_ADDRESS_TAB)}
          />
          <AddressFields form={form} />
          <PrimaryAction
            type="submit"
            sticky={routes.variant === 'mobile'}
            align="end"
            disabled={busy}
            aria-busy={busy}
          >
            {busy
              ? t('gift.processing')
              : remainPay > 0
                ? t('gift.apply.pay', { amount: f.won(remainPay) })
                : t('gift.apply.submit')}
          </PrimaryAction>
        </form>
      </div>
      {payment && !mobile && (
        <DesktopPaymentPanel key={payment.key} info={payment.info} onFinish={() => setPayment(null)} />
      )}
    </div>
  );
}

/** The address book (/m/myPage/addr, account feature) returns a picked address as navigation state: fill it in once. */
function useAddressBookPick(setValue: ReturnType<typeof useAddressForm>['setValue']) {
  const picked = (useLocation().state as { pickedAddress?: Record<string, string> } | null)?.pickedAddress;
  useEffect(() => {
    if (!picked) return;
    for (const f of ['receiverNm', 'receiverTelNo', 'zipCd', 'addr', 'addrDtl'] as const)
      setValue(f, picked[f] ?? '');
  }, [picked, setValue]);
}

/**
 * Opens the address book in pick mode (mobile: its own screen; desktop: the my-page address tab); it comes back here
 * with the chosen address.
 */
function AddressBookLink({ to }: { to: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <Link to={to} state={{ returnTo: pathname + search }} className={`pcs-button ${styles.addressBook}`}>
      {t('gift.apply.addressBook')}
    </Link>
  );
}
