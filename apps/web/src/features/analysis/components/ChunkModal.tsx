import { Badge, Button, Group, Modal, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import type { Chunk } from '@platform/shared';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatSeconds, msToSeconds } from '../lib/timeline';
import { ChunkShareMenu } from './ChunkShareMenu';
import { ChunkThumbnail } from './ChunkThumbnail';

interface ChunkModalProps {
  chunk: Chunk | null;
  chunks: Chunk[];
  transcriptAvailable: boolean;
  onClose: () => void;
  onOpen: (chunkId: string) => void;
  /** Seconds from the start of the video. */
  onSeek: (seconds: number) => void;
}

/** Spec §2: a chunk of /video-playback/{id}, with overview and transcript tabs, keywords and time range. */
export function ChunkModal({ chunk, chunks, transcriptAvailable, onClose, onOpen, onSeek }: ChunkModalProps) {
  const { t } = useTranslation('analysis');
  const title = chunk ? chunk.titles.en || t('review.untitled') : '';
  const number = chunk ? chunks.findIndex((item) => item.id === chunk.id) + 1 : 0;
  const seek = (ms: number) => {
    onSeek(msToSeconds(ms));
    onClose();
  };

  return (
    <Modal opened={chunk !== null} onClose={onClose} title={`${number}. ${title}`} size="lg" centered>
      {chunk && (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Text size="sm" c="dimmed" data-testid="chunk-range">
              {t('modal.range', {
                start: formatSeconds(msToSeconds(chunk.start), false),
                end: formatSeconds(msToSeconds(chunk.end), false),
              })}
            </Text>
            <ChunkShareMenu activityId={chunk.activity_id} chunkId={chunk.id} title={title} />
          </Group>
          {chunk.keywords.length > 0 && (
            <Group gap={6} aria-label={t('modal.keywords')}>
              {chunk.keywords.map((keyword) => (
                <Badge key={keyword.id} variant="outline" tt="none">
                  {keyword.keyword}
                </Badge>
              ))}
            </Group>
          )}
          <Tabs defaultValue="overview" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="overview">{t('modal.overview')}</Tabs.Tab>
              <Tabs.Tab value="transcript">{t('modal.transcript')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview" pt="sm">
              <Stack gap="sm">
                <ChunkThumbnail src={chunk.thumbnail_url} alt={title} w={{ base: '100%', sm: 360 }} />
                <Text size="sm">{chunk.summary || t('modal.noSummary')}</Text>
                <Button variant="light" leftSection={<IconPlayerPlay size={16} />} onClick={() => seek(chunk.start)} w="fit-content">
                  {t('modal.playFrom', { time: formatSeconds(msToSeconds(chunk.start), false) })}
                </Button>
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="transcript" pt="sm">
              {!transcriptAvailable || chunk.transcript.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('transcript.unavailable')}
                </Text>
              ) : (
                <Stack gap={2} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
                  {chunk.transcript.map((line, i) => {
                    const time = formatSeconds(msToSeconds(line.start), false);
                    return (
                      <li key={`${line.start}-${i}`}>
                        <UnstyledButton
                          onClick={() => seek(line.start)}
                          p={6}
                          w="100%"
                          style={{ borderRadius: 6, display: 'flex', gap: 10 }}
                          aria-label={t('modal.seekLine', { time, text: line.text })}
                          data-testid="transcript-line"
                          data-start={line.start}
                        >
                          <Text size="xs" c="dimmed" w={44} style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
                            {time}
                          </Text>
                          <Text size="sm">{line.text}</Text>
                        </UnstyledButton>
                      </li>
                    );
                  })}
                </Stack>
              )}
            </Tabs.Panel>
          </Tabs>
          <Group justify="space-between">
            <Button variant="subtle" disabled={!chunk.previous_id} onClick={() => chunk.previous_id && onOpen(chunk.previous_id)}>
              {t('modal.previous')}
            </Button>
            <Button variant="subtle" disabled={!chunk.next_id} onClick={() => chunk.next_id && onOpen(chunk.next_id)}>
              {t('modal.next')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
