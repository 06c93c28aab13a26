import type { Database } from '../../database/database.js';
import { createCheckoutSessionsRepository } from './checkout/checkout-sessions.repository.js';
import { createInvoicesRepository } from './invoices.repository.js';
import { createSubscriptionAccessRepository } from './subscription-access.repository.js';
import { createSubscriptionRecordsRepository } from './subscription-records.repository.js';

export type { CheckoutSessionRow } from './checkout/checkout-sessions.repository.js';
export type { InvoiceRow, NewInvoice } from './invoices.repository.js';
export { heldPlanIdsSubquery } from './subscription-access.repository.js';
export type { NewSubscription, SubscriptionRow } from './subscription-records.repository.js';

/** The channel plans' rows, one file per concern: a subscription's row, who holds what, invoices, checkouts. */
export function createSubscriptionsRepository(db: Database) {
  return {
    ...createSubscriptionRecordsRepository(db),
    ...createSubscriptionAccessRepository(db),
    ...createInvoicesRepository(db),
    ...createCheckoutSessionsRepository(db),
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
