import { Badge, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { CHUNK_PARAM, type Activity, type Chunk } from '@platform/shared';
import { useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { START_AT_PARAM } from '../../../app/paths';
import { useMe } from '../../auth';
import { useStartAt } from '../../videos';
import { useChunks } from '../hooks/useAnalysis';
import { seekPlayer } from '../lib/seek';
import { formatSeconds, msToSeconds } from '../lib/timeline';
import { ChunkModal } from './ChunkModal';
import { ChunkPreviewPanel } from './ChunkPreviewPanel';
import { ChunkShareMenu } from './ChunkShareMenu';
import { ChunkThumbnail } from './ChunkThumbnail';
import { TeaserChunks } from './TeaserChunks';

/** Keywords shown on a chunk's card; the modal shows them all. */
const CARD_KEYWORDS = 3;

interface VideoChunksProps {
  activity: Activity;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** What a page adds under a chunk's card (the live's questions answered in it, issue 31). */
  chunkFooter?: (chunk: Chunk, index: number, chunks: readonly Chunk[]) => ReactNode;
  /** What a page adds after the chunks, knowing them (the live's questions with links to their chunks). */
  footer?: (chunks: readonly Chunk[]) => ReactNode;
}

/**
 * Spec §2 /video-playback/{id}: the published chunks of the video, each opening the chunk modal, whose transcript
 * lines seek the player. Shown to those who may play the video (signed in, not locked); others opening a chunk's link
 * see its preview, and the video's free previews (TeaserChunks). The open chunk is in the address (?chunk=), so the address bar is its link; a page opened from such
 * a link starts the player at the chunk.
 */
export function VideoChunks({ activity, videoRef, chunkFooter, footer }: VideoChunksProps) {
  const { t } = useTranslation('analysis');
  const me = useMe();
  const visible = activity.status === 'PUBLISHED' && !activity.locked && Boolean(me.data);
  const chunks = useChunks(activity.id, visible);
  const [params, setParams] = useSearchParams();
  const openId = params.get(CHUNK_PARAM);
  // Only the chunk the page was opened at moves the player; choosing one later leaves it where the viewer is. A link to
  // one of its lines (a spoken-word search hit) names that second, which the page starts at instead.
  const [linkedId] = useState(params.has(START_AT_PARAM) ? null : openId);
  const linked = chunks.data?.results.find((chunk) => chunk.id === linkedId);
  useStartAt(videoRef, linked ? msToSeconds(linked.start) : null);
  const setOpenId = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(CHUNK_PARAM, id);
        else next.delete(CHUNK_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  if (!visible) {
    if (activity.status !== 'PUBLISHED' || me.isPending) return null;
    return (
      <>
        {/* A shared link opened by someone who may not play the video yet still shows what it pointed at. */}
        {openId && <ChunkPreviewPanel activityId={activity.id} chunkId={openId} />}
        {/* Free previews play for them; the other chunks show locked. */}
        {activity.free_preview && <TeaserChunks activity={activity} signedIn={Boolean(me.data)} />}
      </>
    );
  }
  if (!chunks.data || chunks.data.results.length === 0) return null;
  const list = chunks.data.results;
  // With no transcript engine for the video's language, no chunk has a line.
  const transcriptAvailable = list.some((chunk) => chunk.transcript.length > 0);

  return (
    <Stack component="section" gap="xs" data-testid="video-chunks">
      <Title order={2} fz="h4">
        {t('playback.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {list.map((chunk, i) => {
          const title = chunk.titles.en || t('review.untitled');
          return (
            // The card opens the chunk; its Share button sits beside that button, not inside it.
            <Stack key={chunk.id} gap={4} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, padding: 8 }}>
              <UnstyledButton onClick={() => setOpenId(chunk.id)} data-testid="video-chunk">
                <Stack gap={4}>
                  <ChunkThumbnail src={chunk.thumbnail_url} alt="" w="100%" />
                  <Text size="sm" fw={600} lineClamp={2}>
                    {i + 1}. {title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatSeconds(msToSeconds(chunk.start), false)}–{formatSeconds(msToSeconds(chunk.end), false)}
                  </Text>
                  <Group gap={4}>
                    {chunk.keywords.slice(0, CARD_KEYWORDS).map((keyword) => (
                      <Badge key={keyword.id} size="xs" variant="outline" tt="none">
                        {keyword.keyword}
                      </Badge>
                    ))}
                  </Group>
                </Stack>
              </UnstyledButton>
              <ChunkShareMenu activityId={chunk.activity_id} chunkId={chunk.id} title={title} compact />
              {chunkFooter?.(chunk, i, list)}
            </Stack>
          );
        })}
      </SimpleGrid>
      <ChunkModal
        chunk={list.find((chunk) => chunk.id === openId) ?? null}
        chunks={list}
        transcriptAvailable={transcriptAvailable}
        onClose={() => setOpenId(null)}
        onOpen={setOpenId}
        onSeek={(seconds) => seekPlayer(videoRef, seconds)}
      />
      {footer?.(list)}
    </Stack>
  );
}
