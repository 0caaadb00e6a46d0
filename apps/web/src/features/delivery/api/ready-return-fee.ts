import { MSG } from '@pcs/domain';
import { PAYMENT_PATH, paymentInfoSchema } from '@pcs/domain/contracts/payment';
import { callApi } from '../../../lib/api-client';

/** Opens the card payment of a return fee the recipient owes (decision 028): spec §3 Payment info. */
export const readyReturnFee = (body: { refundSn: number; wmGbn: '01' | '02'; payMethod: 'Card' | 'CARD' }) =>
  callApi(PAYMENT_PATH.returnFeeReady, { body, schema: paymentInfoSchema, fallbackText: MSG.paymentFailed });
