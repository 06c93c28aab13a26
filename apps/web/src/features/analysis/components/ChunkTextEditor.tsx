import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ANALYSIS_LIMITS, chunkSummarySchema, chunkTitleSchema, type Chunk } from '@platform/shared';
import { IconAlertTriangle, IconPencil } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { useServerFormErrors } from '../../../lib/useServerFormErrors';
import { useUpdateChunkText } from '../hooks/useChunkEdits';

const formSchema = z.object({ title: chunkTitleSchema, summary: chunkSummarySchema });
type FormValues = z.input<typeof formSchema>;
const FIELDS = ['title', 'summary'] as const;

/**
 * A processed chunk's title and summary, as the analysis wrote them, rewritten by the host when they miss the point:
 * what viewers read on the video's page and in the chunk dialog.
 */
export function ChunkTextEditor({ chunk, number }: { chunk: Chunk; number: number }) {
  const { t } = useTranslation('analysis');
  const fieldError = useFieldErrorText();
  const [editing, setEditing] = useState(false);
  const update = useUpdateChunkText(chunk.activity_id, chunk.id);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    setError,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    values: { title: chunk.titles.en, summary: chunk.summary },
  });
  const title = chunk.titles.en || t('review.untitled');
  useEffect(() => {
    if (editing) setFocus('title');
  }, [editing, setFocus]);

  // Spec 001 §8: 'update successfully' / 'fail to update', as for transcripts; a field the server names shows why.
  const { showServerError } = useServerFormErrors(setError, {
    fields: FIELDS,
    showFormError: () => notifications.show({ color: 'red', message: t('transcript.updateFailed') }),
  });

  const save = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('transcript.updated') });
        setEditing(false);
      },
      onError: showServerError,
    }),
  );

  if (!editing) {
    return (
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
          <Title order={3} fz="md" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {number}. {title}
          </Title>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => setEditing(true)}
            // A title that wraps must not squeeze the button's own label ("Edi").
            style={{ flexShrink: 0 }}
            aria-label={t('chunkText.editNumber', { number })}
          >
            {t('chunkText.edit')}
          </Button>
        </Group>
        {chunk.summary && <Text size="sm">{chunk.summary}</Text>}
        {chunk.low_confidence && (
          <Alert color="yellow" variant="light" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />} data-testid="low-confidence">
            {t('chunkText.lowConfidence')}
          </Alert>
        )}
      </Stack>
    );
  }
  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label={t('chunkText.formLabel', { number })}>
      <Stack gap="xs">
        <TextInput
          label={t('chunkText.title')}
          maxLength={ANALYSIS_LIMITS.maxChunkTitleLength}
          error={fieldError(errors.title)}
          {...register('title')}
        />
        <Textarea
          label={t('chunkText.summary')}
          maxLength={ANALYSIS_LIMITS.maxChunkSummaryLength}
          autosize
          minRows={2}
          error={fieldError(errors.summary)}
          {...register('summary')}
        />
        <Group justify="flex-end" gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              reset();
              setEditing(false);
            }}
          >
            {t('chunkText.cancel')}
          </Button>
          <Button type="submit" size="compact-sm" disabled={!isDirty} loading={update.isPending}>
            {t('chunkText.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
