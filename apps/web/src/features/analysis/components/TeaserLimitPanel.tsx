import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TEASER_LIMITS, type Chunk } from '@platform/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useSaveTeaserSettings, useTeaserSettings } from '../hooks/useTeasers';

/** Above the processed chunks: how many free previews this video has, and the channel's limit per video to change. */
export function TeaserLimitPanel({ workspaceId, chunks }: { workspaceId: string; chunks: Chunk[] }) {
  const { t } = useTranslation('analysis');
  const apiErrorText = useApiErrorText();
  const settings = useTeaserSettings(workspaceId);
  const save = useSaveTeaserSettings(workspaceId);
  const [draft, setDraft] = useState<number | null>(null);
  if (!settings.data) return null;
  const limit = settings.data.max_per_video;
  const value = draft ?? limit;
  const used = chunks.filter((chunk) => chunk.teaser).length;

  const submit = () =>
    save.mutate(
      { max_per_video: value },
      {
        onSuccess: () => {
          setDraft(null);
          notifications.show({ color: 'green', message: t('teasers.limitSaved') });
        },
        onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error) }),
      },
    );

  return (
    <Paper withBorder radius="md" p="md" data-testid="teaser-limit">
      <Stack gap="xs">
        <Text fw={600}>{t('teasers.used', { used, limit })}</Text>
        <Text size="sm" c="dimmed">
          {t('teasers.intro')}
        </Text>
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t('teasers.limitLabel')}
            min={0}
            max={TEASER_LIMITS.maxPerVideo}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={value}
            onChange={(next) => setDraft(typeof next === 'number' ? next : 0)}
            w={{ base: '100%', xs: 220 }}
          />
          <Button variant="light" onClick={submit} loading={save.isPending} disabled={value === limit}>
            {t('teasers.saveLimit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
