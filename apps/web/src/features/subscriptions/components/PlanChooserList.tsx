import { Alert, Stack, Text } from '@mantine/core';
import type { Plan } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useChannelPlans } from '../hooks/useChannelPlans';
import { useOwnedPlanIds } from '../hooks/useOwnedPlanIds';
import { useTrialUse } from '../hooks/useTrialUse';
import { PlanCard } from './PlanCard';

interface PlanChooserListProps {
  workspaceId: string;
  /** Only these plans (a video's); all the channel's plans on sale when absent. */
  planIds?: readonly string[];
  ownChannel: boolean;
  /** Where a payment returns to: the item the plans unlock. */
  returnTo: string;
  onPayByPhone: (plan: Plan) => void;
}

/** The plans to choose from, each with its price and ways to pay. */
export function PlanChooserList({ workspaceId, planIds, ownChannel, returnTo, onPayByPhone }: PlanChooserListProps) {
  const { t } = useTranslation('subscriptions');
  const apiErrorText = useApiErrorText();
  const { plans, isPending, isError, error } = useChannelPlans(workspaceId, planIds);
  const owned = useOwnedPlanIds();
  const trialUsedOn = useTrialUse(workspaceId);

  if (isPending) return <PageLoader />;
  if (isError) {
    return (
      <Alert color="red" variant="light">
        {apiErrorText(error)}
      </Alert>
    );
  }
  if (!plans || plans.length === 0) return <Text c="dimmed">{t('chooser.noneOnSale')}</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard
            plan={plan}
            ownChannel={ownChannel}
            owned={owned.has(plan.id)}
            trialUsedOn={trialUsedOn}
            onPayByPhone={onPayByPhone}
            returnTo={returnTo}
            headingLevel="h3"
          />
        </li>
      ))}
      {ownChannel && (
        <Text size="sm" c="dimmed">
          {t('chooser.ownChannel')}
        </Text>
      )}
    </Stack>
  );
}
