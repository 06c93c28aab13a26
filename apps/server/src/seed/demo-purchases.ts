import type { FastifyInstance } from 'fastify';
import type { Container } from '../container.js';
import type { WorkUntil } from './background-work.js';
import type { DemoChannel } from './demo-channel.js';
import { SEED_PLANS } from './seed-data.js';
import { seedSession } from './seed-session.js';

/** The sandbox's card that always pays (the same number Stripe's test mode takes). */
const SANDBOX_CARD = { card_number: '4242424242424242', expiry: '12/34', cvc: '123' };
/** The one-time plan of SEED_PLANS: no free trial, so the payment is there at once. */
const COURSE_PLAN = SEED_PLANS.find((plan) => plan.type === 'ONE_TIME')!;
/** How long a payment may take to reach its invoice through the job queue. */
const PAYMENT_TIMEOUT_MS = 60_000;

/**
 * Two of the new demo viewers, in turn, buy each demo channel's full course by card on the sandbox's hosted page: every
 * host's earnings page then shows payments, as it would a week after launch. Only with the sandbox: with Stripe's keys
 * configured the seed takes no money. Answers how many purchases were paid.
 */
export async function seedPurchases(
  app: FastifyInstance,
  container: Container,
  channels: Map<string, DemoChannel>,
  newViewerEmails: string[],
  workUntil: WorkUntil,
): Promise<number> {
  if (container.config.stripe) return 0;
  const { services } = container;
  const viewers: Awaited<ReturnType<typeof seedSession>>[] = [];
  let paid = 0;
  try {
    for (const email of newViewerEmails) {
      const account = await services.users.findByEmail(email);
      if (account) viewers.push(await seedSession(app, container, account.id));
    }
    if (viewers.length === 0) return 0;
    for (const [index, channel] of [...channels.values()].entries()) {
      const course = (await services.plans.ofWorkspace(channel.host, channel.workspaceId)).results.find(
        (plan) => plan.name === COURSE_PLAN.name,
      );
      if (!course) continue;
      const buyers = new Set([viewers[index % viewers.length]!, viewers[(index + 1) % viewers.length]!]);
      for (const buyer of buyers) {
        const { session_id: sessionId } = await buyer.call<{ session_id: string }>('POST', '/api/checkout/sessions', {
          origin: container.config.publicUrl,
          stripe_code: course.id,
          mode: 'payment',
        });
        await buyer.call('POST', `/api/sandbox/checkout/${sessionId}/pay`, SANDBOX_CARD);
        const complete = await workUntil(
          async () => (await buyer.call<{ status: string }>('GET', `/api/checkout/sessions/${sessionId}`)).status === 'complete',
          PAYMENT_TIMEOUT_MS,
        );
        if (complete) paid += 1;
      }
    }
  } finally {
    for (const viewer of viewers) await viewer.end();
  }
  return paid;
}
