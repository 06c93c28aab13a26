import { Alert, Anchor, Badge, Box, Button, Container, Divider, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SandboxCheckout } from '@platform/shared';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { safeExternalUrl } from '../../../lib/safeExternalUrl';
import { SandboxCardForm } from '../components/SandboxCardForm';
import { useMoney } from '../../../i18n/useMoney';
import { useSandboxCheckout } from '../hooks/useSandboxCheckout';

function Summary({ checkout }: { checkout: SandboxCheckout }) {
  const { t } = useTranslation('subscriptions');
  const money = useMoney();
  const amount = money(checkout.amount, checkout.currency);
  const months = checkout.interval_count ?? 1;
  const recurring = checkout.mode === 'subscription';
  const every = recurring
    ? months === 1
      ? t('planText.monthly', { price: amount })
      : t('planText.everyMonths', { price: amount, count: months })
    : null;
  const trial = recurring && checkout.trial_period_days > 0;
  const dueToday = money(checkout.amount_due, checkout.currency);
  return (
    <Stack gap="sm">
      {/* As the channel writes its name: capitals would turn 陳sir into 陳SIR. */}
      <Text size="sm" fw={600} c="dimmed">
        {checkout.merchant_name}
      </Text>
      <PageTitle fz="h2" style={{ overflowWrap: 'anywhere' }}>
        {checkout.product_name}
      </PageTitle>
      {trial ? (
        <Stack gap={2}>
          <Title order={2} fz={32}>
            {t('sandbox.freeDays', { count: checkout.trial_period_days })}
          </Title>
          <Text c="dimmed">{t('planText.trial', { count: checkout.trial_period_days, price: every ?? amount })}</Text>
        </Stack>
      ) : (
        <Stack gap={2}>
          <Title order={2} fz={32}>
            {dueToday}
          </Title>
          <Text c="dimmed">
            {every ? (checkout.discount ? t('sandbox.firstPaymentThen', { price: every }) : every) : t('sandbox.oneTime')}
          </Text>
        </Stack>
      )}
      <Divider my="xs" />
      <Group justify="space-between">
        <Text size="sm">{checkout.product_name}</Text>
        <Text size="sm">{every ?? amount}</Text>
      </Group>
      {checkout.discount && (
        <Group justify="space-between">
          <Text size="sm">{t('sandbox.discountLine', { name: checkout.discount.name, percent: checkout.discount.percent_off })}</Text>
          <Text size="sm">−{money(checkout.discount.amount_off, checkout.currency)}</Text>
        </Group>
      )}
      <Group justify="space-between">
        <Text fw={700}>{t('sandbox.dueToday')}</Text>
        <Text fw={700}>{dueToday}</Text>
      </Group>
    </Stack>
  );
}

/**
 * The sandbox card provider's hosted page (used when no real provider is configured): what is bought and for how
 * much, the test cards, and the card form. It stands alone, without the site's navigation, as a provider's page would.
 */
export function SandboxCheckoutPage() {
  const { t } = useTranslation('subscriptions');
  const apiErrorText = useApiErrorText();
  const money = useMoney();
  const { sessionId = '' } = useParams();
  const checkout = useSandboxCheckout(sessionId);
  const data = checkout.data;
  const cancelUrl = data ? safeExternalUrl(data.cancel_url) : null;
  // A payment refused for good (COUPON_WITHDRAWN, CHECKOUT_SESSION_CLOSED): why, and the way back to the plans, kept
  // when the page is read again and finds the checkout closed.
  const [closedBy, setClosedBy] = useState<{ refusal: unknown } | null>(null);

  let payLabel = '';
  if (data) {
    if (data.mode === 'payment') payLabel = t('sandbox.pay', { price: money(data.amount_due, data.currency) });
    else payLabel = data.trial_period_days > 0 ? t('sandbox.startTrial') : t('sandbox.subscribe');
  }

  return (
    <Box component="main" mih="100dvh" bg="gray.0" py={{ base: 'md', sm: 48 }} px="md">
      <Container size={960} px={0}>
        <Stack gap="lg">
          <Group justify="space-between" gap="xs">
            {cancelUrl ? (
              <Anchor href={cancelUrl} size="sm" c="dimmed">
                <Group gap={4} wrap="nowrap" component="span">
                  <IconArrowLeft size={16} aria-hidden />
                  {t('sandbox.cancel', { merchant: data?.merchant_name ?? '' })}
                </Group>
              </Anchor>
            ) : (
              <span />
            )}
            <Badge color="violet" variant="light">
              {t('sandbox.testMode')}
            </Badge>
          </Group>
          {checkout.isPending && (
            <Group justify="center" py="xl">
              <Loader aria-label={t('app.loading')} />
            </Group>
          )}
          {checkout.isError && (
            <Alert color="red" variant="light" role="alert">
              {apiErrorText(checkout.error)}
            </Alert>
          )}
          {data && data.status !== 'open' && !closedBy && (
            <Paper withBorder p="xl" radius="md">
              <Stack gap="sm">
                <PageTitle fz="h2">{data.product_name}</PageTitle>
                <Text>{data.status === 'complete' ? t('sandbox.alreadyPaid') : t('sandbox.expired')}</Text>
                {cancelUrl && (
                  <Anchor href={cancelUrl} fw={600}>
                    {t('sandbox.return', { merchant: data.merchant_name })}
                  </Anchor>
                )}
              </Stack>
            </Paper>
          )}
          {data && closedBy && (
            <Paper withBorder p="xl" radius="md">
              <Stack gap="md" align="flex-start">
                <PageTitle fz="h2">{data.product_name}</PageTitle>
                <Alert color="red" variant="light" role="alert" w="100%">
                  {apiErrorText(closedBy.refusal)}
                </Alert>
                {cancelUrl && (
                  <Button component="a" href={cancelUrl} leftSection={<IconArrowLeft size={16} aria-hidden />}>
                    {t('sandbox.choosePlanAgain')}
                  </Button>
                )}
              </Stack>
            </Paper>
          )}
          {data && data.status === 'open' && !closedBy && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 48 }}>
              <Summary checkout={data} />
              <Paper
                withBorder
                shadow="sm"
                p={{ base: 'md', sm: 'xl' }}
                radius="md"
                component="section"
                aria-label={t('sandbox.payWithCard')}
              >
                <Stack gap="md">
                  <Title order={2} fz="h4">
                    {t('sandbox.payWithCard')}
                  </Title>
                  <SandboxCardForm checkout={data} payLabel={payLabel} onClosed={(refusal) => setClosedBy({ refusal })} />
                </Stack>
              </Paper>
            </SimpleGrid>
          )}
          <Group justify="center" gap={6}>
            <IconLock size={14} aria-hidden />
            <Text size="xs" c="dimmed">
              {t('sandbox.footer')}
            </Text>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
