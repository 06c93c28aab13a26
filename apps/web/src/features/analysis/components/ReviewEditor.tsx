import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Activity, Chunk } from '@platform/shared';
import { IconArrowMerge, IconCut, IconDeviceFloppy, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/PageLoader';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { HlsPlayer, readyRecording } from '../../videos';
import { saveChunks } from '../api';
import { analysisKeys } from '../hooks/analysisKeys';
import {
  addMarker,
  chunkAt,
  domainEnd,
  formatSeconds,
  fromChunks,
  leftOut,
  mergeWithNext,
  moveBoundary,
  msToSeconds,
  originsOf,
  removeBoundary,
  splitAt,
  toRequestBody,
} from '../lib/timeline';
import { ReviewChunkRows } from './ReviewChunkRows';
import { Timeline } from './Timeline';

interface ReviewEditorProps {
  activity: Activity;
  chunks: Chunk[];
}

/** Keys that act on the editor when focus is not in a text field: split, add a marker, merge the chunk chosen. */
const SHORTCUTS = ['s', 'a', 'm'];

/**
 * Spec §2 PENDING_REVIEW: the recording with a timeline of the proposed chunks. The host moves, splits (at the
 * playhead), merges, adds and deletes boundaries, by mouse or keyboard, then submits; the server saves the chunks,
 * starts compiling, and the page reloads them.
 */
export function ReviewEditor({ activity, chunks }: ReviewEditorProps) {
  const { t } = useTranslation('analysis');
  const apiErrorText = useApiErrorText();
  const client = useQueryClient();
  const initial = useMemo(() => fromChunks(chunks), [chunks]);
  const [boundaries, setBoundaries] = useState<number[]>(initial);
  const [selectedMarker, setSelectedMarker] = useState<number | null>(null);
  const [selectedChunk, setSelectedChunk] = useState<number | null>(chunks.length > 0 ? 0 : null);
  const [currentTime, setCurrentTime] = useState(0);
  const [videoDuration, setVideoDuration] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const playerBox = useRef<HTMLDivElement>(null);
  const recording = readyRecording(activity);
  const recordingSeconds = recording?.duration ?? videoDuration;
  const end = domainEnd(recordingSeconds, boundaries);
  const sorted = useMemo(() => [...chunks].sort((a, b) => a.start - b.start), [chunks]);
  const originals = useMemo(() => sorted.map((chunk) => ({ start: msToSeconds(chunk.start), end: msToSeconds(chunk.end) })), [sorted]);

  // The server's chunks after a save (or another tab's) replace the local edit. Compared by value: a re-read that
  // brings the same boundaries (the list refetched on coming back to the tab, a title filled in) keeps unsaved edits.
  const initialKey = initial.join(' ');
  useEffect(() => setBoundaries(initial), [initialKey]);

  // Media events do not bubble, but they pass the player's box on their way down: listened to there, in capture.
  useEffect(() => {
    const box = playerBox.current;
    if (!box) return undefined;
    const onTime = (event: Event) => setCurrentTime((event.target as HTMLVideoElement).currentTime);
    const onMeta = (event: Event) => {
      const duration = (event.target as HTMLVideoElement).duration;
      if (Number.isFinite(duration)) setVideoDuration(duration);
    };
    box.addEventListener('timeupdate', onTime, true);
    box.addEventListener('seeked', onTime, true);
    box.addEventListener('loadedmetadata', onMeta, true);
    return () => {
      box.removeEventListener('timeupdate', onTime, true);
      box.removeEventListener('seeked', onTime, true);
      box.removeEventListener('loadedmetadata', onMeta, true);
    };
  }, []);

  const origins = originsOf(boundaries, originals);
  const titles = origins.map((origin) => sorted[origin.index]?.titles.en ?? '');
  const edited = origins.map((origin) => !origin.unchanged);
  const outside = leftOut(boundaries, recordingSeconds ?? null);
  const chunkCount = Math.max(0, boundaries.length - 1);

  function seek(seconds: number) {
    setCurrentTime(seconds);
    if (videoRef.current) videoRef.current.currentTime = seconds;
  }

  function split() {
    const next = splitAt(boundaries, currentTime);
    if (next.length === boundaries.length) {
      notifications.show({ color: 'yellow', message: t('review.cannotSplit') });
      return;
    }
    setBoundaries(next);
    setSelectedMarker(next.indexOf(Math.round(currentTime * 1000) / 1000));
  }

  function add() {
    const result = addMarker(boundaries, selectedMarker, currentTime, end);
    if (result.index < 0) {
      notifications.show({ color: 'yellow', message: t('review.noRoom') });
      return;
    }
    setBoundaries(result.boundaries);
    setSelectedMarker(result.index);
  }

  function remove(index: number) {
    const next = removeBoundary(boundaries, index);
    setBoundaries(next);
    // The neighbour that took its place is chosen, as the timeline moves focus there: a second Delete acts on what is shown.
    setSelectedMarker(next.length > 0 ? Math.min(index, next.length - 1) : null);
  }

  function merge(index: number) {
    setBoundaries(mergeWithNext(boundaries, index));
    setSelectedChunk(index);
    setSelectedMarker(null);
  }

  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (event.ctrlKey || event.metaKey || event.altKey || target.closest('input, textarea')) return;
    const key = event.key.toLowerCase();
    if (!SHORTCUTS.includes(key)) return;
    event.preventDefault();
    if (key === 's') split();
    if (key === 'a') add();
    if (key === 'm' && selectedChunk !== null) merge(selectedChunk);
  }

  async function submit() {
    const body = toRequestBody(boundaries);
    if (body.length === 0) {
      notifications.show({ color: 'red', message: t('errors:NO_CHUNKS_AVAILABLE') });
      return;
    }
    setSaving(true);
    try {
      await saveChunks(activity.id, body);
      notifications.show({ color: 'green', message: t('review.saved') });
      await client.invalidateQueries({ queryKey: analysisKeys.all });
    } catch (error) {
      notifications.show({ color: 'red', message: apiErrorText(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="md" onKeyDown={onKey} data-testid="review-editor">
      <Title order={2} fz="h4">
        {t('review.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('review.help')}
      </Text>
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
            <Text size="xs" c="dimmed">
              {t('review.keys')}
            </Text>
          </Group>
          <Timeline
            boundaries={boundaries}
            leftOut={outside}
            end={end}
            currentTime={currentTime}
            titles={titles}
            selectedMarker={selectedMarker}
            selectedChunk={selectedChunk}
            onMove={(index, seconds) => setBoundaries(moveBoundary(boundaries, index, seconds, end))}
            onRemove={remove}
            onSelectMarker={setSelectedMarker}
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
          <Group gap="xs">
            <Button variant="light" leftSection={<IconCut size={16} />} onClick={split}>
              {t('review.split')}
            </Button>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
              {t('review.add')}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => selectedMarker !== null && remove(selectedMarker)}
              disabled={selectedMarker === null}
            >
              {t('review.remove')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconArrowMerge size={16} />}
              onClick={() => selectedChunk !== null && merge(selectedChunk)}
              disabled={selectedChunk === null || selectedChunk >= chunkCount - 1}
            >
              {t('review.merge')}
            </Button>
            <Button
              variant="subtle"
              leftSection={<IconRestore size={16} />}
              onClick={() => {
                setBoundaries(initial);
                setSelectedMarker(null);
              }}
            >
              {t('review.reset')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ReviewChunkRows
        boundaries={boundaries}
        titles={titles}
        edited={edited}
        selectedChunk={selectedChunk}
        onSelect={(index) => {
          setSelectedChunk(index);
          seek(boundaries[index] ?? 0);
        }}
        onMerge={merge}
      />
      <Group justify="flex-end">
        <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => void submit()} loading={saving}>
          {t('review.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
