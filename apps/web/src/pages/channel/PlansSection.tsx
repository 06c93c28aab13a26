import { Alert } from '@mantine/core';
import type { WorkspaceDetail } from '@platform/shared';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { useApiErrorText } from '../../i18n/useApiErrorText';
import { ChannelPlanCards } from '../../features/subscriptions';
import { ChannelSectionBlock } from './ChannelSectionBlock';
import { useWorkspacePlans } from '../../features/workspaces';

/**
 * The channel's subscription plans (#plans): each plan's price, interval and trial with its Buy or Subscribe button
 * and, where set, the phone-bill price; the host sees their own plans without buy buttons.
 */
export function PlansSection({ channel }: { channel: Pick<WorkspaceDetail, 'id' | 'my_role'> }) {
  const { t } = useTranslation('workspaces');
  const apiErrorText = useApiErrorText();
  const plans = useWorkspacePlans(channel.id);
  const onSale = plans.data?.results.filter((plan) => plan.status) ?? [];

  return (
    <ChannelSectionBlock id="plans" title={t('channel.sections.plans')}>
      {plans.isPending && <PageLoader />}
      {plans.isError && (
        <Alert color="red" variant="light">
          {apiErrorText(plans.error)}
        </Alert>
      )}
      {plans.data && onSale.length === 0 && (
        <EmptyState icon={IconCrown} title={t('channel.plans.empty')} body={t('channel.plans.emptyBody')} />
      )}
      {plans.data && onSale.length > 0 && <ChannelPlanCards plans={plans.data.results} ownChannel={channel.my_role === 'host'} />}
    </ChannelSectionBlock>
  );
}
