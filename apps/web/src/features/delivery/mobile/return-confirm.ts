import { RETURN_FEE_METHOD, type RefundGbn, returnShipFeeOf } from '@pcs/domain';
import { t } from '../../../i18n/texts';

/**
 * The confirm before a recipient sends a return or exchange request, in their language: the domain's
 * returnConfirmText (kept for the back office and character for character the Korean one here), built from the
 * catalogue. Called at submit time, so it follows the language shown.
 */
export function returnConfirmMessage(
  input: {
    prodNm: string;
    optNm?: string | null;
    quantity?: number | null;
    refundGbn: RefundGbn;
    reasonCd: string;
    eventPayer?: string | null;
    eventFee?: number | null;
    editing?: boolean;
    feeMethod?: string | null;
  },
  won: (n: number) => string,
): string {
  const { payer, fee } = returnShipFeeOf(input.reasonCd, input.eventPayer, input.eventFee);
  const payerNm = t(`delivery.returnFeePayer.${payer}`);
  const method =
    fee > 0 && (input.feeMethod === RETURN_FEE_METHOD.card || input.feeMethod === RETURN_FEE_METHOD.deduct)
      ? t(`delivery.returnFeeMethod.${input.feeMethod}`)
      : null;
  // The product and option are the vendor's words; only the count takes the language's unit.
  const item = [
    input.prodNm,
    input.optNm ? `(${input.optNm})` : '',
    input.quantity ? t('delivery.return.confirmQuantity', { quantity: input.quantity }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const feeText =
    fee > 0
      ? method
        ? t('delivery.return.confirmFeeMethod', { fee: won(fee), payer: payerNm, method })
        : t('delivery.return.confirmFee', { fee: won(fee), payer: payerNm })
      : payerNm;
  return t(`delivery.return.confirm.${input.editing ? 'edit' : input.refundGbn}`, {
    item,
    kind: t(`delivery.refundGbn.${input.refundGbn}`),
    reason: t(`delivery.returnReason.${input.reasonCd}`),
    fee: feeText,
  });
}
