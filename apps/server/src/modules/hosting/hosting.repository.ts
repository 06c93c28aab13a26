import type { Database } from '../../database/database.js';
import { createHostingCheckoutsRepository } from './hosting-checkouts.repository.js';
import { createHostingInvoicesRepository } from './hosting-invoices.repository.js';
import { createHostingPlansRepository } from './hosting-plans.repository.js';
import { createHostingSubscriptionsRepository } from './hosting-subscriptions.repository.js';

export type { HostingCheckoutRow } from './hosting-checkouts.repository.js';
export type { HostingInvoiceRow } from './hosting-invoices.repository.js';
export type { HostingSubscriptionRow } from './hosting-subscriptions.repository.js';

/** The hosting plans' rows, one file per concern: prices and usage, subscriptions, checkouts, invoices. */
export function createHostingRepository(db: Database) {
  return {
    ...createHostingPlansRepository(db),
    ...createHostingSubscriptionsRepository(db),
    ...createHostingCheckoutsRepository(db),
    ...createHostingInvoicesRepository(db),
  };
}

export type HostingRepository = ReturnType<typeof createHostingRepository>;
