import { MSG } from '@pcs/domain';
import { mobilePrepareReplySchema, PAYMENT_PATH } from '@pcs/domain/contracts/payment';
import { z } from 'zod';
import { callApi } from '../../lib/api-client';

/** spec §7 Payment preparation (mobile): POST actionUrl with the bearer header; resultData.oid. */
export const prepareMobilePayment = (actionUrl: string, body: Record<string, string | number>) =>
  callApi(actionUrl, { body, schema: mobilePrepareReplySchema, fallbackText: MSG.paymentFailed });

/** The panel closed without a result: READY -> CANCELED on the server. */
export const closePayment = (oid: string) =>
  callApi(PAYMENT_PATH.close, { body: { oid }, schema: z.object({ status: z.string() }) });
