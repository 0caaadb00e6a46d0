import { giftQuantityLimit, isSingleChoice, remainingChoices } from '@pcs/domain';
import type { GiftDetail, OptionInfo } from '@pcs/domain/contracts/gift';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/texts';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { addToCart as addToCartCall } from '../api/add-to-cart';
import { useSelectGift } from '../api/select-gift';
import type { GiftNavState, GiftRoutes } from '../gift-routes';
import { GIFT_DIALOG_TEXT } from '../texts';
import { useOptionSelection } from './use-option-selection';

const NO_OPTIONS: OptionInfo[] = [];

/** Id of an option's <select>, so a missing option can be focused after the alert. */
export const optionFieldId = (titleCd: string): string => `gift-option-${titleCd}`;

/**
 * The gift detail's choice, shared by desktop and mobile: option values, a quantity limited to the remaining choices
 * (one for a single-choice event), why choosing is blocked if it is, and the select call that leads on to the
 * final-info screen.
 */
export function useGiftChoice(detail: GiftDetail | undefined, routes: GiftRoutes) {
  const t = useT();
  const options = useOptionSelection(detail?.optionInfoList ?? NO_OPTIONS);
  const selectGift = useSelectGift();
  const navigate = useNavigate();
  const [wantedQuantity, setWantedQuantity] = useState(1);

  const remaining = detail ? remainingChoices(detail.event) : 0;
  const single = detail ? isSingleChoice(detail.event) : false;
  // The stepper never goes below 1; a product without stock or choices left is blocked below instead.
  const maxQuantity = detail ? Math.max(1, giftQuantityLimit(detail.event, detail.stockQty)) : 1;
  const quantity = Math.min(Math.max(1, wantedQuantity), maxQuantity);

  let blockReason: string | null = null;
  if (detail?.soldOutYn === 'Y') blockReason = t('gift.msg.productSoldOut');
  else if (detail && detail.event.openYn !== 'Y') blockReason = t('gift.msg.eventNotOpen');
  else if (detail && remaining <= 0) blockReason = t('gift.msg.allChosen');

  const submit = async (): Promise<void> => {
    if (!detail || blockReason || selectGift.isPending) return;
    if (options.firstMissing) {
      const titleCd = options.firstMissing.titleCd;
      await alertMessage(t('gift.msg.optionRequired'));
      document.getElementById(optionFieldId(titleCd))?.focus();
      return;
    }
    try {
      const { ordSn } = await selectGift.mutateAsync({
        eventSn: detail.event.eventSn,
        prodSn: detail.prodSn,
        quantity,
        optCdList: options.optCdList,
      });
      const state: GiftNavState = { from: 'detail' };
      navigate(routes.apply(ordSn), { state });
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  /** The detail's 장바구니 담기: the same options and quantity go to the cart (never beyond the choices left). */
  const addToCart = async (): Promise<void> => {
    if (!detail || blockReason) return;
    if (options.firstMissing) {
      const titleCd = options.firstMissing.titleCd;
      await alertMessage(t('gift.msg.optionRequired'));
      document.getElementById(optionFieldId(titleCd))?.focus();
      return;
    }
    try {
      await addToCartCall({
        eventSn: detail.event.eventSn,
        prodSn: detail.prodSn,
        quantity,
        optCdList: options.optCdList,
      });
      if (await confirmMessage(GIFT_DIALOG_TEXT.cartAddedGoToCart())) navigate(routes.cart);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  return {
    addToCart,
    options,
    quantity,
    setQuantity: setWantedQuantity,
    maxQuantity,
    remaining,
    single,
    blockReason,
    submit,
    submitting: selectGift.isPending,
  };
}

export type GiftChoice = ReturnType<typeof useGiftChoice>;
