import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDoorEnter, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { ApiError } from '../../../lib/api';
import { liveEntryState } from '../../live';
import { DeleteWebinarButton } from '../components/DeleteWebinarButton';
import { InlineTitle } from '../components/InlineTitle';
import { NoTranscriptNotice } from '../components/NoTranscriptNotice';
import { PublishRecording } from '../components/PublishRecording';
import { RecordingUpload } from '../components/RecordingUpload';
import { StageChip } from '../components/StatusChip';
import { ThumbnailUpload } from '../components/ThumbnailUpload';
import { WebinarDetailsForm } from '../components/WebinarDetailsForm';
import { WebinarSteps } from '../components/WebinarSteps';
import { useRecordingUpload } from '../hooks/useRecordingUpload';
import { useRecordings } from '../hooks/useRecordings';
import { useUpdateWebinar, useWebinar, useWebinarCommand } from '../hooks/useWebinars';
import { livePath, processPath } from '../../../app/paths';
import { stageOf } from '../lib/webinarStatus';

/** Spec §2 /webinar/edit/{id}: the webinar's details, thumbnail, recording, and opening its waiting room. */
export function EditWebinarPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('webinars');
  const navigate = useNavigate();
  const apiErrorText = useApiErrorText();
  const webinar = useWebinar(id);
  const update = useUpdateWebinar(id);
  const { openWaitingRoom, sendToAnalysis, publish } = useWebinarCommand(id);
  // The upload's own list, polled while the recording is processed: the button appears once it is ready.
  const recordings = useRecordings(id);
  const upload = useRecordingUpload(id);
  const [publishWhenReady, setPublishWhenReady] = useState(false);

  if (webinar.isPending) return <PageLoader />;
  // Only a webinar never read is an error page: a later read that failed (the server away for a moment, as during an
  // upload that then resumes) keeps the page, with its upload, as it was.
  if (webinar.isError && webinar.data === undefined) {
    return (
      <Alert color="red" variant="light">
        {apiErrorText(webinar.error)}
      </Alert>
    );
  }
  const activity = webinar.data;

  function commit(body: Parameters<typeof update.mutate>[0]) {
    update.mutate(body, {
      onSuccess: () => notifications.show({ color: 'green', message: t('editWebinar.updated') }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: error instanceof ApiError && error.status === 403 ? apiErrorText(error) : t('editWebinar.updateFailed'),
        }),
    });
  }

  function open() {
    openWaitingRoom.mutate(undefined, {
      // Spec §2: the host goes straight into the room, with the session id and token in the navigation state.
      onSuccess: ({ activity: opened, token }) => {
        if (opened.webrtc_session_id) void navigate(livePath(opened.id), { state: liveEntryState(opened.webrtc_session_id, token) });
      },
      onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error) }),
    });
  }

  function analyse() {
    sendToAnalysis.mutate(undefined, {
      onSuccess: () => void navigate(processPath(id)),
      onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error, 'webinars:editWebinar.analysisFailed') }),
    });
  }
  const recordingList = recordings.data?.results ?? [];
  const recordingReady = recordingList.some((recording) => recording.media_state === 'ready');
  const stage = stageOf(activity, recordingList, upload.uploading);

  function uploaded() {
    if (!publishWhenReady) return;
    publish.mutate(undefined, { onError: (error) => notifications.show({ color: 'red', message: apiErrorText(error) }) });
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <InlineTitle title={activity.title.en} onCommit={(name) => commit({ name })} />
        <Group gap="xs">
          <StageChip chip={stage.chip} />
          <Text size="sm" c="dimmed">
            {activity.workspace.name}
          </Text>
        </Group>
      </Stack>
      <WebinarSteps stage={stage} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('editWebinar.detailsTitle')}
          </Title>
          <ThumbnailUpload url={activity.thumbnail_url} onUploaded={(key) => commit({ thumbnail_url: key })} />
          <WebinarDetailsForm key={activity.id} webinar={activity} />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('editWebinar.recording.title')}
          </Title>
          <NoTranscriptNotice language={activity.language} status={activity.status} />
          <RecordingUpload activityId={activity.id} status={activity.status} upload={upload} onUploaded={uploaded} />
          <PublishRecording
            activityId={activity.id}
            status={activity.status}
            recordings={recordingList}
            publishWhenReady={publishWhenReady}
            onPublishWhenReadyChange={setPublishWhenReady}
          />
        </Stack>
      </Paper>
      <Group justify="space-between">
        <DeleteWebinarButton id={activity.id} title={activity.title.en} />
        {activity.status === 'SETUP' && (
          <Group gap="sm">
            {recordingReady && (
              <Button
                variant="light"
                leftSection={<IconSparkles size={16} aria-hidden />}
                onClick={analyse}
                loading={sendToAnalysis.isPending}
              >
                {t('editWebinar.sendToAnalysis')}
              </Button>
            )}
            <Button leftSection={<IconDoorEnter size={16} aria-hidden />} onClick={open} loading={openWaitingRoom.isPending}>
              {t('editWebinar.openWaitingRoom')}
            </Button>
          </Group>
        )}
        {(activity.status === 'PENDING_LIVE' || activity.status === 'LIVE') && (
          <Button component={Link} to={livePath(activity.id)} leftSection={<IconDoorEnter size={16} aria-hidden />}>
            {t('editWebinar.enterLiveRoom')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
