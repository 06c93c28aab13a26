import { Alert, Badge, Button, Group, List, Modal, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { formatMoney, type HostingPlan } from '@platform/shared';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { displayLocale } from '../../../i18n/displayLocale';
import { useDisplayLanguage } from '../../../i18n/useDisplayLanguage';
import { useHostingPlans } from '../hooks/useHostingPlans';
import { useStartHostingCheckout } from '../hooks/useStartHostingCheckout';
import { isBuyable } from '../lib/hostingCheckout';
import { FEATURE_LABEL, planNameKey } from '../lib/hostingPlan';

interface HostingPlanChooserModalProps {
  opened: boolean;
  onClose: () => void;
  /** The plan in force, marked as current and not sold again. */
  currentPlanKey: string | null;
  /** The host pays for a plan now: a new one replaces it once paid. */
  changing: boolean;
}

function PlanOption({
  plan,
  current,
  pending,
  busy,
  onSubscribe,
}: {
  plan: HostingPlan;
  current: boolean;
  pending: boolean;
  busy: boolean;
  onSubscribe: () => void;
}) {
  const { t } = useTranslation('hosting');
  const { language } = useDisplayLanguage();
  const locale = displayLocale(language);
  const nameKey = planNameKey(plan.key);
  const name = nameKey ? t(nameKey) : plan.key;
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const limits = [
    t('chooser.liveDuration', { count: plan.live_duration_minutes, minutes: count(plan.live_duration_minutes) }),
    t('chooser.participants', { count: plan.participants, participants: count(plan.participants) }),
    t('chooser.channels', { count: plan.channels, channels: count(plan.channels) }),
    t('chooser.speakers', { count: plan.speakers, speakers: count(plan.speakers) }),
  ];
  return (
    <Paper component="article" withBorder p="md" radius="md" h="100%" data-testid="hosting-plan-option" data-current={current}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text component="h3" fw={700} fz="lg" m={0}>
            {name}
          </Text>
          {current && (
            <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
              {t('chooser.current')}
            </Badge>
          )}
        </Group>
        <Text fw={600} fz="xl">
          {plan.unit_amount === 0
            ? t('chooser.free')
            : t('chooser.perMonth', { price: formatMoney(plan.unit_amount, plan.currency, locale) })}
        </Text>
        <List size="sm" spacing={2}>
          {limits.map((limit) => (
            <List.Item key={limit}>{limit}</List.Item>
          ))}
        </List>
        <List
          size="sm"
          spacing={2}
          aria-label={t('panel.features')}
          icon={<IconCheck size={14} color="var(--mantine-color-teal-7)" aria-hidden style={{ marginTop: 3 }} />}
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{t(FEATURE_LABEL[feature])}</List.Item>
          ))}
        </List>
        {isBuyable(plan) && !current && (
          <Button
            mt="auto"
            onClick={onSubscribe}
            loading={pending}
            disabled={busy && !pending}
            aria-label={t('chooser.subscribeTo', { plan: name })}
          >
            {t('chooser.subscribe')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The hosting plans side by side (GET /api/hosting-plans): price a month, key limits and features, the plan in force
 * marked. Subscribe opens the plan's checkout and hands the browser to the card provider's page; for a host who
 * already pays for a plan, that is a change of plan (the server ends the old one when the new one is paid).
 */
export function HostingPlanChooserModal({ opened, onClose, currentPlanKey, changing }: HostingPlanChooserModalProps) {
  const { t } = useTranslation('hosting');
  const apiErrorText = useApiErrorText();
  const plans = useHostingPlans({ enabled: opened });
  const start = useStartHostingCheckout();
  // Still busy once it succeeded: the browser is on its way to the card page.
  const busy = start.isPending || start.isSuccess;

  return (
    <Modal opened={opened} onClose={onClose} title={t('chooser.title')} centered size="xl">
      <Stack gap="md">
        <Text size="sm">{t('chooser.intro')}</Text>
        {changing && (
          <Alert color="blue" variant="light">
            {t('chooser.changeNote')}
          </Alert>
        )}
        {start.isError && (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(start.error)}
          </Alert>
        )}
        {plans.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(plans.error)}
          </Alert>
        ) : plans.isPending ? (
          <Skeleton h={280} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {plans.data.results.map((plan) => (
              <PlanOption
                key={plan.key}
                plan={plan}
                current={plan.key === currentPlanKey}
                pending={busy && start.variables === plan.key}
                busy={busy}
                onSubscribe={() => start.mutate(plan.key)}
              />
            ))}
          </SimpleGrid>
        )}
        <Text size="xs" c="dimmed">
          {t('chooser.secure')}
        </Text>
      </Stack>
    </Modal>
  );
}
