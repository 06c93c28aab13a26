import { Alert, Button } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec §2: while the channel is private, the dashboard reminds its host to publish it. */
export function PublishReminder() {
  const { t } = useTranslation('workspaces');
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
        <Button component={Link} to="/channel/edit" size="xs" variant="light" mt="sm">
          {t('channelDashboard.publishReminderAction')}
        </Button>
      </div>
    </Alert>
  );
}
