import { Alert, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StreamDestination, WorkspaceLanguage } from '@platform/shared';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../auth';
import { usePublicConfig } from '../../system';
import { useLiveSession } from '../hooks/liveSession';
import type { LocalMedia } from '../hooks/useLocalMedia';
import { validateDestinations, type DestinationEntry, type DestinationErrors } from '../lib/destinations';
import { DestinationsForm } from './DestinationsForm';
import { DevicePickers } from './DevicePickers';
import classes from './LiveRoom.module.css';
import { VideoTile } from './VideoTile';

interface ConfigWebinarStepProps {
  local: LocalMedia;
  /** The webinar's spoken language: the host is told before going live when this server cannot transcribe it. */
  language: WorkspaceLanguage;
  onDone: (destinations: StreamDestination[]) => void;
}

/** The stepper's first step (spec §2 "config webinar"): camera and microphone, and where else to stream. */
export function ConfigWebinarStep({ local, language, onDone }: ConfigWebinarStepProps) {
  const { t } = useTranslation('live');
  const { room, self } = useLiveSession();
  const { config, isPending } = usePublicConfig();
  const me = useMe();
  const untranscribed = !isPending && !config.transcribed_languages.includes(language);
  const [entries, setEntries] = useState<DestinationEntry[]>([]);
  const [errors, setErrors] = useState<DestinationErrors[]>([]);

  function done() {
    const checked = validateDestinations(entries);
    if (checked.ok) onDone(checked.destinations);
    else setErrors(checked.errors);
  }

  return (
    <Box className={classes.config}>
      <Container size="lg" py="lg">
        <Stack gap="lg">
          <Title order={2} fz="h3">
            {t('config.title')}
          </Title>
          {untranscribed && (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="no-transcript-notice">
              <Text size="sm">{t('config.noTranscript.body', { language: t(`workspaces:workspaceLanguages.${language}`) })}</Text>
              <Text size="sm" mt={4} c="dimmed">
                {me.data?.role === 'admin' ? t('config.noTranscript.admin') : t('config.noTranscript.host')}
              </Text>
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Title order={3} fz="h5">
                  {t('config.preview')}
                </Title>
                <Box h={240}>
                  <VideoTile stream={local.stream} label={t('stage.you', { name: self.display_name })} self mirrored />
                </Box>
                {local.unavailable && (
                  <Alert color="yellow" variant="light">
                    {t('config.mediaUnavailable')}
                  </Alert>
                )}
                <DevicePickers local={local} />
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Title order={3} fz="h5">
                  {t('destinations.title')}
                </Title>
                <DestinationsForm
                  entries={entries}
                  errors={errors}
                  onChange={(next) => {
                    setEntries(next);
                    setErrors([]);
                  }}
                />
              </Stack>
            </Paper>
          </SimpleGrid>
          <Group justify="flex-end">
            <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={done}>
              {room.status === 'LIVE' ? t('config.joinLive') : t('config.enterWaitingRoom')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
