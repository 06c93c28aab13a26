import type { Logger } from 'pino';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import type { CardPaymentProvider, ProviderEvent } from '../../infra/payments/card-provider.js';
import type { BillingProducts } from './billing-products.js';
import type { BillingRepository } from './billing.repository.js';
import { processPaymentEventJob } from './provider-events.jobs.js';

interface Deps {
  repository: BillingRepository;
  provider: CardPaymentProvider;
  products: BillingProducts;
  unitOfWork: UnitOfWork;
  jobs: JobSender;
  log: Logger;
  now: () => number;
}

/**
 * Takes in what the card provider reports, for every product. Webhooks hand over ids only; the product that owns the
 * object re-reads its state from the provider, so a replayed, late or reordered event ends in the same records.
 */
export function createProviderEvents({ repository, provider, products, unitOfWork, jobs, log, now }: Deps) {
  const source = provider.name;

  return {
    /** Records an event once and leaves the work to a job, committed together: a crash after this loses nothing. */
    async receiveEvent(event: ProviderEvent): Promise<boolean> {
      return unitOfWork.run(async () => {
        const isNew = await repository.recordEvent(source, event);
        if (isNew) await jobs.enqueue(processPaymentEventJob, { provider: source, eventId: event.id });
        return isNew;
      });
    },

    async processEvent(eventId: string): Promise<void> {
      const event = await repository.findEvent(source, eventId);
      if (!event || event.processedAt) return;
      let claimed = true;
      if (event.type.startsWith('checkout.session.')) claimed = await products.fulfillCheckout(event.objectId);
      else if (event.type.startsWith('customer.subscription.')) {
        // Not claimed is normal here: a subscription's first events can arrive before its checkout is fulfilled,
        // which creates it from the same provider state.
        await products.syncSubscription(event.objectId);
      } else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
        const invoice = await provider.retrieveInvoice(event.objectId);
        if (invoice.subscriptionId) await products.recordInvoice(invoice);
      }
      if (!claimed) log.warn({ eventId, objectId: event.objectId }, 'a provider event about a checkout that is not ours');
      await repository.markEventProcessed(source, eventId, new Date(now()));
    },
  };
}

export type ProviderEvents = ReturnType<typeof createProviderEvents>;
