import { Alert, Button, Container, Paper, Stack, Text } from '@mantine/core';
import { IconCrown, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { PageTitle } from '../../../components/PageTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { CurrentWorkspaceGate, useWorkspace } from '../../workspaces';
import { CreatePlanForm } from '../components/CreatePlanForm';
import { PlanTable } from '../components/PlanTable';
import { ProductReportSection } from '../components/ProductReportSection';
import { RedeemCodesSection } from '../components/RedeemCodesSection';
import { PlansSection } from '../components/PlansSection';
import { useHostPlans } from '../hooks/usePlans';

const CREATE_SECTION_ID = 'create-plan';

function ChannelPlans({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('plans');
  const apiErrorText = useApiErrorText();
  const channel = useWorkspace(workspaceId);
  const plans = useHostPlans(workspaceId);
  // A new form after each create: the rich-text editor takes its content only when it is made.
  const [formKey, setFormKey] = useState(0);
  const goToCreate = () => {
    const section = document.getElementById(CREATE_SECTION_ID);
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };

  return (
    <>
      {channel.data && <Text c="dimmed">{channel.data.name}</Text>}
      <PlansSection title={t('list.title')} intro={t('list.intro')}>
        {plans.isPending && <PageLoader />}
        {plans.isError && (
          // Spec §8: 'error to import subscription plans'.
          <Alert color="red" variant="light" title={t('list.loadFailed')}>
            {apiErrorText(plans.error)}
          </Alert>
        )}
        {plans.data && plans.data.results.length === 0 && (
          <EmptyState icon={IconCrown} title={t('list.empty')} body={t('list.emptyBody')}>
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={goToCreate}>
              {t('create.title')}
            </Button>
          </EmptyState>
        )}
        {plans.data && plans.data.results.length > 0 && <PlanTable plans={plans.data.results} />}
      </PlansSection>

      <PlansSection title={t('create.title')} id={CREATE_SECTION_ID}>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <CreatePlanForm key={formKey} workspaceId={workspaceId} onCreated={() => setFormKey((key) => key + 1)} />
        </Paper>
      </PlansSection>

      <PlansSection title={t('products.title')}>
        <ProductReportSection workspaceId={workspaceId} />
      </PlansSection>

      <PlansSection title={t('redeem.title')} intro={t('redeem.intro')}>
        {plans.data && plans.data.results.length > 0 ? (
          <RedeemCodesSection workspaceId={workspaceId} plans={plans.data.results} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('redeem.noPlans')}
          </Text>
        )}
      </PlansSection>
    </>
  );
}

/**
 * Spec §2 /channel/subscription-plans: the current channel's plans (with active subscribers), a create-plan form, the
 * product report and the redeem codes of each plan. The earning report has its own page (/channel/earnings).
 */
export function SubscriptionPlansPage() {
  const { t } = useTranslation('plans');
  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <PageTitle>{t('title')}</PageTitle>
        <CurrentWorkspaceGate>{(workspaceId) => <ChannelPlans workspaceId={workspaceId} />}</CurrentWorkspaceGate>
      </Stack>
    </Container>
  );
}
