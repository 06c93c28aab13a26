import { Button, Checkbox, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ActivityStatus, Recording } from '@platform/shared';
import { IconWorldUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useWebinarCommand } from '../hooks/useWebinars';

interface PublishRecordingProps {
  activityId: string;
  status: ActivityStatus;
  recordings: readonly Pick<Recording, 'media_state'>[];
  /** The host's choice before a recording is sent: published as soon as it is prepared, or kept for them until they say so. */
  publishWhenReady: boolean;
  onPublishWhenReadyChange: (publish: boolean) => void;
}

/**
 * Nothing uploaded is the viewers' before its host says so: the choice before the upload, then what the video is now
 * (only the host's, or on the channel) with the Publish button while it is only theirs.
 */
export function PublishRecording({ activityId, status, recordings, publishWhenReady, onPublishWhenReadyChange }: PublishRecordingProps) {
  const { t } = useTranslation('webinars');
  const apiErrorText = useApiErrorText();
  const { publish } = useWebinarCommand(activityId);
  const ready = recordings.some((recording) => recording.media_state === 'ready');
  const preparing = recordings.some((recording) => recording.media_state === 'processing');

  if (status === 'PUBLISHED') {
    return <Text size="sm">{ready ? t('editWebinar.recording.published') : t('editWebinar.recording.publishOnReady')}</Text>;
  }
  if (status !== 'SETUP') return null;
  if (recordings.length === 0) {
    return (
      <Checkbox
        checked={publishWhenReady}
        onChange={(event) => onPublishWhenReadyChange(event.currentTarget.checked)}
        label={t('editWebinar.recording.publishWhenReady')}
        description={t('editWebinar.recording.publishWhenReadyHint')}
      />
    );
  }
  if (!ready && !preparing) return null;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" style={{ flex: 1, minWidth: 200 }}>
        {t('editWebinar.recording.notPublished')}
      </Text>
      <Button
        leftSection={<IconWorldUpload size={16} aria-hidden />}
        loading={publish.isPending}
        onClick={() =>
          publish.mutate(undefined, {
            onSuccess: () => notifications.show({ color: 'green', message: t('editWebinar.recording.publishedToast') }),
            onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error) }),
          })
        }
      >
        {ready ? t('editWebinar.recording.publish') : t('editWebinar.recording.publishWhenReady')}
      </Button>
    </Group>
  );
}
