import { Alert, Badge, Button, FileButton, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { canChangeRecording, type ActivityStatus, type Recording } from '@platform/shared';
import { IconUpload } from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useDeleteRecording, useRecordings } from '../hooks/useRecordings';
import type { RecordingUpload as Upload } from '../hooks/useRecordingUpload';
import { formatBytes } from '../lib/formatBytes';
import { canResumeAfter, isMp4File } from '../lib/uploadRecording';

interface RecordingStatusProps {
  activityId: string;
  recording: Recording;
  /** False while a live makes it or chunks are cut from it: no Delete then. */
  deletable: boolean;
}

function RecordingStatus({ activityId, recording, deletable }: RecordingStatusProps) {
  const { t } = useTranslation('webinars');
  const apiErrorText = useApiErrorText();
  const remove = useDeleteRecording(activityId);
  const [confirming, confirm] = useDisclosure(false);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="recording-status">
      {/* Wraps on a phone rather than squeezing the status beside the poster until its badge is cut short. */}
      <Group align="flex-start" wrap="wrap">
        {recording.poster_url && <Image src={recording.poster_url} alt="" w={128} h={72} fit="cover" radius="sm" />}
        <Stack gap={4} style={{ flex: 1, minWidth: 150 }}>
          {recording.media_state === 'processing' && (
            <>
              <Text size="sm">{t('editWebinar.recording.processing', { percent: Math.round(recording.progress * 100) })}</Text>
              <Progress value={recording.progress * 100} animated aria-label={t('editWebinar.recording.processingLabel')} />
            </>
          )}
          {recording.media_state === 'ready' && (
            <Group gap="xs">
              <Badge color="teal" variant="outline">
                {t('editWebinar.recording.ready')}
              </Badge>
              {recording.duration !== null && (
                <Text size="sm">{t('editWebinar.recording.duration', { seconds: Math.round(recording.duration) })}</Text>
              )}
            </Group>
          )}
          {recording.media_state === 'failed' && (
            <Text size="sm" c="red.9">
              {t('editWebinar.recording.failed')}
            </Text>
          )}
        </Stack>
        {deletable && (
          <Button variant="subtle" color="red" size="compact-sm" aria-haspopup="dialog" onClick={confirm.open}>
            {t('editWebinar.recording.delete')}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        onClose={confirm.close}
        title={t('editWebinar.recording.deleteTitle')}
        confirmLabel={t('editWebinar.recording.deleteConfirm')}
        onConfirm={() => remove.mutate(recording.id, { onSuccess: confirm.close })}
        pending={remove.isPending}
        error={remove.isError ? apiErrorText(remove.error, 'webinars:editWebinar.recording.deleteFailed') : null}
      >
        {t('editWebinar.recording.deleteBody')}
      </ConfirmDialog>
    </Paper>
  );
}

interface RecordingUploadProps {
  activityId: string;
  status: ActivityStatus;
  /** The page's upload (useRecordingUpload), whose progress its status chip follows too. */
  upload: Upload;
  /** Once the file is all sent. */
  onUploaded: () => void;
}

/**
 * Spec §5 recording upload: one mp4, one upload at a time, progress with speed and time left, resumable. Another file
 * needs the one there deleted first, and neither is offered while a live makes the recording or chunks are cut from it.
 */
export function RecordingUpload({ activityId, status, upload, onUploaded }: RecordingUploadProps) {
  const { t } = useTranslation('webinars');
  const apiErrorText = useApiErrorText();
  const recordings = useRecordings(activityId);
  const [pickProblem, setPickProblem] = useState<string | null>(null);

  async function pick(file: File | null) {
    if (!file) return;
    if (!isMp4File(file)) {
      setPickProblem(t('errors:INVALID_VIDEO'));
      return;
    }
    setPickProblem(null);
    if (!(await upload.start(file))) return;
    notifications.show({ color: 'green', message: t('editWebinar.recording.uploaded') });
    onUploaded();
  }

  const changeable = canChangeRecording(status);
  const existing = recordings.data?.results ?? [];
  const state = upload.state;
  const percent = state && state.totalBytes > 0 ? (state.sentBytes / state.totalBytes) * 100 : 0;
  return (
    <Stack gap="sm">
      {changeable && existing.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('editWebinar.recording.hint')}
        </Text>
      )}
      {existing.map((recording) => (
        <RecordingStatus key={recording.id} activityId={activityId} recording={recording} deletable={changeable} />
      ))}
      {existing.length > 0 && !state && status !== 'PUBLISHED' && (
        <Text size="sm" c="dimmed">
          {changeable ? t('editWebinar.recording.replaceHint') : t('editWebinar.recording.fixedHint')}
        </Text>
      )}
      {upload.stoppedFileName && !state && (
        <Alert color="blue" variant="light">
          {t('editWebinar.recording.stopped', { file: upload.stoppedFileName })}
        </Alert>
      )}
      {state ? (
        <Paper withBorder p="sm" radius="md">
          <Stack gap={6}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {state.fileName}
            </Text>
            <Progress value={percent} aria-label={t('editWebinar.recording.uploadingLabel')} data-testid="upload-progress" />
            <Group justify="space-between" gap="xs">
              <Text size="sm" data-testid="upload-figures">
                {t('editWebinar.recording.progress', {
                  sent: formatBytes(state.sentBytes),
                  total: formatBytes(state.totalBytes),
                  speed: formatBytes(state.throughput.bytesPerSecond),
                })}
                {state.throughput.secondsLeft !== null &&
                  ` · ${t('editWebinar.recording.secondsLeft', { count: Math.ceil(state.throughput.secondsLeft) })}`}
              </Text>
              <Button variant="default" size="compact-sm" onClick={upload.stop}>
                {t('editWebinar.recording.stop')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        changeable &&
        // Known once read; a later read that failed (the server away for a moment) keeps the list it had.
        recordings.data !== undefined &&
        existing.length === 0 && (
          <FileButton onChange={(file) => void pick(file)} accept="video/mp4">
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconUpload size={16} aria-hidden />}
                w="fit-content"
                data-testid="recording-pick"
              >
                {t('editWebinar.recording.upload')}
              </Button>
            )}
          </FileButton>
        )
      )}
      {(pickProblem || upload.error !== null) && (
        <Alert color="red" variant="light">
          {pickProblem ?? apiErrorText(upload.error)}
          {upload.error !== null && canResumeAfter(upload.error) && ` ${t('editWebinar.recording.resumeHint')}`}
        </Alert>
      )}
    </Stack>
  );
}
