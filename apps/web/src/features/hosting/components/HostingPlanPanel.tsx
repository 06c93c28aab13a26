import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatMoney, type HostingPlan } from '@platform/shared';
import { IconCheck, IconServer, IconX } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { displayLocale } from '../../../i18n/displayLocale';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { formatHongKongDay } from '../../../lib/formatDateTime';
import { useMe } from '../../auth';
import { useMyHosting } from '../hooks/useMyHosting';
import { HOSTING_SESSION_PARAM } from '../lib/hostingCheckout';
import { FEATURE_LABEL, featureChecklist, nextChargeOf, planNameKey, statusKey } from '../lib/hostingPlan';
import { CancelHostingModal } from './CancelHostingModal';
import { HostingCheckoutReturnNotice } from './HostingCheckoutReturnNotice';
import { HostingPlanChooserModal } from './HostingPlanChooserModal';
import { HostingSection } from './HostingSection';

type MyHosting = NonNullable<ReturnType<typeof useMyHosting>['data']>;

/** The plan's caps as a description list: a label over each value, two a row on a phone, six on a wide screen. */
function Limits({ plan, labelledBy }: { plan: HostingPlan; labelledBy: string }) {
  const { t } = useTranslation('hosting');
  const { language } = useDisplayLanguage();
  const locale = displayLocale(language);
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const rows = [
    {
      label: t('limits.liveDuration'),
      value: t('limits.minutes', { count: plan.live_duration_minutes, minutes: count(plan.live_duration_minutes) }),
    },
    { label: t('limits.participants'), value: count(plan.participants) },
    { label: t('limits.speakers'), value: count(plan.speakers) },
    { label: t('limits.channels'), value: count(plan.channels) },
    { label: t('limits.hostAccounts'), value: count(plan.host_accounts) },
    { label: t('limits.overtime'), value: formatMoney(plan.overtime_cents_per_minute, plan.currency, locale) },
  ];
  return (
    <SimpleGrid component="dl" aria-labelledby={labelledBy} cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" verticalSpacing="sm" m={0}>
      {rows.map(({ label, value }) => (
        <Paper key={label} bg="var(--mantine-color-default-hover)" radius="sm" p="xs">
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={600} m={0}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Every feature with a mark and, for screen readers and everyone else, the words "Included" or "Not included". */
function FeatureChecklist({ plan, labelledBy }: { plan: HostingPlan; labelledBy: string }) {
  const { t } = useTranslation('hosting');
  return (
    <SimpleGrid
      component="ul"
      aria-labelledby={labelledBy}
      cols={{ base: 2, md: 4 }}
      spacing="sm"
      verticalSpacing="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {featureChecklist(plan).map(({ feature, included }) => (
        <Group component="li" key={feature} gap="xs" wrap="nowrap" data-included={included}>
          <ThemeIcon variant="light" color={included ? 'teal' : 'gray'} size="sm" radius="xl" aria-hidden>
            {included ? <IconCheck size={14} /> : <IconX size={14} />}
          </ThemeIcon>
          <Stack gap={0}>
            <Text size="sm" fw={included ? 600 : 400} c={included ? undefined : 'dimmed'}>
              {t(FEATURE_LABEL[feature])}
            </Text>
            <Text size="xs" c="dimmed">
              {included ? t('checklist.included') : t('checklist.notIncluded')}
            </Text>
          </Stack>
        </Group>
      ))}
    </SimpleGrid>
  );
}

function PlanDetails({ mine, plan }: { mine: MyHosting; plan: HostingPlan }) {
  const { t } = useTranslation('hosting');
  const { language } = useDisplayLanguage();
  const limitsId = useId();
  const featuresId = useId();
  const nameKey = planNameKey(plan.key);
  const { subscription } = mine;
  const statusLabelKey = subscription && statusKey(subscription.status);
  const nextCharge = subscription && nextChargeOf(subscription);
  return (
    <>
      <Stack gap={6}>
        <Group gap="sm" align="center">
          <Text fz="xl" fw={700} data-testid="hosting-plan-name">
            {nameKey ? t(nameKey) : plan.key}
          </Text>
          {mine.is_default && (
            <Badge color="teal" variant="outline">
              {t('panel.freeDefault')}
            </Badge>
          )}
          {subscription && (
            <Badge color={subscription.status === 'active' ? 'green' : 'blue'} variant="outline">
              {t('subscription.badge', { status: statusLabelKey ? t(statusLabelKey) : subscription.status })}
            </Badge>
          )}
        </Group>
        {mine.is_default && (
          <Text size="sm" c="dimmed">
            {t('panel.freeDefaultHint')}
          </Text>
        )}
        {nextCharge && <Text size="sm">{t('subscription.nextCharge', { date: formatHongKongDay(nextCharge, language) })}</Text>}
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="sm" id={limitsId}>
          {t('panel.limits')}
        </Title>
        <Limits plan={plan} labelledBy={limitsId} />
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="sm" id={featuresId}>
          {t('panel.features')}
        </Title>
        <FeatureChecklist plan={plan} labelledBy={featuresId} />
      </Stack>
    </>
  );
}

/**
 * The signed-in host's hosting plan in force (GET /api/hosting-plans/mine): its name, whether it is the platform's
 * free default, its limits and features, and a paid subscription's status and next charge. Admins, whom no plan
 * limits, are told so instead: the plan that call reports would be their own, not the channel's host's.
 * A host chooses a plan here, or changes to another, and pays on the card provider's page; back with
 * ?hosting_session=, the panel confirms the payment. A paid subscription can be cancelled here too.
 */
export function HostingPlanPanel() {
  const { t } = useTranslation('hosting');
  const headingId = useId();
  const apiErrorText = useApiErrorText();
  const me = useMe();
  const isAdmin = me.data?.role === 'admin';
  const mine = useMyHosting({ enabled: Boolean(me.data) && !isAdmin });
  const [params] = useSearchParams();
  const hostingSession = isAdmin ? null : params.get(HOSTING_SESSION_PARAM);
  const [choosing, setChoosing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const canChoose = !isAdmin && mine.isSuccess;
  const subscription = canChoose ? mine.data.subscription : null;
  const planKey = canChoose ? (mine.data.plan?.key ?? null) : null;
  const nameKey = planKey && planNameKey(planKey);
  const planName = nameKey ? t(nameKey) : planKey;

  let body: ReactNode;
  if (isAdmin) {
    body = (
      <Alert color="blue" variant="light" title={t('panel.adminTitle')}>
        {t('panel.adminHint')}
      </Alert>
    );
  } else if (mine.isError) {
    body = (
      <Alert color="red" variant="light">
        {apiErrorText(mine.error)}
      </Alert>
    );
  } else if (mine.isPending) {
    body = <Skeleton h={160} />;
  } else if (!mine.data.plan) {
    body = (
      <Alert color="yellow" variant="light" title={t('panel.noPlan')}>
        {t('panel.noPlanHint')}
      </Alert>
    );
  } else {
    body = <PlanDetails mine={mine.data} plan={mine.data.plan} />;
  }
  const action = canChoose && (
    <Group gap="xs">
      {subscription && (
        <Button variant="subtle" color="red" size="sm" onClick={() => setCancelling(true)}>
          {t('panel.cancelPlan')}
        </Button>
      )}
      <Button variant="light" size="sm" onClick={() => setChoosing(true)}>
        {mine.data.plan ? t('panel.changePlan') : t('panel.choosePlan')}
      </Button>
    </Group>
  );
  return (
    <HostingSection headingId={headingId} icon={IconServer} title={t('panel.title')} action={action} testId="hosting-plan-panel">
      {hostingSession && <HostingCheckoutReturnNotice key={hostingSession} sessionId={hostingSession} />}
      {body}
      {canChoose && (
        <HostingPlanChooserModal
          opened={choosing}
          onClose={() => setChoosing(false)}
          currentPlanKey={planKey}
          changing={subscription !== null}
        />
      )}
      {subscription && (
        <CancelHostingModal
          opened={cancelling}
          onClose={() => setCancelling(false)}
          subscriptionId={subscription.id}
          planName={planName ?? ''}
          hasDefaultPlan={mine.data?.default_plan_key != null}
        />
      )}
    </HostingSection>
  );
}
