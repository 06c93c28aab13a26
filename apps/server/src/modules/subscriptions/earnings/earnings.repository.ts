import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../database/database.js';
import { users } from '../../users/index.js';
import { isChannelPlanInvoice, type InvoiceRow } from '../invoices.repository.js';
import { invoices } from '../subscriptions.table.js';
import type { EarningsInvoice } from './earnings.js';
import type { PaymentLine } from './payments-csv.js';

/** Rows of channel-plan invoices only: the ledger's CHECK makes their channel facts present, as InvoiceRow types them. */
type ChannelFacts<Rows extends object[]> = (Omit<Rows[number], keyof InvoiceRow> &
  Pick<InvoiceRow, keyof Rows[number] & keyof InvoiceRow>)[];

/** A channel's invoices, oldest first, as its earnings and their export read them. */
export function createEarningsRepository(db: Database) {
  const ofChannel = (workspaceId: string) => and(isChannelPlanInvoice, eq(invoices.workspaceId, workspaceId));

  return {
    async invoicesOf(workspaceId: string): Promise<EarningsInvoice[]> {
      const rows = await db
        .select({
          id: invoices.id,
          planId: invoices.planId,
          planName: invoices.planName,
          currency: invoices.currency,
          status: invoices.status,
          amountPaid: invoices.amountPaid,
          createdAt: invoices.createdAt,
        })
        .from(invoices)
        .where(ofChannel(workspaceId))
        .orderBy(asc(invoices.createdAt), asc(invoices.id));
      return rows as ChannelFacts<typeof rows>;
    },

    async paymentsOf(workspaceId: string): Promise<PaymentLine[]> {
      const rows = await db
        .select({
          createdAt: invoices.createdAt,
          planName: invoices.planName,
          amountPaid: invoices.amountPaid,
          currency: invoices.currency,
          status: invoices.status,
          source: invoices.source,
          displayName: users.displayName,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(invoices)
        .innerJoin(users, eq(users.id, invoices.userId))
        .where(ofChannel(workspaceId))
        .orderBy(asc(invoices.createdAt), asc(invoices.id));
      return (rows as ChannelFacts<typeof rows>).map(({ displayName, firstName, lastName, ...payment }) => ({
        ...payment,
        // A buyer who never chose a display name is shown by their name, as elsewhere on the site.
        buyerName: displayName || `${firstName} ${lastName}`.trim(),
      }));
    },
  };
}

export type EarningsRepository = ReturnType<typeof createEarningsRepository>;
