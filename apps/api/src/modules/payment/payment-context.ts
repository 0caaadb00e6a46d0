import { createPaymentGateway, type PaymentGateway } from '../../adapters/payment/payment-gateway';
import { loadConfig } from '../../config';

/**
 * The payment gateway the running app uses. The payment plugin sets it at start; refundOrderPayment (called by the
 * delivery and return use cases with only their transaction) reads it here. Without a configured app it is the
 * test provider, as in tests.
 */
let current: PaymentGateway | null = null;

export function setPaymentGateway(gateway: PaymentGateway): void {
  current = gateway;
}

export function paymentGateway(): PaymentGateway {
  current ??= createPaymentGateway(loadConfig({}));
  return current;
}
