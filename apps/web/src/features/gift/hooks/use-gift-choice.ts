import { SELECT_TYPE } from '@pcs/domain';
import type { GiftDetail, OptionInfo } from '@pcs/domain/contracts/gift';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { alertMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useSelectGift } from '../api/select-gift';
import type { GiftNavState, GiftRoutes } from '../gift-routes';
import { remainingChoices } from '../remaining-choices';
import { useOptionSelection } from './use-option-selection';

const NO_OPTIONS: OptionInfo[] = [];
/** A selection that is missing an option value (spec §3 optionInfoList). */
const OPTION_REQUIRED_TEXT = '옵션을 선택해주세요.';

/** Id of an option's <select>, so a missing option can be focused after the alert. */
export const optionFieldId = (titleCd: string): string => `gift-option-${titleCd}`;

/**
 * The gift detail's choice, shared by desktop and mobile: option values, a quantity limited to the remaining choices
 * (one for a single-choice event), why choosing is blocked if it is, and the select call that leads on to the
 * final-info screen.
 */
export function useGiftChoice(detail: GiftDetail | undefined, routes: GiftRoutes) {
  const options = useOptionSelection(detail?.optionInfoList ?? NO_OPTIONS);
  const selectGift = useSelectGift();
  const navigate = useNavigate();
  const [wantedQuantity, setWantedQuantity] = useState(1);

  const remaining = detail ? remainingChoices(detail.event) : 0;
  const single = detail?.event.selectType === SELECT_TYPE.single;
  // The stock caps the quantity too; a product without stock is sold out and blocked below.
  const stockCap = detail && detail.stockQty > 0 ? detail.stockQty : Number.POSITIVE_INFINITY;
  const maxQuantity = single ? 1 : Math.max(1, Math.min(remaining, stockCap));
  const quantity = Math.min(Math.max(1, wantedQuantity), maxQuantity);

  let blockReason: string | null = null;
  if (detail?.soldOutYn === 'Y') blockReason = '품절된 상품입니다.';
  else if (detail && detail.event.openYn !== 'Y') blockReason = '신청 기간이 아닌 이벤트입니다.';
  else if (detail && remaining <= 0) blockReason = '선택 가능한 선물을 모두 선택하셨습니다.';

  const submit = async (): Promise<void> => {
    if (!detail || blockReason || selectGift.isPending) return;
    if (options.firstMissing) {
      const titleCd = options.firstMissing.titleCd;
      await alertMessage(OPTION_REQUIRED_TEXT);
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

  return {
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
