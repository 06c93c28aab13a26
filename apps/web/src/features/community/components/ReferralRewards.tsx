import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useMoney } from '../../../i18n/useMoney';
import { useAchievements } from '../hooks/useAchievements';

/** What referring earns: the referral achievement's target, its reward and how far I am, from my achievements. */
export function ReferralRewards() {
  const { t } = useTranslation('community');
  const money = useMoney();
  const achievements = useAchievements(true);
  const referral = achievements.data?.results.find((achievement) => achievement.id === 'REFERRAL_PAID_TOTAL');
  if (!referral) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="referral-rewards">
      <Stack gap="xs">
        <Title order={2} size="h4" id="referral-rewards">
          {t('referral.rewardsTitle')}
        </Title>
        <Text>
          {t('referral.rewardsExplain', {
            target: money(referral.target, 'usd'),
            achievement: t('achievements.REFERRAL_PAID_TOTAL.title'),
            reward: t(`referral.rewardKinds.${referral.reward}`),
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('referral.rewardsProgress', { progress: money(referral.progress, 'usd'), target: money(referral.target, 'usd') })}
        </Text>
        <Anchor component={Link} to={`${PATHS.accountEvents}?tab=MY_ACHIEVEMENT`}>
          {t('referral.rewardsLink')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
