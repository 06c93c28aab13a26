import { and, eq, sql } from 'drizzle-orm';
import { randomToken } from '../crypto/tokens.js';
import type { Database } from '../db/database.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import {
  CardDeclinedError,
  WebhookSignatureError,
  type CardPaymentProvider,
  type ProviderCheckoutSession,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderSubscription,
} from './card-provider.js';
import { addMonths } from './months.js';
import { sandboxCheckoutSessions, sandboxInvoices, sandboxPrices, sandboxRefunds, sandboxSubscriptions } from './sandbox.table.js';

/** The well-known test card numbers, as Stripe documents them; anything else is declined like a live card in test mode. */
export const SANDBOX_TEST_CARDS: Record<string, { decline?: string }> = {
  '4242424242424242': {},
  '5555555555554444': {},
  '4000000000000002': { decline: 'generic_decline' },
  '4000000000009995': { decline: 'insufficient_funds' },
};

/** The same cards as Stripe's test payment methods, which a browser in test mode hands over instead of a number. */
export const SANDBOX_TEST_PAYMENT_METHODS: Record<string, { decline?: string }> = {
  pm_card_visa: {},
  pm_card_mastercard: {},
  pm_card_chargeDeclined: { decline: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { decline: 'insufficient_funds' },
};

const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface SandboxCard {
  cardNumber: string;
  /** Month 1-12 and four-digit year. */
  expiryMonth: number;
  expiryYear: number;
}

export class SandboxCardExpiredError extends Error {}
export class SandboxSessionClosedError extends Error {}

const newId = (prefix: string) => `${prefix}_sbx_${randomToken(12)}`;

/** Throws as the bank would for a test card that declines, and for any other card (a live card in test mode). */
function charge(outcome: { decline?: string } | undefined) {
  if (!outcome) throw new CardDeclinedError('test_mode_live_card');
  if (outcome.decline) throw new CardDeclinedError(outcome.decline);
}

function toProviderSubscription(row: typeof sandboxSubscriptions.$inferSelect): ProviderSubscription {
  return {
    id: row.id,
    status: row.status,
    trialEnd: row.trialEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    canceledAt: row.canceledAt,
    latestInvoiceId: row.latestInvoiceId,
  };
}

/**
 * A card provider that lives inside the app: its hosted checkout page is a page of the web app, its records are its
 * own tables, and paying produces the events Stripe would send, which the caller feeds into the same event intake.
 */
export function createSandboxProvider(options: { db: Database; unitOfWork: UnitOfWork; publicUrl: string; now?: () => number }) {
  const { db, unitOfWork, publicUrl, now = Date.now } = options;

  async function sessionRow(id: string) {
    const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
    if (!row) throw new Error(`no such sandbox checkout session: ${id}`);
    return row;
  }

  const provider: CardPaymentProvider = {
    name: 'sandbox',

    async createPrice(input) {
      const id = newId('price');
      await db.insert(sandboxPrices).values({
        id,
        productName: input.name,
        unitAmount: input.unitAmount,
        currency: input.currency,
        intervalCount: input.intervalCount,
      });
      return id;
    },

    async createCheckoutSession(request) {
      const [price] = await db.select().from(sandboxPrices).where(eq(sandboxPrices.id, request.priceId));
      if (!price) throw new Error(`no such sandbox price: ${request.priceId}`);
      await db
        .insert(sandboxCheckoutSessions)
        .values({
          id: newId('cs'),
          idempotencyKey: request.idempotencyKey,
          priceId: price.id,
          mode: request.mode,
          trialDays: request.mode === 'subscription' ? request.trialDays : 0,
          customerEmail: request.customerEmail,
          clientReferenceId: request.clientReferenceId,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
          expiresAt: new Date(now() + SESSION_LIFETIME_MS),
        })
        .onConflictDoNothing({ target: sandboxCheckoutSessions.idempotencyKey });
      const [row] = await db
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.idempotencyKey, request.idempotencyKey));
      return { id: row!.id, url: `${publicUrl}/sandbox/checkout/${row!.id}` };
    },

    async retrieveCheckoutSession(id): Promise<ProviderCheckoutSession> {
      const row = await sessionRow(id);
      const expired = row.status === 'open' && row.expiresAt.getTime() <= now();
      const [price] = await db.select().from(sandboxPrices).where(eq(sandboxPrices.id, row.priceId));
      return {
        id: row.id,
        status: expired ? 'expired' : row.status,
        paymentStatus: row.status !== 'complete' ? 'unpaid' : row.amountTotal === 0 ? 'no_payment_required' : 'paid',
        mode: row.mode,
        clientReferenceId: row.clientReferenceId,
        subscriptionId: row.subscriptionId,
        paymentIntentId: row.paymentIntentId,
        amountTotal: row.amountTotal,
        currency: price?.currency ?? null,
      };
    },

    async retrieveSubscription(id): Promise<ProviderSubscription> {
      const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
      if (!row) throw new Error(`no such sandbox subscription: ${id}`);
      return toProviderSubscription(row);
    },

    async createSubscription(request): Promise<ProviderSubscription> {
      const byKey = () => db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.idempotencyKey, request.idempotencyKey));
      // A retried call answers with the subscription the first one started, as Stripe replays an idempotent request.
      const [earlier] = await byKey();
      if (earlier) return toProviderSubscription(earlier);
      const [price] = await db.select().from(sandboxPrices).where(eq(sandboxPrices.id, request.priceId));
      if (!price) throw new Error(`no such sandbox price: ${request.priceId}`);
      if (price.intervalCount === null) throw new Error(`sandbox price ${price.id} is one-time: a subscription needs a recurring one`);
      charge(SANDBOX_TEST_PAYMENT_METHODS[request.paymentMethodId]);
      const currentPeriodEnd = addMonths(new Date(now()), price.intervalCount);
      const invoiceId = newId('in');
      return unitOfWork.run(async () => {
        const [created] = await db
          .insert(sandboxSubscriptions)
          .values({
            id: newId('sub'),
            idempotencyKey: request.idempotencyKey,
            priceId: price.id,
            status: 'active',
            currentPeriodEnd,
            latestInvoiceId: invoiceId,
          })
          .onConflictDoNothing({ target: sandboxSubscriptions.idempotencyKey })
          .returning();
        // Nothing inserted: a concurrent call with the same key started it first.
        if (!created) return toProviderSubscription((await byKey())[0]!);
        await db.insert(sandboxInvoices).values({
          id: invoiceId,
          subscriptionId: created.id,
          amountPaid: price.unitAmount,
          currency: price.currency,
          paymentIntentId: newId('pi'),
        });
        return toProviderSubscription(created);
      });
    },

    async retrieveInvoice(id): Promise<ProviderInvoice> {
      const [row] = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, id));
      if (!row) throw new Error(`no such sandbox invoice: ${id}`);
      return {
        id: row.id,
        subscriptionId: row.subscriptionId,
        status: 'paid',
        amountPaid: row.amountPaid,
        currency: row.currency,
        paymentIntentId: row.paymentIntentId,
        created: row.createdAt,
      };
    },

    async cancelSubscription(id) {
      await db
        .update(sandboxSubscriptions)
        .set({ status: 'canceled', canceledAt: new Date(now()) })
        .where(and(eq(sandboxSubscriptions.id, id), sql`${sandboxSubscriptions.status} <> 'canceled'`));
    },

    async refundPayment(paymentIntentId, idempotencyKey) {
      await db
        .insert(sandboxRefunds)
        .values({ id: newId('re'), idempotencyKey, paymentIntentId })
        .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey });
      const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      return { id: row!.id };
    },

    verifyWebhook(): ProviderEvent {
      throw new WebhookSignatureError('the sandbox provider sends no webhooks');
    },
  };

  return {
    provider,

    /** What the hosted page shows. */
    async describe(id: string) {
      const row = await sessionRow(id);
      const [price] = await db.select().from(sandboxPrices).where(eq(sandboxPrices.id, row.priceId));
      const status = row.status === 'open' && row.expiresAt.getTime() <= now() ? ('expired' as const) : row.status;
      return { session: { ...row, status }, price: price! };
    },

    /**
     * The buyer pays on the hosted page. Test cards decide the outcome; a paid session gets its subscription or
     * payment, and the events Stripe would send are returned for the caller to take in.
     */
    async pay(id: string, card: SandboxCard): Promise<{ redirectUrl: string; events: ProviderEvent[] }> {
      charge(SANDBOX_TEST_CARDS[card.cardNumber]);
      const today = new Date(now());
      if (
        card.expiryYear < today.getUTCFullYear() ||
        (card.expiryYear === today.getUTCFullYear() && card.expiryMonth < today.getUTCMonth() + 1)
      ) {
        throw new SandboxCardExpiredError('card expired');
      }
      return unitOfWork.run(async () => {
        const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id)).for('update');
        if (!row || row.status !== 'open' || row.expiresAt.getTime() <= now()) throw new SandboxSessionClosedError(id);
        const [price] = await db.select().from(sandboxPrices).where(eq(sandboxPrices.id, row.priceId));
        const events: ProviderEvent[] = [];
        const event = (type: string, objectId: string) => events.push({ id: newId('evt'), type, objectId });
        if (row.mode === 'subscription') {
          const subscriptionId = newId('sub');
          const trialEnd = row.trialDays > 0 ? new Date(now() + row.trialDays * 24 * 60 * 60 * 1000) : null;
          const amountPaid = trialEnd ? 0 : price!.unitAmount;
          const invoiceId = newId('in');
          await db.insert(sandboxInvoices).values({
            id: invoiceId,
            subscriptionId,
            amountPaid,
            currency: price!.currency,
            paymentIntentId: amountPaid > 0 ? newId('pi') : null,
          });
          await db.insert(sandboxSubscriptions).values({
            id: subscriptionId,
            priceId: price!.id,
            status: trialEnd ? 'trialing' : 'active',
            trialEnd,
            currentPeriodEnd: trialEnd ?? addMonths(today, price!.intervalCount ?? 1),
            latestInvoiceId: invoiceId,
          });
          await db
            .update(sandboxCheckoutSessions)
            .set({ status: 'complete', subscriptionId, amountTotal: amountPaid })
            .where(eq(sandboxCheckoutSessions.id, id));
          event('checkout.session.completed', id);
          event('customer.subscription.created', subscriptionId);
          event('invoice.paid', invoiceId);
        } else {
          await db
            .update(sandboxCheckoutSessions)
            .set({ status: 'complete', paymentIntentId: newId('pi'), amountTotal: price!.unitAmount })
            .where(eq(sandboxCheckoutSessions.id, id));
          event('checkout.session.completed', id);
        }
        return { redirectUrl: row.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(id)), events };
      });
    },
  };
}

export type SandboxPayments = ReturnType<typeof createSandboxProvider>;
