import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EndedWebinar } from '../lib/entry';
import { channelPlansPath, processPath } from '../../../app/paths';

/**
 * Spec §4 "Live room": once the webinar has ended, viewers are told so and go to the channel's plans; the host (and
 * admins) go on to the process page, where the recording is analysed.
 */
export function useEndedExit() {
  const { t } = useTranslation('live');
  const navigate = useNavigate();
  return useCallback(
    (activity: EndedWebinar, manages: boolean) => {
      notifications.show({ color: 'blue', message: t('entry.ended') });
      void navigate(manages ? processPath(activity.id) : channelPlansPath(activity.workspace), { replace: true });
    },
    [navigate, t],
  );
}
