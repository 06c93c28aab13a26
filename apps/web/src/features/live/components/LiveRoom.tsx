import { Drawer, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { hasWebinarEnded, type Activity, type StreamDestination } from '@platform/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveSessionContext } from '../hooks/liveSession';
import type { JoinedRoom } from '../hooks/useJoinLive';
import { useLiveRoom } from '../hooks/useLiveRoom';
import { latestSeq, unreadCount } from '../lib/chat';
import { controlsRoom } from '../lib/roles';
import { ConfigWebinarStep } from './ConfigWebinarStep';
import { EndedNotice } from './EndedNotice';
import { LivePlanChooser } from './LivePlanChooser';
import classes from './LiveRoom.module.css';
import { RoomHeader } from './RoomHeader';
import { SidePanel } from './SidePanel';
import { Stage } from './Stage';
import { Toolbar } from './Toolbar';

/**
 * Spec §2 live room, once joined: header (with the host's stepper), stage, side panel (a bottom sheet on phones) and
 * toolbar; the plan chooser when a plan is sent or the upsell is pressed. Once the webinar ends, viewers are told so.
 */
export function LiveRoom({ activity, joined }: { activity: Activity; joined: JoinedRoom }) {
  const { t } = useTranslation('live');
  const theme = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false });
  const [panelOpen, setPanelOpen] = useState(isWide);
  const [destinations, setDestinations] = useState<StreamDestination[]>([]);
  const { session, local, screen, configured, setConfigured, planOffer, setPlanOffer } = useLiveRoom(activity, joined);
  const configuring = controlsRoom(session.role) && !configured;
  // What was said while the panel (a bottom sheet on phones) was closed is counted on its button.
  const latest = latestSeq(session.room.chat);
  const [seenSeq, setSeenSeq] = useState(latest);
  useEffect(() => {
    if (panelOpen) setSeenSeq(latest);
  }, [panelOpen, latest]);
  const unread = panelOpen ? 0 : unreadCount(session.room.chat, seenSeq, session.self.id);
  if (hasWebinarEnded(session.room.status) && !controlsRoom(session.role)) return <EndedNotice activity={activity} />;

  return (
    <LiveSessionContext value={session}>
      <div className={classes.room}>
        <RoomHeader configured={configured} destinations={destinations} />
        <div className={classes.body}>
          <main className={classes.main}>
            {configuring ? (
              <ConfigWebinarStep
                local={local}
                language={activity.language}
                onDone={(checked) => {
                  setDestinations(checked);
                  setConfigured(true);
                }}
              />
            ) : (
              <Stage camera={local.stream} screen={screen.stream} />
            )}
          </main>
          {isWide && panelOpen && (
            <aside className={classes.panel} aria-label={t('panel.label')}>
              <SidePanel />
            </aside>
          )}
        </div>
        <Toolbar
          local={local}
          screen={screen}
          configuring={configuring}
          upselling={joined.answer.upselling}
          panelOpen={panelOpen}
          unread={unread}
          onTogglePanel={() => setPanelOpen((open) => !open)}
          onUpsell={() => setPlanOffer({})}
        />
      </div>
      {!isWide && (
        <Drawer opened={panelOpen} onClose={() => setPanelOpen(false)} position="bottom" size="75%" title={t('panel.label')}>
          <div style={{ height: 'calc(75dvh - 80px)' }}>
            <SidePanel />
          </div>
        </Drawer>
      )}
      <LivePlanChooser
        opened={planOffer !== null}
        onClose={() => setPlanOffer(null)}
        activity={activity}
        planIds={planOffer?.planIds}
        title={t('plans.offerTitle')}
        intro={t('plans.offerIntro', { channel: activity.workspace.name })}
      />
    </LiveSessionContext>
  );
}
