import type { ClientLiveMessage, ParticipantRole, ServerLiveMessage } from '@platform/shared';
import { useTranslation } from 'react-i18next';
import type { RoomAction } from '../lib/roomState';
import { roomToast } from '../lib/roomToast';
import type { LocalMedia } from './useLocalMedia';

export interface PlanOffer {
  planIds?: string[];
}

interface SignalHandlerOptions {
  selfId: string;
  role: ParticipantRole;
  local: Pick<LocalMedia, 'audio' | 'video' | 'setAudio' | 'setVideo'>;
  stopScreenShare: () => void;
  dispatch: (action: RoomAction) => void;
  send: (message: ClientLiveMessage) => boolean;
  offerPlans: (offer: PlanOffer) => void;
}

/**
 * Spec §4 live signals: every one updates the room's state; some also act here. A targeted av-control turns my
 * microphone or camera off, a remote-off ends my share, a plan-modal shows viewers the plans.
 */
export function useSignalHandler({ selfId, role, local, stopScreenShare, dispatch, send, offerPlans }: SignalHandlerOptions) {
  const { t, i18n } = useTranslation('live');
  return ({ from, signal }: ServerLiveMessage) => {
    dispatch({ type: 'signal', signal });
    switch (signal.type) {
      case 'screenshare':
        if (signal.action === 'remote-off' && signal.participant_id === selfId && from !== selfId) {
          stopScreenShare();
          roomToast({ message: t('screenShare.stoppedByOther') });
        }
        return;
      case 'av-control':
        if (signal.target_id !== selfId) return;
        if (signal.audio === false) local.setAudio(false);
        if (signal.video === false) local.setVideo(false);
        // Turning someone's microphone or camera on is theirs to do; the host can only ask.
        if (signal.audio === true || signal.video === true) roomToast({ message: t('av.askedOn') });
        else roomToast({ message: t('av.turnedOff') });
        return;
      case 'av-status-request':
        send({ type: 'av-status-response', audio: local.audio, video: local.video });
        return;
      case 'modal':
        if (signal.modal === 'plan-modal' && role === 'viewer') offerPlans({ planIds: signal.plan_ids });
        return;
      case 'toast':
        roomToast({ message: signal.message });
        return;
      case 'error':
        roomToast({ color: 'red', message: i18n.exists(`errors:${signal.msg}`) ? t(`errors:${signal.msg}`) : t('errors:INTERNAL_ERROR') });
        return;
      default:
        return;
    }
  };
}
