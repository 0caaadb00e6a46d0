import type { FileStorage } from './adapters/storage/file-storage';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Guard } from './http/auth-guard';
import type { PaymentRefundPort } from './modules/delivery/payment-refund-port';

/** What every module receives. Tests build the app with their own database, clock and adapters. */
export type AppDeps = {
  db: Db;
  config: Config;
  now: () => Date;
  guard: Guard;
  storage: FileStorage;
  /**
   * Card refunds for cancelled orders and refunded returns (modules/delivery/payment-refund-port.ts). Absent: the
   * default records the refund as waiting for the payment step.
   */
  paymentRefund?: PaymentRefundPort;
};
