import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Activity } from '@platform/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useMe } from '../../auth';
import { publicNameOf } from '../../users';
import { DisplayNameModal } from '../components/DisplayNameModal';
import { LivePlanChooser } from '../components/LivePlanChooser';
import { LiveRoom } from '../components/LiveRoom';
import { NotOpenNotice } from '../components/NotOpenNotice';
import { RoomNotice } from '../components/RoomNotice';
import { useEndedExit } from '../hooks/useEndedExit';
import { useJoinLive } from '../hooks/useJoinLive';
import { useLiveActivity } from '../hooks/useLiveActivity';
import { endedWebinarOf, entryOutcome, joinRefusalOf, type EndedWebinar } from '../lib/entry';
import { sessionIdOf } from '../lib/entryState';
import { channelPath, channelPlansPath, loginPath, PATHS } from '../../../app/paths';

/** Leaves at once for the ended webinar's next page (spec §4), saying so. */
function EndedExit({ activity, manages }: { activity: EndedWebinar; manages: boolean }) {
  const exit = useEndedExit();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    exit(activity, manages);
  }, [exit, activity, manages]);
  return <PageLoader />;
}

/** Spec §4 lock state: a locked live opens the plan chooser; closing it leads to the channel's plans. */
function LockedChooser({ activity }: { activity: Activity }) {
  const { t } = useTranslation('live');
  const navigate = useNavigate();
  return (
    <LivePlanChooser
      opened
      onClose={() => void navigate(channelPlansPath(activity.workspace), { replace: true })}
      activity={activity}
      planIds={activity.plans.map((plan) => plan.id)}
      title={t('entry.lockedTitle')}
      intro={t('entry.lockedIntro', { channel: activity.workspace.name })}
    />
  );
}

/**
 * Spec §2 /webinar/live/{id}: full screen, without the site's navigation. The webinar's state decides the way in;
 * then a display name, the join call, and the room itself.
 */
export function LiveRoomPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('live');
  const location = useLocation();
  const navigate = useNavigate();
  const apiErrorText = useApiErrorText();
  const me = useMe();
  const activity = useLiveActivity(id);
  const join = useJoinLive(id);
  const exitEnded = useEndedExit();
  const [locked, setLocked] = useState(false);

  if (join.data && activity.data) return <LiveRoom activity={activity.data} joined={join.data} />;
  if (activity.isPending || me.isPending) return <PageLoader />;
  const endedElsewhere = activity.isError ? endedWebinarOf(activity.error, id) : null;
  if (endedElsewhere) return <EndedExit activity={endedElsewhere} manages={false} />;
  if (activity.isError)
    return (
      // Full screen without the app's navigation: the notice itself offers the way out.
      <RoomNotice title={t('entry.unavailableTitle')} body={apiErrorText(activity.error)}>
        <Button component={Link} to={PATHS.home} variant="light">
          {t('entry.toHome')}
        </Button>
      </RoomNotice>
    );

  const webinar = activity.data;
  const sessionId = sessionIdOf(location.state, webinar);
  const outcome = locked ? 'locked' : entryOutcome(webinar, sessionId);
  if (outcome === 'ended') return <EndedExit activity={webinar} manages={webinar.can_manage} />;
  if (outcome === 'locked') return <LockedChooser activity={webinar} />;
  if (outcome === 'not-open' || !sessionId) return <NotOpenNotice activity={webinar} />;

  const enter = (displayName: string) =>
    join.mutate(
      { sessionId, display_name: displayName },
      {
        onSuccess: (joined) => {
          // Spec §4: a join answered 204 means the session is gone; log in and come back here.
          if (!joined) void navigate(loginPath(location.pathname), { replace: true });
        },
        onError: (error) => {
          const refusal = joinRefusalOf(error);
          if (refusal === 'locked') setLocked(true);
          else if (refusal === 'ended') exitEnded(webinar, webinar.can_manage);
          else {
            notifications.show({ color: 'red', message: t('entry.connectionError') });
            void navigate(channelPlansPath(webinar.workspace), { replace: true });
          }
        },
      },
    );

  return (
    <DisplayNameModal
      defaultName={me.data ? publicNameOf(me.data) : ''}
      joining={join.isPending}
      onJoin={enter}
      onLeave={() => void navigate(channelPath(webinar.workspace))}
    />
  );
}
