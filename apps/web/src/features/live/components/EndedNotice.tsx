import { Button } from '@mantine/core';
import type { Activity } from '@platform/shared';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndedExit } from '../hooks/useEndedExit';
import { RoomNotice } from './RoomNotice';

/** Long enough to read the notice; then the viewer is moved on without having to press anything. */
const NOTICE_MS = 5_000;

/**
 * Spec §4 "Live room": the host ended the webinar. The viewer reads so in place of the stage, then goes on to the
 * channel's plans (at once with the button), where the message is repeated.
 */
export function EndedNotice({ activity }: { activity: Activity }) {
  const { t } = useTranslation('live');
  const exit = useEndedExit();
  const leave = useCallback(() => exit(activity, false), [exit, activity]);
  useEffect(() => {
    const timer = setTimeout(leave, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [leave]);
  return (
    <RoomNotice title={t('ended.title')} body={t('ended.body')}>
      <Button onClick={leave} variant="light">
        {t('ended.toPlans')}
      </Button>
    </RoomNotice>
  );
}
