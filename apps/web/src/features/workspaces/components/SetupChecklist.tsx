import { Anchor, Group, List, Paper, Progress, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentWorkspace } from '../hooks/useCurrentWorkspace';
import { useWorkspace } from '../hooks/useWorkspace';
import { SETUP_STEPS, setupProgress } from '../lib/setupChecklist';
import { PATHS } from '../../../app/paths';

/**
 * A creator's first screen: what their new channel still needs before it is ready for viewers (logo, banner,
 * description, publish), each a link to where it is done. Gone once everything is done.
 */
export function SetupChecklist() {
  const { t } = useTranslation('workspaces');
  const current = useCurrentWorkspace();
  const channel = useWorkspace(current.id);
  if (!channel.data || channel.data.my_role !== 'host') return null;
  const progress = setupProgress(channel.data);
  const done = SETUP_STEPS.filter((step) => progress[step]).length;
  if (done === SETUP_STEPS.length) return null;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="setup-checklist-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="setup-checklist-title">
          {t('setupChecklist.title', { name: channel.data.name })}
        </Title>
        <Group gap="sm" wrap="nowrap">
          <Progress value={(done / SETUP_STEPS.length) * 100} style={{ flex: 1 }} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('setupChecklist.progress', { done, total: SETUP_STEPS.length })}
          </Text>
        </Group>
        <List spacing="xs" center>
          {SETUP_STEPS.map((step) => (
            <List.Item
              key={step}
              icon={
                <ThemeIcon color={progress[step] ? 'teal' : 'gray'} variant={progress[step] ? 'filled' : 'light'} size={24} radius="xl">
                  {progress[step] ? <IconCheck size={16} aria-hidden /> : <IconCircleDashed size={16} aria-hidden />}
                </ThemeIcon>
              }
            >
              {progress[step] ? (
                <Text c="dimmed" td="line-through">
                  {t(`setupChecklist.steps.${step}`)}
                  <VisuallyHidden>{` (${t('setupChecklist.done')})`}</VisuallyHidden>
                </Text>
              ) : (
                <Anchor component={Link} to={PATHS.editChannel}>
                  {t(`setupChecklist.steps.${step}`)}
                </Anchor>
              )}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
