import { Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatSeconds, rangesOf, type Boundaries } from '../lib/timeline';

interface ReviewChunkRowsProps {
  boundaries: Boundaries;
  titles: readonly string[];
  /** Chunks moved, split, merged or added: the server describes them again when they are saved. */
  edited: readonly boolean[];
  /** Chunks whose transcript reads as misrecognised speech: their titles may be noise. */
  doubtful: readonly boolean[];
  selectedChunk: number | null;
  onSelect: (index: number) => void;
  onMerge: (index: number) => void;
}

/** The chunks being reviewed as a list, the same as the timeline's bands, readable on a phone. */
export function ReviewChunkRows({ boundaries, titles, edited, doubtful, selectedChunk, onSelect, onMerge }: ReviewChunkRowsProps) {
  const { t } = useTranslation('analysis');
  const ranges = rangesOf(boundaries);
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('review.listLabel')}>
      {ranges.map((range, i) => (
        <Paper
          component="li"
          key={`${range.start}-${i}`}
          withBorder
          p="xs"
          radius="md"
          bg={selectedChunk === i ? 'var(--mantine-color-blue-light)' : undefined}
          data-testid="review-chunk"
        >
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <UnstyledButton onClick={() => onSelect(i)} style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={600} truncate>
                {i + 1}. {titles[i] || t('review.untitled')}
              </Text>
              <Text size="xs" c="dimmed">
                {formatSeconds(range.start)}–{formatSeconds(range.end)} ·{' '}
                {t('review.length', { seconds: (range.end - range.start).toFixed(1) })}
                {range.end <= range.start ? ` · ${t('review.emptyDropped')}` : edited[i] && ` · ${t('review.edited')}`}
                {doubtful[i] && ` · ${t('review.lowConfidence')}`}
              </Text>
            </UnstyledButton>
            {i < ranges.length - 1 && (
              <Button size="compact-sm" variant="subtle" onClick={() => onMerge(i)} aria-label={t('review.mergeNumber', { number: i + 1 })}>
                {t('review.mergeShort')}
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
