import { Accordion, Flex, Stack, Text, Title } from '@mantine/core';
import type { Chunk } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { formatSeconds, msToSeconds } from '../lib/timeline';
import { ChunkKeywordsEditor } from './ChunkKeywordsEditor';
import { ChunkTextEditor } from './ChunkTextEditor';
import { ChunkThumbnail } from './ChunkThumbnail';
import { TeaserLimitPanel } from './TeaserLimitPanel';
import { TeaserToggle } from './TeaserToggle';
import { TranscriptEditor } from './TranscriptEditor';

interface ChunkListProps {
  chunks: Chunk[];
  transcriptAvailable: boolean;
  /** The video's channel, whose limit of free previews per video applies. */
  workspaceId: string;
}

/**
 * Spec §4 PROCESSED: the chunks with their thumbnails, titles, summaries and keywords, and transcripts to correct; each
 * may be marked a free preview.
 */
export function ChunkList({ chunks, transcriptAvailable, workspaceId }: ChunkListProps) {
  const { t } = useTranslation('analysis');
  return (
    <Stack gap="md" data-testid="chunk-list">
      <Title order={2} fz="h4">
        {t('chunks.title', { count: chunks.length })}
      </Title>
      <TeaserLimitPanel workspaceId={workspaceId} chunks={chunks} />
      {chunks.map((chunk, i) => {
        const title = chunk.titles.en || t('review.untitled');
        return (
          <Stack
            key={chunk.id}
            gap="sm"
            p="md"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
            data-testid="chunk-card"
          >
            <Flex gap="md" direction={{ base: 'column', sm: 'row' }}>
              <ChunkThumbnail src={chunk.thumbnail_url} alt={title} />
              <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
                <Text size="xs" c="dimmed">
                  {formatSeconds(msToSeconds(chunk.start), false)}–{formatSeconds(msToSeconds(chunk.end), false)}
                </Text>
                <ChunkTextEditor chunk={chunk} number={i + 1} />
                <ChunkKeywordsEditor chunk={chunk} />
                <TeaserToggle chunk={chunk} number={i + 1} />
              </Stack>
            </Flex>
            <Accordion variant="contained" chevronPosition="left">
              <Accordion.Item value="transcript">
                <Accordion.Control>{t('transcript.title')}</Accordion.Control>
                <Accordion.Panel>
                  {transcriptAvailable ? (
                    <TranscriptEditor chunk={chunk} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('transcript.unavailable')}
                    </Text>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
          </Stack>
        );
      })}
    </Stack>
  );
}
