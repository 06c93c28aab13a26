import { amountAfterPercentOff } from '@platform/shared';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
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

/**
 * How a test card behaves: `decline` refuses it outright; `chargeDecline` accepts it (a trial starts) but refuses
 * every charge, the first paid period or a renewal, as Stripe's 4000 0000 0000 0341 does.
 */
interface TestCard {
  decline?: string;
  chargeDecline?: string;
}

/** The well-known test card numbers, as Stripe documents them; anything else is declined like a live card in test mode. */
export const SANDBOX_TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': {},
  '5555555555554444': {},
  '4000000000000002': { decline: 'generic_decline' },
  '4000000000009995': { decline: 'insufficient_funds' },
  '4000000000000341': { chargeDecline: 'card_declined' },
};

/** The same cards as Stripe's test payment methods, which a browser in test mode hands over instead of a number. */
export const SANDBOX_TEST_PAYMENT_METHODS: Record<string, TestCard> = {
  pm_card_visa: {},
  pm_card_mastercard: {},
  pm_card_chargeDeclined: { decline: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { decline: 'insufficient_funds' },
  pm_card_chargeCustomerFail: { chargeDecline: 'card_declined' },
};

const DAY_MS = 24 * 60 * 60 * 1000;

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

/**
 * Throws as the bank would for a test card that declines, and for any other card (a live card in test mode); with
 * `amount` > 0 money is taken, which a card that only attaches refuses too.
 */
function charge(outcome: TestCard | undefined, amount: number) {
  if (!outcome) throw new CardDeclinedError('test_mode_live_card');
  if (outcome.decline) throw new CardDeclinedError(outcome.decline);
  if (amount > 0 && outcome.chargeDecline) throw new CardDeclinedError(outcome.chargeDecline);
}

/** Whether the card on a subscription pays a renewal. */
function paysRenewal(card: string | null): boolean {
  const outcome = card ? (SANDBOX_TEST_CARDS[card] ?? SANDBOX_TEST_PAYMENT_METHODS[card]) : undefined;
  return outcome !== undefined && !outcome.decline && !outcome.chargeDecline;
}

type SessionRow = typeof sandboxCheckoutSessions.$inferSelect;

/** What paying the session charges now: nothing in a trial, the price less its coupon otherwise. */
function firstAmountOf(row: SessionRow, unitAmount: number): number {
  if (row.mode === 'subscription' && row.trialDays > 0) return 0;
  return row.percentOff === null ? unitAmount : amountAfterPercentOff(unitAmount, row.percentOff);
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
          percentOff: request.discount?.percentOff ?? null,
          discountName: request.discount?.name ?? null,
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

    async expireCheckoutSession(id): Promise<ProviderCheckoutSession> {
      await db
        .update(sandboxCheckoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(sandboxCheckoutSessions.id, id), eq(sandboxCheckoutSessions.status, 'open')));
      return provider.retrieveCheckoutSession(id);
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
      charge(SANDBOX_TEST_PAYMENT_METHODS[request.paymentMethodId], price.unitAmount);
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
            card: request.paymentMethodId,
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
          amountDue: price.unitAmount,
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
        status: row.status,
        amountPaid: row.amountPaid,
        amountDue: row.amountDue,
        // Every sandbox invoice is charged the moment it is made.
        attempted: true,
        currency: row.currency,
        // The sandbox has no invoice pages of its own.
        hostedUrl: null,
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

  /**
   * One renewal, as Stripe makes it at a period's end (a trial's or an interval's): the card on file is charged for
   * the next period, which starts where the last one ended; a refused charge leaves the invoice open and the
   * subscription unpaid. Answers the events Stripe would send, none when the subscription is not due (any more).
   */
  async function renewOne(id: string): Promise<ProviderEvent[]> {
    return unitOfWork.run(async () => {
      const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id)).for('update');
      const due = row && (row.status === 'trialing' || row.status === 'active') && row.currentPeriodEnd.getTime() <= now();
      if (!due) return [];
      const [price] = await db.select().from(sandboxPrices).where(eq(sandboxPrices.id, row.priceId));
      const paid = paysRenewal(row.card);
      const invoiceId = newId('in');
      await db.insert(sandboxInvoices).values({
        id: invoiceId,
        subscriptionId: row.id,
        amountPaid: paid ? price!.unitAmount : 0,
        amountDue: price!.unitAmount,
        currency: price!.currency,
        status: paid ? 'paid' : 'open',
        paymentIntentId: paid ? newId('pi') : null,
      });
      await db
        .update(sandboxSubscriptions)
        .set(
          paid
            ? { status: 'active', currentPeriodEnd: addMonths(row.currentPeriodEnd, price!.intervalCount ?? 1), latestInvoiceId: invoiceId }
            : { status: 'unpaid', latestInvoiceId: invoiceId },
        )
        .where(eq(sandboxSubscriptions.id, id));
      return [
        { id: newId('evt'), type: paid ? 'invoice.paid' : 'invoice.payment_failed', objectId: invoiceId },
        { id: newId('evt'), type: 'customer.subscription.updated', objectId: id },
      ];
    });
  }

  return {
    provider,

    /** Subscriptions whose period has ended and that are to be renewed now, the longest overdue first. */
    async dueForRenewal(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: sandboxSubscriptions.id })
        .from(sandboxSubscriptions)
        .where(
          and(inArray(sandboxSubscriptions.status, ['trialing', 'active']), lte(sandboxSubscriptions.currentPeriodEnd, new Date(now()))),
        )
        .orderBy(asc(sandboxSubscriptions.currentPeriodEnd))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    renew: renewOne,

    /** What the hosted page shows. */
    async describe(id: string) {
      const row = await sessionRow(id);
      const [price] = await db.select().from(sandboxPrices).where(eq(sandboxPrices.id, row.priceId));
      const status = row.status === 'open' && row.expiresAt.getTime() <= now() ? ('expired' as const) : row.status;
      return { session: { ...row, status }, price: price!, amountDue: firstAmountOf(row, price!.unitAmount) };
    },

    /**
     * The buyer pays on the hosted page. Test cards decide the outcome; a paid session gets its subscription or
     * payment, and the events Stripe would send are returned for the caller to take in.
     */
    async pay(id: string, card: SandboxCard): Promise<{ redirectUrl: string; events: ProviderEvent[] }> {
      const outcome = SANDBOX_TEST_CARDS[card.cardNumber];
      charge(outcome, 0);
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
        // A trial takes no money now; anything else is charged on the spot, less the coupon (the first payment only).
        const amountDue = firstAmountOf(row, price!.unitAmount);
        charge(outcome, amountDue);
        const events: ProviderEvent[] = [];
        const event = (type: string, objectId: string) => events.push({ id: newId('evt'), type, objectId });
        if (row.mode === 'subscription') {
          const subscriptionId = newId('sub');
          const trialEnd = row.trialDays > 0 ? new Date(now() + row.trialDays * DAY_MS) : null;
          const invoiceId = newId('in');
          await db.insert(sandboxInvoices).values({
            id: invoiceId,
            subscriptionId,
            amountPaid: amountDue,
            amountDue,
            currency: price!.currency,
            paymentIntentId: amountDue > 0 ? newId('pi') : null,
          });
          await db.insert(sandboxSubscriptions).values({
            id: subscriptionId,
            priceId: price!.id,
            status: trialEnd ? 'trialing' : 'active',
            card: card.cardNumber,
            trialEnd,
            currentPeriodEnd: trialEnd ?? addMonths(today, price!.intervalCount ?? 1),
            latestInvoiceId: invoiceId,
          });
          await db
            .update(sandboxCheckoutSessions)
            .set({ status: 'complete', subscriptionId, amountTotal: amountDue })
            .where(eq(sandboxCheckoutSessions.id, id));
          event('checkout.session.completed', id);
          event('customer.subscription.created', subscriptionId);
          event('invoice.paid', invoiceId);
        } else {
          await db
            .update(sandboxCheckoutSessions)
            .set({ status: 'complete', paymentIntentId: newId('pi'), amountTotal: amountDue })
            .where(eq(sandboxCheckoutSessions.id, id));
          event('checkout.session.completed', id);
        }
        return { redirectUrl: row.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(id)), events };
      });
    },
  };
}

export type SandboxPayments = ReturnType<typeof createSandboxProvider>;
