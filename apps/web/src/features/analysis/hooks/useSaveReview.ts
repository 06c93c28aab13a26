import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { saveChunks } from '../api';
import { toRequestBody, type Boundaries } from '../lib/timeline';
import { analysisKeys } from './analysisKeys';

/** Saves the reviewed boundaries (the server starts compiling) and reloads the analysis, saying how it went. */
export function useSaveReview(activityId: string) {
  const { t } = useTranslation('analysis');
  const apiErrorText = useApiErrorText();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);

  async function save(boundaries: Boundaries) {
    const body = toRequestBody(boundaries);
    if (body.length === 0) {
      notifications.show({ color: 'red', message: t('errors:NO_CHUNKS_AVAILABLE') });
      return;
    }
    setSaving(true);
    try {
      await saveChunks(activityId, body);
      notifications.show({ color: 'green', message: t('review.saved') });
      await client.invalidateQueries({ queryKey: analysisKeys.all });
    } catch (error) {
      notifications.show({ color: 'red', message: apiErrorText(error) });
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}
