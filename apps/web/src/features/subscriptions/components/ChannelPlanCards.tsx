import { SimpleGrid } from '@mantine/core';
import type { Plan } from '@platform/shared';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useCarrierLauncher } from '../hooks/useCarrierLauncher';
import { useOwnedPlanIds } from '../hooks/useOwnedPlanIds';
import { usePurchaseToasts } from '../hooks/usePurchaseToasts';
import { useTrialUse } from '../hooks/useTrialUse';
import { LazyCarrierBillingModal } from './LazyCarrierBillingModal';
import { PlanCard } from './PlanCard';

interface ChannelPlanCardsProps {
  plans: Plan[];
  /** The host's own channel: no buy buttons and no purchase toasts. */
  ownChannel: boolean;
}

/** The channel page's plans section (#plans): every plan on sale as a card with its ways to pay. */
export function ChannelPlanCards({ plans, ownChannel }: ChannelPlanCardsProps) {
  // A card payment (and a guest's phone bill, after logging in) comes back to the channel page; a phone bill paid
  // here ends on /account/subscriptions, as spec §2 has it.
  const { pathname } = useLocation();
  const carrier = useCarrierLauncher(pathname);
  const owned = useOwnedPlanIds();
  // One array per answer: the toast run restarts only when the plans change, not on every render.
  const onSale = useMemo(() => plans.filter((plan) => plan.status), [plans]);
  usePurchaseToasts(onSale, !ownChannel);
  // Every plan here is the one channel's.
  const trialUsedOn = useTrialUse(plans[0]?.workspace_id);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {onSale.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            ownChannel={ownChannel}
            owned={owned.has(plan.id)}
            trialUsedOn={trialUsedOn}
            onPayByPhone={carrier.open}
            returnTo={pathname}
            withDescription
          />
        ))}
      </SimpleGrid>
      <LazyCarrierBillingModal plan={carrier.plan} returnTo={null} onClose={carrier.close} />
    </>
  );
}
