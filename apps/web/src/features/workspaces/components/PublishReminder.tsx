import { Alert, Button, Text } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { usePublishWorkspace } from '../hooks/usePublishWorkspace';

/** Spec §2: while the channel is private, the dashboard reminds its host to publish it, and publishes it on a click. */
export function PublishReminder({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('workspaces');
  const apiErrorText = useApiErrorText();
  const publish = usePublishWorkspace(workspaceId);
  return (
    <Alert
      data-testid="publish-reminder"
      color="yellow"
      variant="light"
      icon={<IconEyeOff size={20} aria-hidden />}
      title={t('channelDashboard.publishReminderTitle')}
    >
      {t('channelDashboard.publishReminderBody')}
      <div>
        <Button size="xs" variant="light" mt="sm" loading={publish.isPending} onClick={() => publish.mutate()}>
          {t('channelDashboard.publishReminderAction')}
        </Button>
      </div>
      {publish.isError && (
        <Text size="sm" c="red.9" mt="xs" role="alert">
          {apiErrorText(publish.error)}
        </Text>
      )}
    </Alert>
  );
}
