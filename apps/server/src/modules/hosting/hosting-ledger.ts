import { HOSTING_PLANS, type HostingPlan, type HostingPlanDefinition, type HostingSubscription } from '@platform/shared';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import type { CardPaymentProvider, ProviderInvoice } from '../../infra/payments/card-provider.js';
import { hostingInvoiceAmountOf, hostingInvoiceStatusOf } from './hosting-invoices.js';
import { hostingReceiptEmailJob } from './hosting.jobs.js';
import type { HostingRepository, HostingSubscriptionRow } from './hosting.repository.js';

export const presentSubscription = (row: HostingSubscriptionRow): HostingSubscription => ({
  id: row.id,
  status: row.status,
  current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
  plan_key: row.planKey,
});

/** Whose invoice it is: a hosting subscription's, or (subscriptionId null) a plan bought twice and refunded. */
export type InvoiceOwner = { subscriptionId: string | null; userId: string; planKey: string };

export const ownerOf = (row: HostingSubscriptionRow): InvoiceOwner => ({
  subscriptionId: row.id,
  userId: row.userId,
  planKey: row.planKey,
});

export function presentHostingPlan(plan: HostingPlanDefinition, priceId: string | null): HostingPlan {
  return {
    key: plan.key,
    price_id: priceId,
    unit_amount: plan.unitAmount,
    currency: 'usd',
    live_duration_minutes: plan.liveDurationMinutes,
    host_accounts: plan.hostAccounts,
    participants: plan.participants,
    speakers: plan.speakers,
    channels: plan.channels,
    overtime_cents_per_minute: plan.overtimeCentsPerMinute,
    features: [...plan.features],
  };
}

interface Deps {
  repository: HostingRepository;
  provider: CardPaymentProvider;
  unitOfWork: UnitOfWork;
  jobs: JobSender;
  now: () => number;
}

/** The hosting plans' prices at the card provider and the host's invoices, as both checkout and renewals keep them. */
export function createHostingLedger({ repository, provider, unitOfWork, jobs, now }: Deps) {
  /** Each paid hosting plan's price at the configured provider, made the first time it is asked for. */
  async function prices(): Promise<Map<string, string>> {
    const known = await repository.pricesOf(provider.name);
    for (const plan of HOSTING_PLANS) {
      if (plan.unitAmount === 0 || known.has(plan.key)) continue;
      const priceId = await provider.createPrice({
        planId: `hosting:${plan.key}`,
        // The card provider's page shows this name beside the price; providers keep one name per product.
        name: `Chunks.AI hosting plan: ${plan.key.charAt(0).toUpperCase()}${plan.key.slice(1)}`,
        unitAmount: plan.unitAmount,
        currency: 'usd',
        intervalCount: 1,
      });
      known.set(plan.key, await repository.savePrice(plan.key, provider.name, priceId));
    }
    return known;
  }

  /**
   * Records the provider's invoice on the host's list (not drafts); `status` overrides the provider's (a refund of
   * ours). The first time it is seen paid, the host's receipt is queued in the same transaction.
   */
  async function keepInvoice(owner: InvoiceOwner, invoice: ProviderInvoice, status = hostingInvoiceStatusOf(invoice)) {
    if (!status) return;
    await unitOfWork.run(async () => {
      await repository.saveInvoice({
        ...owner,
        amount: hostingInvoiceAmountOf(invoice),
        currency: invoice.currency,
        status,
        provider: provider.name,
        providerRef: invoice.id,
        receiptUrl: invoice.hostedUrl,
        createdAt: invoice.created,
      });
      const invoiceId = await repository.claimReceipt(provider.name, invoice.id, new Date(now()));
      if (invoiceId) await jobs.enqueue(hostingReceiptEmailJob, { invoiceId });
    });
  }

  return { prices, keepInvoice };
}

export type HostingLedger = ReturnType<typeof createHostingLedger>;
