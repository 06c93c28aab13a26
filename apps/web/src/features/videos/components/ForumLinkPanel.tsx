import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { channelPath } from '../../../app/paths';

/** Spec §2 playback: the way to talk about the video, in the channel's forum and chat links. */
export function ForumLinkPanel({ workspace }: Pick<Activity, 'workspace'>) {
  const { t } = useTranslation('videos');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="video-forum-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="video-forum-title">
          {t('playback.forum')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('playback.forumBody')}
        </Text>
        <Button
          component={Link}
          to={`${channelPath(workspace)}#forum`}
          variant="light"
          leftSection={<IconMessages size={18} aria-hidden />}
        >
          {t('playback.openForum')}
        </Button>
      </Stack>
    </Paper>
  );
}
