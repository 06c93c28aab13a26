import { Alert, Container, Stack, Text } from '@mantine/core';
import type { Subscription } from '@platform/shared';
import { IconCreditCard, IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { PageTitle } from '../../../components/PageTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { AccountSection } from '../components/AccountSection';
import { CancelSubscriptionModal } from '../components/CancelSubscriptionModal';
import { CheckoutReturnNotice } from '../components/CheckoutReturnNotice';
import { RedeemBox } from '../components/RedeemBox';
import { RefundRequestModal, type RefundTarget } from '../components/RefundRequestModal';
import { SubscriptionCard } from '../components/SubscriptionCard';
import { useMySubscriptions } from '../hooks/useMySubscriptions';
import { usePurchaseReturn } from '../hooks/usePurchaseReturn';
import { splitSubscriptions } from '../lib/subscriptionStatus';

/**
 * Spec §2 /account/subscriptions: the redemption box, purchased courses (one-time), my subscriptions (recurring and
 * carrier-billed), and the return from the card page (?session_id=).
 */
export function AccountSubscriptionsPage() {
  const { t } = useTranslation('subscriptions');
  const apiErrorText = useApiErrorText();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const subscriptions = useMySubscriptions();
  usePurchaseReturn();
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  const { courses, recurring } = splitSubscriptions(subscriptions.data?.results ?? []);

  const list = (items: Subscription[], empty: string) => {
    if (subscriptions.isPending) return <PageLoader />;
    if (subscriptions.isError) {
      return (
        <Alert color="red" variant="light">
          {apiErrorText(subscriptions.error)}
        </Alert>
      );
    }
    if (items.length === 0) return <Text c="dimmed">{empty}</Text>;
    return (
      <Stack gap="sm">
        {items.map((subscription) => (
          <SubscriptionCard key={subscription.id} subscription={subscription} onCancel={setCancelling} onRequestRefund={setRefunding} />
        ))}
      </Stack>
    );
  };

  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <PageTitle>{t('page.title')}</PageTitle>
        {sessionId && <CheckoutReturnNotice key={sessionId} sessionId={sessionId} />}
        <RedeemBox />
        <AccountSection title={t('page.courses')} icon={IconSchool}>
          {list(courses, t('page.noCourses'))}
        </AccountSection>
        <AccountSection title={t('page.subscriptions')} icon={IconCreditCard}>
          {list(recurring, t('page.noSubscriptions'))}
        </AccountSection>
      </Stack>
      <CancelSubscriptionModal subscription={cancelling} onClose={() => setCancelling(null)} />
      <RefundRequestModal target={refunding} onClose={() => setRefunding(null)} />
    </Container>
  );
}
