import type { Config } from '../../config';
import { popbillProvider } from './popbill-provider';
import type { SavedTaxInvoiceLookup, TaxInvoiceProvider } from './tax-invoice-types';
import { testTaxInvoiceProvider } from './test-provider';

export * from './tax-invoice-types';

/** Popbill when its keys are set; otherwise the built-in test provider, which reads our records back (`lookup`). */
export function createTaxInvoiceProvider(
  config: Config,
  lookup: SavedTaxInvoiceLookup = async () => null,
): TaxInvoiceProvider {
  return config.popbill ? popbillProvider(config.popbill) : testTaxInvoiceProvider(lookup);
}
