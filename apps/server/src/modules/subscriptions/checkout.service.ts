import type { CheckoutSession, CreateCheckoutSessionBody } from '@platform/shared';
import type { Logger } from 'pino';
import { AppError } from '../../errors.js';
import type { CardPaymentProvider } from '../../infra/payments/card-provider.js';
import type { PlansService } from '../plans/index.js';
import type { Actor } from '../users/users.policy.js';
import type { UsersService } from '../users/users.service.js';
import type { WorkspacesService } from '../workspaces/index.js';
import type { PaymentsService } from './payments.service.js';
import { purchasablePlan } from './purchase-rules.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';

interface Deps {
  repository: SubscriptionsRepository;
  plans: PlansService;
  workspaces: WorkspacesService;
  users: UsersService;
  payments: PaymentsService;
  provider: CardPaymentProvider;
  publicUrl: string;
  log: Logger;
  now?: () => number;
}

export function createCheckoutService({ repository, plans, workspaces, users, payments, provider, publicUrl, log, now = Date.now }: Deps) {
  // The provider sends the buyer back here, never to an origin the request names (an open redirect otherwise).
  const origin = new URL(publicUrl).origin;

  return {
    async create(actor: Actor, body: CreateCheckoutSessionBody): Promise<{ session_id: string; url: string }> {
      const { plan: found, access } = await purchasablePlan(
        { plans, workspaces, subscriptions: repository },
        actor,
        body.stripe_code,
        new Date(now()),
        (plan) => {
          const expectedMode = plan.type === 'RECURRING' ? 'subscription' : 'payment';
          if (body.mode !== expectedMode) {
            throw new AppError('VALIDATION_ERROR', `this plan is bought in ${expectedMode} mode`, [{ path: 'mode', message: 'invalid' }]);
          }
        },
      );
      const plan = await plans.forCheckout(found.id);
      const user = await users.findById(actor.id);
      const checkout = await repository.insertCheckoutSession({
        userId: actor.id,
        planId: plan.id,
        workspaceId: plan.workspaceId,
        mode: body.mode,
        provider: provider.name,
        redirectPathname: body.rediredct_pathname ?? null,
      });
      const channel = access.workspace.slug ?? access.workspace.id;
      try {
        const session = await provider.createCheckoutSession({
          mode: body.mode,
          priceId: plan.providerPriceId!,
          trialDays: plan.trialDays,
          customerEmail: user!.email,
          clientReferenceId: checkout.id,
          successUrl: `${origin}/account/subscriptions?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${origin}/channel/${encodeURIComponent(channel)}?checkout=canceled#plans`,
          idempotencyKey: checkout.id,
        });
        await repository.setProviderSessionId(checkout.id, session.id);
        return { session_id: session.id, url: session.url };
      } catch (error) {
        log.error({ err: error, checkoutId: checkout.id }, 'the card provider did not open a checkout session');
        throw new AppError('PAYMENT_PROVIDER_ERROR', 'the card provider did not open a checkout session');
      }
    },

    /** Where a checkout stands when the buyer comes back; completes it from the provider's state if no event has yet. */
    async status(actor: Actor, providerSessionId: string): Promise<CheckoutSession> {
      const local = await repository.findCheckoutByProviderId(provider.name, providerSessionId);
      if (!local || local.userId !== actor.id) throw new AppError('NOT_FOUND', 'no such checkout');
      const current = local.status === 'open' ? ((await payments.fulfillCheckout(providerSessionId)) ?? local) : local;
      const plan = await plans.findRow(local.planId);
      return {
        session_id: providerSessionId,
        status: current.status,
        subscription_id: current.subscriptionId,
        plan_name: plan?.name ?? '',
        workspace_id: local.workspaceId,
        redirect_pathname: local.redirectPathname,
      };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
