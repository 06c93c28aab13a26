import { Alert, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useWorkspacePlans } from '../hooks/useWorkspacePlans';
import { ChannelSectionBlock } from './ChannelSectionBlock';

/** The channel's subscription plans, the target of the Subscribe button (#plans). */
export function PlansSection({ channelId }: { channelId: string }) {
  const { t } = useTranslation('workspaces');
  const apiErrorText = useApiErrorText();
  const plans = useWorkspacePlans(channelId);

  return (
    <ChannelSectionBlock id="plans" title={t('channel.sections.plans')}>
      {plans.isPending && <PageLoader />}
      {plans.isError && (
        <Alert color="red" variant="light">
          {apiErrorText(plans.error)}
        </Alert>
      )}
      {plans.data && plans.data.results.length === 0 && (
        <EmptyState icon={IconCrown} title={t('channel.plans.empty')} body={t('channel.plans.emptyBody')} />
      )}
      {plans.data && plans.data.results.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {plans.data.results.map((plan) => (
            <Paper key={plan.id} withBorder p="md" radius="md">
              <Text fw={600}>{plan.name}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </ChannelSectionBlock>
  );
}
