import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Activity, TeaserChunk } from '@platform/shared';
import { IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PlanChooserModal } from '../../videos';
import { useTeaserChunks } from '../hooks/useTeasers';
import { formatSeconds, msToSeconds } from '../lib/timeline';
import { ChunkThumbnail } from './ChunkThumbnail';
import { TeaserPlayer } from './TeaserPlayer';
import { loginPath } from '../../../app/paths';

const range = (chunk: TeaserChunk) => `${formatSeconds(msToSeconds(chunk.start), false)}–${formatSeconds(msToSeconds(chunk.end), false)}`;

function LockedChunkCard({ chunk, number }: { chunk: TeaserChunk; number: number }) {
  const { t } = useTranslation('analysis');
  return (
    <Stack gap={4} p={8} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }} data-testid="locked-chunk">
      <Group gap={6} wrap="nowrap">
        <IconLock size={16} aria-hidden />
        <Badge size="sm" color="dark" variant="light">
          {t('teasers.locked')}
        </Badge>
      </Group>
      <Text size="sm" fw={600} lineClamp={2}>
        {number}. {chunk.title ?? t('teasers.lockedTitle')}
      </Text>
      <Text size="xs" c="dimmed">
        {range(chunk)}
      </Text>
      {chunk.summary && (
        <Text size="xs" c="dimmed" lineClamp={3}>
          {chunk.summary}
        </Text>
      )}
    </Stack>
  );
}

function TeaserCard({ chunk, number, onPlay }: { chunk: TeaserChunk; number: number; onPlay: () => void }) {
  const { t } = useTranslation('analysis');
  const title = chunk.title || t('review.untitled');
  return (
    <Stack gap={4} p={8} style={{ border: '1px solid var(--mantine-color-teal-4)', borderRadius: 8 }} data-testid="teaser-chunk">
      <ChunkThumbnail src={chunk.thumbnail_url} alt="" w="100%" />
      <Badge size="sm" color="teal.9" variant="filled" w="fit-content">
        {t('teasers.badge')}
      </Badge>
      <Text size="sm" fw={600} lineClamp={2}>
        {number}. {title}
      </Text>
      <Text size="xs" c="dimmed">
        {range(chunk)}
      </Text>
      {chunk.summary && (
        <Text size="xs" lineClamp={3}>
          {chunk.summary}
        </Text>
      )}
      <Button
        size="xs"
        color="teal.9"
        leftSection={<IconPlayerPlay size={14} aria-hidden />}
        onClick={onPlay}
        disabled={!chunk.clip_url}
        aria-label={t('teasers.playChunk', { title })}
      >
        {t('teasers.play')}
      </Button>
    </Stack>
  );
}

/**
 * The chunks of a published video for someone who may not play it (a guest, a viewer without the plan): free previews
 * to play, the others locked with their titles and summaries (unless the channel keeps those to itself). At the end of
 * a free preview the plan chooser opens with the video's plans; a guest on a free video is asked to log in.
 */
export function TeaserChunks({ activity, signedIn }: { activity: Activity; signedIn: boolean }) {
  const { t } = useTranslation('analysis');
  const location = useLocation();
  const chunks = useTeaserChunks(activity.id, true);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const [chooserOpened, chooser] = useDisclosure(false);
  const list = chunks.data?.results ?? [];
  if (list.length === 0) return null;
  const playing = list.find((chunk) => chunk.id === playingId) ?? null;
  const hasTeasers = list.some((chunk) => chunk.teaser);

  const finish = () => {
    setEnded(true);
    if (activity.locked) chooser.open();
  };

  return (
    <Stack component="section" gap="xs" data-testid="teaser-chunks">
      <Title order={2} fz="h4">
        {t('playback.title')}
      </Title>
      {hasTeasers && (
        <Text size="sm" c="dimmed">
          {activity.locked ? t('teasers.viewerIntro') : t('teasers.guestIntro')}
        </Text>
      )}
      {playing && <TeaserPlayer chunk={playing} number={list.indexOf(playing) + 1} signedIn={signedIn} onEnded={finish} />}
      {ended && (
        <Paper withBorder radius="md" p="sm" data-testid="teaser-ended">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{activity.locked ? t('teasers.endedLocked') : t('teasers.endedGuest')}</Text>
            {activity.locked ? (
              <Button size="xs" onClick={chooser.open} aria-haspopup="dialog">
                {t('teasers.seePlans')}
              </Button>
            ) : (
              <Anchor component={Link} to={loginPath(`${location.pathname}${location.search}`)} size="sm" fw={600}>
                {t('teasers.logIn')}
              </Anchor>
            )}
          </Group>
        </Paper>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {list.map((chunk, i) =>
          chunk.teaser ? (
            <TeaserCard
              key={chunk.id}
              chunk={chunk}
              number={i + 1}
              onPlay={() => {
                setEnded(false);
                setPlayingId(chunk.id);
              }}
            />
          ) : (
            <LockedChunkCard key={chunk.id} chunk={chunk} number={i + 1} />
          ),
        )}
      </SimpleGrid>
      <PlanChooserModal opened={chooserOpened} onClose={chooser.close} activity={activity} />
    </Stack>
  );
}
