import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PlanChooserModal } from '../../subscriptions';
import type { ForumLock } from '../lib/forumAccess';
import { loginPath, PATHS } from '../../../app/paths';

const SAMPLES = ['one', 'two', 'three'] as const;

export interface LockedForumProps {
  lock: Exclude<ForumLock, null>;
  /** The channel to subscribe to; unknown on a thread page refused before its channel was read. */
  channel?: { id: string; name: string; slug: string | null };
}

/**
 * Spec §6: an inactive forum shows blurred sample threads (made up, never real posts) under a prompt: a guest is asked
 * to log in or sign up, a signed-in viewer without a plan to subscribe (the plan chooser).
 */
export function LockedForum({ lock, channel }: LockedForumProps) {
  const { t } = useTranslation('forum');
  const location = useLocation();
  const [chooserOpened, chooser] = useDisclosure(false);
  return (
    <Box pos="relative" data-testid="locked-forum">
      <Stack gap="sm" aria-hidden style={{ filter: 'blur(5px)', userSelect: 'none', pointerEvents: 'none' }}>
        {SAMPLES.map((sample) => (
          <Paper key={sample} withBorder p="md" radius="md">
            <Text fw={600}>{t(`samples.${sample}.title`)}</Text>
            <Text size="sm" c="dimmed">
              {t(`samples.${sample}.body`)}
            </Text>
          </Paper>
        ))}
      </Stack>
      <Stack pos="absolute" inset={0} align="center" justify="center" p="md">
        <Paper withBorder shadow="md" p="lg" radius="md" maw={440} w="100%">
          <Stack align="center" gap="sm" ta="center">
            <IconLock size={32} aria-hidden color="var(--mantine-color-indigo-6)" />
            <Title order={3} fz="h4">
              {lock === 'guest' ? t('locked.guestTitle') : t('locked.subscribeTitle')}
            </Title>
            <Text size="sm">{lock === 'guest' ? t('locked.guestBody') : t('errors:NOT_SUBSCRIBED')}</Text>
            {lock === 'guest' ? (
              <Group justify="center">
                <Button component={Link} to={loginPath(`${location.pathname}${location.search}${location.hash}`)}>
                  {t('locked.logIn')}
                </Button>
                <Button component={Link} to={PATHS.signUp} variant="default">
                  {t('locked.signUp')}
                </Button>
              </Group>
            ) : (
              channel && (
                <Button onClick={chooser.open} aria-haspopup="dialog">
                  {t('locked.subscribe')}
                </Button>
              )
            )}
          </Stack>
        </Paper>
      </Stack>
      {channel && <PlanChooserModal opened={chooserOpened} onClose={chooser.close} channel={channel} />}
    </Box>
  );
}
