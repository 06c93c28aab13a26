import type { HostingInvoice, HostingInvoicePage, HostingInvoicesQuery } from '@platform/shared';
import { AppError } from '../../errors.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { CardPaymentProvider, ProviderInvoice } from '../../infra/payments/card-provider.js';
import { subscriptionStatusOf } from '../billing/index.js';
import type { Actor, UsersService } from '../users/index.js';
import { hostingReceiptEmail } from './hosting-emails.js';
import { ownerOf, type HostingLedger } from './hosting-ledger.js';
import { canListHostingInvoices } from './hosting.policy.js';
import type { HostingInvoiceRow, HostingRepository } from './hosting.repository.js';

interface Deps {
  repository: HostingRepository;
  provider: CardPaymentProvider;
  ledger: HostingLedger;
  users: UsersService;
  mailer: Mailer;
  /** Where the receipt sends the host to see their plan (the configured address). */
  publicUrl: string;
  now: () => number;
}

const presentInvoice = (row: HostingInvoiceRow): HostingInvoice => ({
  id: row.id,
  created: row.createdAt.toISOString(),
  plan_key: row.planKey,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  receipt_url: row.receiptUrl,
});

/**
 * The hosting fee after the purchase: renewals and refused charges from the provider's events, the host's invoices
 * and their receipts.
 */
export function createHostingFees({ repository, provider, ledger, users, mailer, publicUrl, now }: Deps) {
  const { keepInvoice } = ledger;

  return {
    /** A provider event about a hosting plan's renewal, failed payment or end, re-read from the provider. False: not a hosting plan's. */
    async syncByProviderRef(providerRef: string): Promise<boolean> {
      const local = await repository.findByProviderRef(provider.name, providerRef);
      if (!local) return false;
      const remote = await provider.retrieveSubscription(providerRef);
      const status = subscriptionStatusOf(remote.status);
      await repository.syncFromProvider(local.id, {
        status,
        currentPeriodEnd: status === 'canceled' ? null : remote.currentPeriodEnd,
        canceledAt: status === 'canceled' ? (remote.canceledAt ?? new Date(now())) : null,
      });
      // A renewal (or its refused charge) is the subscription's latest invoice.
      if (remote.latestInvoiceId) await keepInvoice(ownerOf(local), await provider.retrieveInvoice(remote.latestInvoiceId));
      return true;
    },

    /** A provider event about an invoice: a hosting plan's renewal, paid or refused, goes on the host's invoices. False: not a hosting plan's. */
    async recordInvoice(invoice: ProviderInvoice): Promise<boolean> {
      if (!invoice.subscriptionId) return false;
      const local = await repository.findByProviderRef(provider.name, invoice.subscriptionId);
      if (!local) return false;
      await keepInvoice(ownerOf(local), invoice);
      return true;
    },

    /** GET /api/hosting/invoices: a host's hosting-fee invoices, newest first; their own unless an admin names another. */
    async invoices(actor: Actor, query: HostingInvoicesQuery): Promise<HostingInvoicePage> {
      const userId = query.user_id ?? actor.id;
      if (!canListHostingInvoices(actor, userId)) throw new AppError('FORBIDDEN', "only admins read another host's hosting invoices");
      const { rows, total } = await repository.invoicesOf(userId, query.limit, query.offset);
      return { results: rows.map(presentInvoice), _total_count: total, _limit: query.limit };
    },

    /** The receipt job: nothing to send once the host's account is gone. */
    async sendReceipt(invoiceId: string): Promise<void> {
      const invoice = await repository.findInvoice(invoiceId);
      const host = invoice && (await users.findById(invoice.userId));
      if (!invoice || !host) return;
      const payment = {
        planKey: invoice.planKey,
        amountCents: invoice.amount,
        currency: invoice.currency,
        paidAt: invoice.createdAt,
        receiptUrl: invoice.receiptUrl,
      };
      await mailer.send(hostingReceiptEmail(host.email, payment, publicUrl));
    },
  };
}
