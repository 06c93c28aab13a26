import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Activity, Chunk } from '@platform/shared';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { HlsPlayer, readyRecording } from '../../videos';
import { usePlayerClock } from '../hooks/usePlayerClock';
import { useReviewBoundaries } from '../hooks/useReviewBoundaries';
import { useSaveReview } from '../hooks/useSaveReview';
import { chunkAt, formatSeconds, leftOut, msToSeconds, originsOf } from '../lib/timeline';
import { KeyboardHint } from './KeyboardHint';
import { ReviewChunkRows } from './ReviewChunkRows';
import { ReviewToolbar } from './ReviewToolbar';
import { Timeline } from './Timeline';

interface ReviewEditorProps {
  activity: Activity;
  chunks: Chunk[];
}

/**
 * Spec §2 PENDING_REVIEW: the recording with a timeline of the proposed chunks. The host moves, splits (at the
 * playhead), merges, adds and deletes boundaries, by mouse or keyboard, then submits; the server saves the chunks,
 * starts compiling, and the page reloads them.
 */
export function ReviewEditor({ activity, chunks }: ReviewEditorProps) {
  const { t } = useTranslation('analysis');
  const { currentTime, videoDuration, videoRef, playerBox, seek } = usePlayerClock();
  const recording = readyRecording(activity);
  const recordingSeconds = recording?.duration ?? videoDuration;
  const edits = useReviewBoundaries(chunks, currentTime, recordingSeconds);
  const { boundaries, selectedMarker, selectedChunk, setSelectedChunk } = edits;
  const { save, saving } = useSaveReview(activity.id);
  const sorted = useMemo(() => [...chunks].sort((a, b) => a.start - b.start), [chunks]);
  const originals = useMemo(() => sorted.map((chunk) => ({ start: msToSeconds(chunk.start), end: msToSeconds(chunk.end) })), [sorted]);

  const origins = originsOf(boundaries, originals);
  const titles = origins.map((origin) => sorted[origin.index]?.titles.en ?? '');
  const edited = origins.map((origin) => !origin.unchanged);
  const doubtful = origins.map((origin) => origin.unchanged && (sorted[origin.index]?.low_confidence ?? false));
  const outside = leftOut(boundaries, recordingSeconds ?? null);
  const chunkCount = Math.max(0, boundaries.length - 1);

  return (
    <Stack gap="md" onKeyDown={edits.onKey} data-testid="review-editor">
      <Title order={2} fz="h4">
        {t('review.title')}
      </Title>
      <KeyboardHint size="sm" c="dimmed" keyboard={t('review.help')} touch={t('review.touchHelp')} />
      <div ref={playerBox} style={{ maxWidth: 720 }}>
        {recording ? (
          <Suspense fallback={<PageLoader />}>
            <HlsPlayer
              hlsUrl={recording.hls_url}
              mp4Url={recording.archive_url}
              poster={recording.poster_url}
              title={activity.title.en}
              videoRef={videoRef}
            />
          </Suspense>
        ) : (
          <Text c="dimmed">{t('errors:NO_VIDEO_AVAILABLE')}</Text>
        )}
      </div>
      <Paper withBorder p="sm" radius="md">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Group gap="md">
              <Text size="sm" fw={500} role="status" data-testid="chunk-count">
                {t('review.chunkCount', { count: chunkCount })}
              </Text>
              <Text size="sm" c="dimmed" data-testid="playhead-time">
                {t('review.playhead', { time: formatSeconds(currentTime) })}
              </Text>
            </Group>
            <KeyboardHint size="xs" c="dimmed" keyboard={t('review.keys')} />
          </Group>
          <Timeline
            boundaries={boundaries}
            leftOut={outside}
            end={edits.end}
            currentTime={currentTime}
            titles={titles}
            selectedMarker={selectedMarker}
            selectedChunk={selectedChunk}
            onMove={edits.move}
            onRemove={edits.remove}
            onSelectMarker={edits.setSelectedMarker}
            onSelectChunk={setSelectedChunk}
            onSeek={(seconds) => {
              seek(seconds);
              const chunk = chunkAt(boundaries, seconds);
              if (chunk >= 0) setSelectedChunk(chunk);
            }}
          />
          {outside.length > 0 && (
            <Alert color="yellow" variant="light" p="xs" data-testid="left-out">
              {t('review.leftOut', {
                stretches: outside.map((stretch) => `${formatSeconds(stretch.start)}–${formatSeconds(stretch.end)}`).join(', '),
              })}
            </Alert>
          )}
          <ReviewToolbar
            selectedMarker={selectedMarker}
            selectedChunk={selectedChunk}
            chunkCount={chunkCount}
            onSplit={edits.split}
            onAdd={edits.add}
            onRemove={edits.remove}
            onMerge={edits.merge}
            onReset={edits.reset}
          />
        </Stack>
      </Paper>
      <ReviewChunkRows
        boundaries={boundaries}
        titles={titles}
        edited={edited}
        doubtful={doubtful}
        selectedChunk={selectedChunk}
        onSelect={(index) => {
          setSelectedChunk(index);
          seek(boundaries[index] ?? 0);
        }}
        onMerge={edits.merge}
      />
      <Group justify="flex-end">
        <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => void save(boundaries)} loading={saving}>
          {t('review.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
