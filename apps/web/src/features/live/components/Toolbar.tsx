import { useFullscreen } from '@mantine/hooks';
import { LIVE_LIMITS } from '@platform/shared';
import {
  IconLayoutSidebarRight,
  IconMaximize,
  IconMaximizeOff,
  IconMicrophone,
  IconMicrophoneOff,
  IconSend,
  IconShoppingCart,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveSession } from '../hooks/liveSession';
import type { LocalMedia } from '../hooks/useLocalMedia';
import { isPublisher } from '../lib/roles';
import { roomToast } from '../lib/roomToast';
import classes from './LiveRoom.module.css';
import { LeaveButton } from './LeaveButton';
import { ScreenShareButton } from './ScreenShareButton';
import { ToolbarButton } from './ToolbarButton';

interface ToolbarProps {
  local: LocalMedia;
  screen: { stream: MediaStream | null; start: () => Promise<void>; stop: () => void };
  /** The host's setup step: nothing is published yet, so there is nothing to share. */
  configuring: boolean;
  upselling: boolean;
  panelOpen: boolean;
  /** Others' chat messages since the panel was last open. */
  unread: number;
  onTogglePanel: () => void;
  onUpsell: () => void;
}

/** A toolbar's arrow keys move between its buttons (WAI-ARIA toolbar pattern); Tab still reaches each of them. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const index = buttons.findIndex((button) => button === document.activeElement);
  if (index < 0) return;
  event.preventDefault();
  buttons[(index + (event.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length]?.focus();
}

/** Spec §2 bottom toolbar (52 px): what my role may do in the room (spec §6). */
export function Toolbar({ local, screen, configuring, upselling, panelOpen, unread, onTogglePanel, onUpsell }: ToolbarProps) {
  const { t } = useTranslation('live');
  const { activity, role, send } = useLiveSession();
  const fullscreen = useFullscreen();
  const publisher = isPublisher(role);

  function sendPlans() {
    const planIds = activity.plans.map((plan) => plan.id);
    const sent = send({ type: 'modal', modal: 'plan-modal', plan_ids: planIds.length > 0 ? planIds : undefined });
    roomToast(sent ? { color: 'green', message: t('plans.sent') } : { color: 'red', message: t('chat.notSent') });
  }

  return (
    <div
      role="toolbar"
      aria-label={t('toolbar.label')}
      className={classes.toolbar}
      style={{ height: LIVE_LIMITS.toolbarHeightPx }}
      onKeyDown={moveFocus}
    >
      {publisher && (
        <>
          <ToolbarButton
            label={t('toolbar.microphone')}
            hint={local.audio ? t('toolbar.microphoneOff') : t('toolbar.microphoneOn')}
            icon={local.audio ? <IconMicrophone size={20} aria-hidden /> : <IconMicrophoneOff size={20} aria-hidden />}
            pressed={local.audio}
            alert={!local.audio}
            disabled={!local.hasAudio}
            onClick={() => local.setAudio(!local.audio)}
          />
          <ToolbarButton
            label={t('toolbar.camera')}
            hint={local.video ? t('toolbar.cameraOff') : t('toolbar.cameraOn')}
            icon={local.video ? <IconVideo size={20} aria-hidden /> : <IconVideoOff size={20} aria-hidden />}
            pressed={local.video}
            alert={!local.video}
            disabled={!local.hasVideo}
            onClick={() => local.setVideo(!local.video)}
          />
          {!configuring && <ScreenShareButton sharing={screen.stream !== null} start={screen.start} stop={screen.stop} />}
          <ToolbarButton label={t('toolbar.sendPlan')} icon={<IconSend size={20} aria-hidden />} onClick={sendPlans} />
        </>
      )}
      {!publisher && upselling && (
        <ToolbarButton label={t('toolbar.upsell')} icon={<IconShoppingCart size={20} aria-hidden />} haspopup onClick={onUpsell} />
      )}
      <ToolbarButton
        label={t('toolbar.fullscreen')}
        icon={fullscreen.fullscreen ? <IconMaximizeOff size={20} aria-hidden /> : <IconMaximize size={20} aria-hidden />}
        pressed={fullscreen.fullscreen}
        color={fullscreen.fullscreen ? 'indigo' : 'dark.4'}
        onClick={() => void fullscreen.toggle()}
      />
      <ToolbarButton
        label={unread > 0 ? t('toolbar.panelUnread', { count: unread }) : t('toolbar.panel')}
        badge={unread}
        icon={<IconLayoutSidebarRight size={20} aria-hidden />}
        pressed={panelOpen}
        color={panelOpen ? 'indigo' : 'dark.4'}
        onClick={onTogglePanel}
      />
      <LeaveButton />
    </div>
  );
}
