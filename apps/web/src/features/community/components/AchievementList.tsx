import { Alert, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MONEY_ACHIEVEMENTS, VIEW_RULE, type Achievement } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useMoney } from '../../../i18n/useMoney';
import { useAchievements, useRedeemAchievement } from '../hooks/useAchievements';

/** Progress and target as words: days, views, or US dollars. */
function useAmountText() {
  const { t } = useTranslation('community');
  const money = useMoney();
  return (achievement: Achievement, value: number) =>
    MONEY_ACHIEVEMENTS.includes(achievement.id) ? money(value, 'usd') : t(`achievements.${achievement.id}.unit`, { count: value });
}

function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { t } = useTranslation('community');
  const apiErrorText = useApiErrorText();
  const amount = useAmountText();
  const redeem = useRedeemAchievement();
  const percent = achievement.target > 0 ? Math.round((achievement.progress / achievement.target) * 100) : 0;
  const titleId = `achievement-${achievement.id}`;

  const onRedeem = () =>
    redeem.mutate(achievement.id, {
      onSuccess: (result) =>
        notifications.show({
          color: 'green',
          message: result.code ? t('achievements.redeemedWithCode', { code: result.code }) : t('errors:ACHIEVEMENT_REDEEMED'),
        }),
      onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error) }),
    });

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id={titleId}>
            {t(`achievements.${achievement.id}.title`)}
          </Title>
          <Badge variant="light" color={achievement.achieved ? 'green' : 'gray'}>
            {t(`achievements.reward.${achievement.reward}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`achievements.${achievement.id}.description`, {
            target: amount(achievement, achievement.target),
            percent: Math.round(VIEW_RULE.minWatchedShare * 100),
          })}
        </Text>
        <Progress value={percent} aria-label={t('achievements.progressLabel', { title: t(`achievements.${achievement.id}.title`) })} />
        <Group justify="space-between">
          <Text size="sm">
            {t('achievements.progress', {
              progress: amount(achievement, achievement.progress),
              target: amount(achievement, achievement.target),
            })}
          </Text>
          {achievement.withdrawn ? (
            <Badge color="orange">{t('achievements.withdrawn')}</Badge>
          ) : achievement.redeemed ? (
            <Badge color="green">{t('achievements.redeemed')}</Badge>
          ) : (
            <Button size="xs" disabled={!achievement.achieved} loading={redeem.isPending} onClick={onRedeem}>
              {t('achievements.redeem')}
            </Button>
          )}
        </Group>
        {achievement.withdrawn && (
          <Text size="sm" c="dimmed">
            {t('achievements.withdrawnExplain')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The MY_ACHIEVEMENT tab: each achievement's progress bar and its reward, redeemed once. */
export function AchievementList() {
  const apiErrorText = useApiErrorText();
  const achievements = useAchievements(true);
  if (achievements.isPending) return <PageLoader />;
  if (achievements.isError) return <Alert color="red">{apiErrorText(achievements.error)}</Alert>;
  return (
    <Stack gap="md">
      {achievements.data.results.map((achievement) => (
        <AchievementCard key={achievement.id} achievement={achievement} />
      ))}
    </Stack>
  );
}
