import type { ProviderInvoice } from '../../infra/payments/card-provider.js';
import type { InvoiceProduct } from './billing.table.js';

/**
 * A kind of product sold through the billing core (a channel's plans, the platform's hosting plans). The provider's
 * events name a checkout, a subscription or an invoice by the provider's id only; each product answers whether the
 * object is one of its own and, when it is, brings its records in line with the provider's. True: it was this product's.
 */
export interface BillingProduct {
  /** Also the `product` of its rows in the invoice ledger. */
  name: InvoiceProduct;
  fulfillCheckout(providerSessionId: string): Promise<boolean>;
  syncSubscription(providerSubscriptionId: string): Promise<boolean>;
  recordInvoice(invoice: ProviderInvoice): Promise<boolean>;
  /** Who sells what our checkout `checkoutId` buys, as the hosted page names them; undefined: not this product's checkout. */
  merchantOf?(checkoutId: string): Promise<string | undefined>;
  /** Before a card is charged for our checkout `checkoutId`: throws an AppError when the checkout may not be paid as it stands. */
  confirmPayable?(checkoutId: string): Promise<void>;
}

/** The products on sale, registered by the modules that sell them (all above billing, so the arrows point down). */
export function createBillingProducts() {
  const products: BillingProduct[] = [];

  async function firstToClaim(ask: (product: BillingProduct) => Promise<boolean>): Promise<boolean> {
    for (const product of products) if (await ask(product)) return true;
    return false;
  }

  return {
    sell(product: BillingProduct): void {
      if (products.some((known) => known.name === product.name)) throw new Error(`billing product ${product.name} registered twice`);
      products.push(product);
    },
    fulfillCheckout: (providerSessionId: string) => firstToClaim((product) => product.fulfillCheckout(providerSessionId)),
    syncSubscription: (providerSubscriptionId: string) => firstToClaim((product) => product.syncSubscription(providerSubscriptionId)),
    recordInvoice: (invoice: ProviderInvoice) => firstToClaim((product) => product.recordInvoice(invoice)),
    async confirmPayable(checkoutId: string): Promise<void> {
      for (const product of products) await product.confirmPayable?.(checkoutId);
    },
    async merchantOf(checkoutId: string): Promise<string | null> {
      for (const product of products) {
        const merchant = await product.merchantOf?.(checkoutId);
        if (merchant !== undefined) return merchant;
      }
      return null;
    },
  };
}

export type BillingProducts = ReturnType<typeof createBillingProducts>;
