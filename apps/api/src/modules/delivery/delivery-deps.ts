import type { Db } from '../../db/client';
import type { PaymentRefundPort } from './payment-refund-port';

/** What the delivery use cases take: `config.publicUrl` makes the links in the recipients' messages absolute. */
export type DeliveryDeps = { db: Db; now: () => Date; config?: { publicUrl: string } };
/** A use case that may refund a card payment (a cancel, a refunded return, a withdrawn or rejected request's fee). */
export type RefundingDeps = DeliveryDeps & { paymentRefund: PaymentRefundPort };

export const publicUrlOf = (deps: Pick<DeliveryDeps, 'config'>) => deps.config?.publicUrl ?? '';
