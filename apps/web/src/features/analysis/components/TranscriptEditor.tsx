import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ANALYSIS_LIMITS, type Chunk, type TranscriptLine } from '@platform/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateTranscript } from '../hooks/useChunkEdits';
import { formatSeconds, msToSeconds } from '../lib/timeline';

/** Spec §4 PROCESSED: the chunk's transcript, line by line, corrected by the host and saved with PUT /api/chunks/{id}. */
export function TranscriptEditor({ chunk }: { chunk: Chunk }) {
  const { t } = useTranslation('analysis');
  const [lines, setLines] = useState<TranscriptLine[]>(chunk.transcript);
  const update = useUpdateTranscript(chunk.activity_id, chunk.id);
  useEffect(() => setLines(chunk.transcript), [chunk.transcript]);
  const dirty = lines.some((line, i) => line.text !== chunk.transcript[i]?.text);

  function save() {
    // A line cleared of its text is removed, rather than kept as a blank line in the viewers' transcript.
    update.mutate(
      lines.filter((line) => line.text.trim() !== ''),
      {
        // Spec 001 §8: 'update successfully' / 'fail to update'.
        onSuccess: () => notifications.show({ color: 'green', message: t('transcript.updated') }),
        onError: () => notifications.show({ color: 'red', message: t('transcript.updateFailed') }),
      },
    );
  }

  if (chunk.transcript.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('transcript.empty')}
      </Text>
    );
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed">
        {t('transcript.clearToRemove')}
      </Text>
      {lines.map((line, i) => {
        const time = formatSeconds(msToSeconds(line.start), false);
        return (
          <Group key={`${line.start}-${i}`} gap="xs" align="flex-start" wrap="nowrap">
            <Text size="xs" c="dimmed" w={52} pt={8} style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
              {time}
            </Text>
            <Textarea
              aria-label={t('transcript.lineLabel', { time })}
              value={line.text}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setLines((old) => old.map((item, j) => (j === i ? { ...item, text } : item)));
              }}
              maxLength={ANALYSIS_LIMITS.maxLineLength}
              autosize
              minRows={1}
              style={{ flex: 1 }}
              size="sm"
            />
          </Group>
        );
      })}
      <Group justify="flex-end" gap="xs">
        <Button variant="subtle" size="compact-sm" disabled={!dirty} onClick={() => setLines(chunk.transcript)}>
          {t('transcript.discard')}
        </Button>
        <Button size="compact-sm" disabled={!dirty} loading={update.isPending} onClick={save}>
          {t('transcript.save')}
        </Button>
      </Group>
    </Stack>
  );
}
