import { Button } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RoomNotice } from './RoomNotice';
import { channelPath, webinarEditPath } from '../../../app/paths';

/** The webinar's room is not open (still being set up): its host goes back to the editor, anyone else to the channel. */
export function NotOpenNotice({ activity }: { activity: Activity }) {
  const { t } = useTranslation('live');
  return (
    <RoomNotice title={t('entry.notOpenTitle')} body={activity.can_manage ? t('entry.notOpenHost') : t('entry.notOpenBody')}>
      {activity.can_manage ? (
        <Button component={Link} to={webinarEditPath(activity.id)}>
          {t('entry.toEditor')}
        </Button>
      ) : (
        <Button component={Link} to={channelPath(activity.workspace)}>
          {t('entry.toChannel')}
        </Button>
      )}
    </RoomNotice>
  );
}
