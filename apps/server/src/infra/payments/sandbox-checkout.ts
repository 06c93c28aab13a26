import { and, eq } from 'drizzle-orm';
import type { Database } from '../../database/drivers.js';
import type { CardPaymentProvider, ProviderCheckoutSession } from './card-provider.js';
import { newId, priceRow, sessionRow, sessionStatus } from './sandbox-records.js';
import { sandboxCheckoutSessions, sandboxPrices } from './sandbox.table.js';

const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

type SandboxCheckout = Pick<
  CardPaymentProvider,
  'createPrice' | 'createCheckoutSession' | 'retrieveCheckoutSession' | 'expireCheckoutSession'
>;

/** The sandbox provider's prices and checkout sessions, as the app opens, reads and closes them. */
export function createSandboxCheckout({ db, publicUrl, now }: { db: Database; publicUrl: string; now: () => number }): SandboxCheckout {
  async function retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession> {
    const row = await sessionRow(db, id);
    const price = await priceRow(db, row.priceId);
    return {
      id: row.id,
      status: sessionStatus(row, now()),
      paymentStatus: row.status !== 'complete' ? 'unpaid' : row.amountTotal === 0 ? 'no_payment_required' : 'paid',
      mode: row.mode,
      clientReferenceId: row.clientReferenceId,
      subscriptionId: row.subscriptionId,
      paymentIntentId: row.paymentIntentId,
      amountTotal: row.amountTotal,
      currency: price?.currency ?? null,
    };
  }

  return {
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
      const price = await priceRow(db, request.priceId);
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

    retrieveCheckoutSession,

    async expireCheckoutSession(id) {
      await db
        .update(sandboxCheckoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(sandboxCheckoutSessions.id, id), eq(sandboxCheckoutSessions.status, 'open')));
      return retrieveCheckoutSession(id);
    },
  };
}
