import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '../../database/check.js';
import { users } from '../users/users.table.js';

/** Provider events already taken in: a webhook delivered twice is acted on once, whatever product it is about. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    objectId: text('object_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** The kinds of product sold through the billing core, by the names they register with `billing.sell`. */
export const INVOICE_PRODUCTS = ['channel-plan', 'hosting-plan'] as const;
export type InvoiceProduct = (typeof INVOICE_PRODUCTS)[number];

/** Where a payment came from: a card provider, the carrier's bill, or a redeem code. */
export const PAYMENT_SOURCES = ['sandbox', 'stripe', 'carrier', 'redeem'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/**
 * The statuses of an invoice in the order they move: a recorded status is only ever replaced by a later one, so a
 * stale provider re-read never turns a paid invoice back into a failed one. Channel plans record payments taken
 * (paid, then refunded); hosting plans also list the provider's open and refused invoices.
 */
export const INVOICE_STATUS_PROGRESS = ['open', 'failed', 'paid', 'refunded'] as const;
export type LedgerInvoiceStatus = (typeof INVOICE_STATUS_PROGRESS)[number];

/**
 * The rows the ledger's foreign keys point at. Those tables belong to the products, which sit above billing in the
 * module order (billing imports none of their files), so they are named here by table and key column only; the
 * products' own table files define them in full.
 */
const productRows = {
  subscriptions: pgTable('subscriptions', { id: uuid('id') }),
  plans: pgTable('plans', { id: uuid('id') }),
  workspaces: pgTable('workspaces', { id: uuid('id') }),
  hostingSubscriptions: pgTable('hosting_subscriptions', { id: uuid('id') }),
};

/**
 * The invoice ledger of every product: one row per provider payment (or per provider invoice, for hosting plans), what
 * earnings, refunds, receipts, achievements and the host's fee list are read from. The columns every invoice has come
 * first; then each product's own facts, null for the other kind, which the two CHECKs below tie to `product`.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Channel plans were the ledger's first product: a row that names none is one of theirs (the CHECKs hold it to that). */
    product: text('product').$type<InvoiceProduct>().notNull().default('channel-plan'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Cents: what was paid; for a hosting invoice not paid (open or refused), what it asks for. */
    amountPaid: integer('amount_paid').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<LedgerInvoiceStatus>().notNull().default('paid'),
    source: text('source').$type<PaymentSource>().notNull(),
    /** The provider's invoice or charge id: the same payment reported twice is recorded once. */
    providerRef: text('provider_ref').notNull(),
    /** What a refund names at the provider (payment intent, carrier charge); null for a zero invoice and hosting plans. */
    paymentRef: text('payment_ref'),
    /** When it was paid here, or for hosting plans when the provider made the invoice. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),

    // A channel plan's payment: the subscription it paid for, and the plan's name when paid (a rename keeps history).
    subscriptionId: uuid('subscription_id').references(() => productRows.subscriptions.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => productRows.plans.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').references(() => productRows.workspaces.id, { onDelete: 'cascade' }),
    planName: text('plan_name'),

    // A hosting plan's invoice: its subscription (none for a second plan bought by mistake and refunded at once), the
    // plan, the provider's invoice page, and when its receipt was queued (once, by whichever report came first).
    hostingSubscriptionId: uuid('hosting_subscription_id').references(() => productRows.hostingSubscriptions.id, {
      onDelete: 'set null',
    }),
    planKey: text('plan_key'),
    receiptUrl: text('receipt_url'),
    receiptQueuedAt: timestamp('receipt_queued_at', { withTimezone: true }),
  },
  (table) => [
    check('invoices_product_check', isOneOf(table.product, INVOICE_PRODUCTS)),
    check('invoices_status_check', isOneOf(table.status, INVOICE_STATUS_PROGRESS)),
    check('invoices_amount_check', sql`${table.amountPaid} >= 0`),
    check(
      'invoices_channel_plan_check',
      sql`${table.product} <> 'channel-plan' OR (${table.subscriptionId} IS NOT NULL AND ${table.planId} IS NOT NULL
        AND ${table.workspaceId} IS NOT NULL AND ${table.planName} IS NOT NULL AND ${table.status} IN ('paid', 'refunded')
        AND ${table.hostingSubscriptionId} IS NULL AND ${table.planKey} IS NULL AND ${table.receiptUrl} IS NULL
        AND ${table.receiptQueuedAt} IS NULL)`,
    ),
    check(
      'invoices_hosting_plan_check',
      sql`${table.product} <> 'hosting-plan' OR (${table.planKey} IS NOT NULL AND ${table.subscriptionId} IS NULL
        AND ${table.planId} IS NULL AND ${table.workspaceId} IS NULL AND ${table.planName} IS NULL AND ${table.paymentRef} IS NULL)`,
    ),
    uniqueIndex('invoices_provider_ref_idx').on(table.source, table.providerRef),
    index('invoices_workspace_idx').on(table.workspaceId, table.createdAt),
    index('invoices_subscription_idx').on(table.subscriptionId),
    index('invoices_user_idx').on(table.userId, table.product, table.createdAt.desc(), table.id.desc()),
  ],
);
