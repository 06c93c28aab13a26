import { notifications } from '@mantine/notifications';
import type { Plan } from '@platform/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { purchaseToastSchedule } from '../lib/purchaseToasts';

/**
 * Spec §9 social proof: while the channel page is open, "Someone just bought {plan}" every 5 to 20 seconds, at most 10
 * times, for plans bought 10 times or more. Leaving the page stops the run.
 */
export function usePurchaseToasts(plans: readonly Plan[] | undefined, enabled: boolean) {
  const { t } = useTranslation('subscriptions');
  useEffect(() => {
    if (!enabled || !plans) return undefined;
    const schedule = purchaseToastSchedule(plans);
    let timer: number | undefined;
    const showFrom = (index: number) => {
      const next = schedule[index];
      if (!next) return;
      timer = window.setTimeout(() => {
        notifications.show({ color: 'indigo', message: t('toast.justBought', { plan: next.plan.name }) });
        showFrom(index + 1);
      }, next.delayMs);
    };
    showFrom(0);
    return () => window.clearTimeout(timer);
  }, [plans, enabled, t]);
}
