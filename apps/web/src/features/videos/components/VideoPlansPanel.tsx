import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlanList } from './PlanList';
import { channelPath } from '../../../app/paths';

/** Spec §2 playback: the plans that include this video, and the way to all of the channel's plans. */
export function VideoPlansPanel({ activity }: { activity: Activity }) {
  const { t } = useTranslation('videos');
  const { workspace } = activity;
  // Someone still to buy is offered only plans on sale; a buyer (or the host) sees every plan that opens the video.
  const plans = activity.locked ? activity.plans.filter((plan) => plan.on_sale) : activity.plans;
  const offSale = activity.locked && activity.plans.length > 0 && plans.length === 0;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="video-plans-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="video-plans-title">
          {t('playback.plans')}
        </Title>
        {plans.length > 0 ? (
          <>
            {/* A buyer sees at once that the plan they paid for is what opens this video. */}
            {!activity.locked && !activity.can_manage ? (
              <Group gap={6} wrap="nowrap" data-testid="video-access">
                <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
                <Text size="sm" c="teal.9">
                  {t('playback.haveAccess')}
                </Text>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('playback.plansIntro')}
              </Text>
            )}
            <PlanList plans={plans} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {offSale ? t('playback.plansOffSale') : t('playback.noPlans')}
          </Text>
        )}
        <Anchor component={Link} to={`${channelPath(workspace)}#plans`} size="sm" fw={600}>
          {t('playback.channelPlans')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
