import type { PaymentGateway } from './adapters/payment/payment-gateway';
import type { FileStorage } from './adapters/storage/file-storage';
import type { TaxInvoiceProvider } from './adapters/tax-invoice/tax-invoice-provider';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Guard } from './http/auth-guard';
import type { ServerLifecycle } from './http/server-lifecycle';
import type { ApiKeyCache } from './modules/api-key-cache';
import type { EmployeePageCache } from './modules/employee-page-cache';
import type { SessionCache } from './modules/session';
import type { PaymentRefundPort } from './payment-refund-port';

/** What every module receives. Tests build the app with their own database, clock and adapters. */
export type AppDeps = {
  db: Db;
  config: Config;
  now: () => Date;
  guard: Guard;
  storage: FileStorage;
  /**
   * Card refunds for cancelled orders and refunded returns (payment-refund-port.ts). The app sets
   * the payment module's INIAPI refund; a test may pass its own.
   */
  paymentRefund?: PaymentRefundPort;
  /**
   * The card gateway (KG Inicis, or the built-in test provider when no merchant keys are set). The app makes it from
   * the config; a test may wrap it (a slow or counting provider).
   */
  paymentGateway?: PaymentGateway;
  /**
   * The electronic tax-invoice provider (Popbill, or the built-in test provider when no keys are set; decision 037).
   * The app makes it from the config; a test may pass its own (a failing or counting provider).
   */
  taxInvoice?: TaxInvoiceProvider;
  /**
   * Live sessions kept in memory (modules/session/session-cache.ts): the server sets it on PostgreSQL, where the
   * database tells every process when a user or a session changes; without it every call looks its token up.
   */
  sessionCache?: SessionCache;
  /**
   * API keys kept in memory (modules/api-key-cache): the server sets it on PostgreSQL, where the database
   * tells every process when a key changes; without it every public API call looks its key up.
   */
  apiKeyCache?: ApiKeyCache;
  /**
   * The public API's pages of employees kept in memory (modules/employee-page-cache): the server sets it on
   * PostgreSQL, where the database tells every process when an employee changes; without it every page is read.
   */
  employeePageCache?: EmployeePageCache;
  /** Starting, ready or stopping (server.ts); GET /readyz answers 503 unless ready. Unset: ready (tests). */
  lifecycle?: ServerLifecycle;
};
