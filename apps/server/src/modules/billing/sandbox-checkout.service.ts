import type { SandboxCheckout, SandboxPaymentBody } from '@platform/shared';
import { amountAfterPercentOff, sandboxPaymentBodySchema } from '@platform/shared';
import { AppError } from '../../errors.js';
import { CardDeclinedError } from '../../infra/payments/card-provider.js';
import { SandboxCardExpiredError, SandboxSessionClosedError, type SandboxPayments } from '../../infra/payments/sandbox-provider.js';
import type { BillingProducts } from './billing-products.js';
import type { ProviderEvents } from './provider-events.js';

interface Deps {
  sandbox: SandboxPayments;
  events: ProviderEvents;
  products: BillingProducts;
  /** The merchant a session names when no product names another (a hosting plan: the platform's own fee). */
  platformName: string;
}

/**
 * The sandbox provider's hosted page, as the app serves it: it shows the session and takes the card, then hands the
 * provider's events to the same intake as Stripe's webhooks.
 */
export function createSandboxCheckoutService({ sandbox, events: intake, products, platformName }: Deps) {
  async function load(id: string) {
    try {
      return await sandbox.describe(id);
    } catch {
      throw new AppError('NOT_FOUND', 'no such checkout session');
    }
  }

  return {
    async describe(id: string): Promise<SandboxCheckout> {
      const { session, price, amountDue } = await load(id);
      const merchant = session.clientReferenceId ? await products.merchantOf(session.clientReferenceId) : null;
      return {
        id: session.id,
        status: session.status,
        mode: session.mode,
        product_name: price.productName,
        merchant_name: merchant ?? platformName,
        amount: price.unitAmount,
        currency: price.currency,
        interval_count: price.intervalCount,
        trial_period_days: session.trialDays,
        discount:
          session.percentOff === null
            ? null
            : {
                name: session.discountName ?? '',
                percent_off: session.percentOff,
                amount_off: price.unitAmount - amountAfterPercentOff(price.unitAmount, session.percentOff),
              },
        amount_due: amountDue,
        customer_email: session.customerEmail,
        cancel_url: session.cancelUrl,
      };
    },

    async pay(id: string, input: SandboxPaymentBody): Promise<{ redirect_url: string }> {
      const { session } = await load(id);
      // Checked before the card is charged, as a provider's page re-checks a discount when it is paid.
      if (session.clientReferenceId) await products.confirmPayable(session.clientReferenceId);
      const body = sandboxPaymentBodySchema.parse(input);
      const [month, year] = body.expiry.split('/').map((part) => Number(part.trim()));
      try {
        const { redirectUrl, events } = await sandbox.pay(id, {
          cardNumber: body.card_number,
          expiryMonth: month!,
          expiryYear: 2000 + year!,
        });
        for (const event of events) await intake.receiveEvent(event);
        return { redirect_url: redirectUrl };
      } catch (error) {
        if (error instanceof CardDeclinedError) throw new AppError('CARD_DECLINED', `card declined: ${error.declineCode}`);
        if (error instanceof SandboxCardExpiredError) {
          throw new AppError('VALIDATION_ERROR', 'the card has expired', [{ path: 'expiry', message: 'expired_card' }]);
        }
        if (error instanceof SandboxSessionClosedError) throw new AppError('CHECKOUT_SESSION_CLOSED', 'this checkout is no longer open');
        throw error;
      }
    },
  };
}

export type SandboxCheckoutService = ReturnType<typeof createSandboxCheckoutService>;
