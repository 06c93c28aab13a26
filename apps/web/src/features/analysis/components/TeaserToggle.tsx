import { Stack, Switch, Text } from '@mantine/core';
import type { Chunk } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useMarkTeaser } from '../hooks/useTeasers';

/** On a chunk of the processed-chunks screen: whether people without the plan may play it as a free preview. */
export function TeaserToggle({ chunk, number }: { chunk: Chunk; number: number }) {
  const { t } = useTranslation('analysis');
  const apiErrorText = useApiErrorText();
  const mark = useMarkTeaser(chunk.activity_id, chunk.id);
  return (
    <Stack gap={4}>
      <Switch
        checked={mark.isPending ? mark.variables : chunk.teaser}
        onChange={(event) => mark.mutate(event.currentTarget.checked)}
        disabled={mark.isPending}
        label={t('teasers.mark')}
        description={t('teasers.markHint')}
        aria-label={t('teasers.markChunk', { number })}
      />
      {mark.isError && (
        <Text size="sm" c="red.8" role="alert">
          {apiErrorText(mark.error)}
        </Text>
      )}
    </Stack>
  );
}
