import { Paper, Stack, Text, Title } from '@mantine/core';
import type { TeaserChunk } from '@platform/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordTeaserPlay } from '../hooks/useTeasers';
import { formatSeconds, msToSeconds } from '../lib/timeline';

interface TeaserPlayerProps {
  chunk: TeaserChunk;
  /** Its number among the video's chunks. */
  number: number;
  signedIn: boolean;
  onEnded: () => void;
}

/** A free preview's clip, counted once when it starts playing; its end leads to the plans. */
export function TeaserPlayer({ chunk, number, signedIn, onEnded }: TeaserPlayerProps) {
  const { t } = useTranslation('analysis');
  const recordPlay = useRecordTeaserPlay(signedIn);
  const counted = useRef<string | null>(null);
  const title = chunk.title || t('review.untitled');
  const count = () => {
    if (counted.current === chunk.id) return;
    counted.current = chunk.id;
    recordPlay.mutate(chunk.id);
  };

  return (
    <Paper withBorder radius="md" p="sm" data-testid="teaser-playing">
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t('teasers.playing', { number, title })}
        </Title>
        <video
          key={chunk.id}
          data-testid="teaser-player"
          src={chunk.clip_url ?? undefined}
          poster={chunk.thumbnail_url ?? undefined}
          controls
          autoPlay
          playsInline
          preload="metadata"
          aria-label={t('teasers.playerLabel', { title })}
          onPlay={count}
          onEnded={onEnded}
          style={{ width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: 8 }}
        />
        <Text size="xs" c="dimmed">
          {t('modal.range', { start: formatSeconds(msToSeconds(chunk.start), false), end: formatSeconds(msToSeconds(chunk.end), false) })}
        </Text>
      </Stack>
    </Paper>
  );
}
