import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox carrier's own record of the charges it was asked for, by the caller's reference: what a carrier keeps
 * on its side and answers a lookup from. The application's tables never point here.
 */
export const sandboxCarrierCharges = pgTable('sandbox_carrier_charges', {
  reference: text('reference').primaryKey(),
  chargeId: text('charge_id').notNull(),
  status: text('status').$type<'succeeded' | 'failed'>().notNull(),
  failureReason: text('failure_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
