import { hasWebinarEnded, type Activity } from '@platform/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { fetchActivity } from '../api';
import { roleOf } from '../lib/participants';
import { controlsRoom, isPublisher, setsUpFirst } from '../lib/roles';
import { roomToast } from '../lib/roomToast';
import type { LiveSession } from './liveSession';
import { useEndedExit } from './useEndedExit';
import type { JoinedRoom } from './useJoinLive';
import { useLiveSocket } from './useLiveSocket';
import { useLocalMedia } from './useLocalMedia';
import { usePublisher } from './usePublisher';
import { useRoomState } from './useRoomState';
import { useScreenFeed } from './useScreenFeed';
import { useScreenShare } from './useScreenShare';
import { useSignalHandler, type PlanOffer } from './useSignalHandler';

/** Everything a joined room runs: its state, socket, my camera and screen, and leaving once the webinar ends. */
export function useLiveRoom(activity: Activity, { answer: joined, media, offers }: JoinedRoom) {
  const [room, dispatch] = useRoomState(activity.id, joined);
  // The join's subscriptions that no tile took end with the room.
  useEffect(() => () => offers.close(media.unsubscribe), [offers, media]);
  const role = roleOf(room.participants, joined.self);
  const ended = hasWebinarEnded(room.status);
  // The host (and admins) first set up camera and destinations (the stepper's first step), unless they come back to a
  // live that is on; speakers publish at once.
  const [configured, setConfigured] = useState(!setsUpFirst(joined.self.role, joined.status));
  const joinedAsPublisher = isPublisher(joined.self.role);
  const local = useLocalMedia(isPublisher(role) && !ended, !joinedAsPublisher);
  const screen = useScreenShare();
  const [planOffer, setPlanOffer] = useState<PlanOffer | null>(null);

  const socket = useLiveSocket({
    activityId: activity.id,
    token: joined.token,
    onMessage: (message) => handleSignal(message),
    // What changed while the socket was down: the webinar's status. The server sends the feeds itself once the socket
    // is in the room; a list fetched here could be read before a change whose signal the socket was not yet there for.
    onOpen: () => {
      fetchActivity(activity.id).then(
        ({ status }) => dispatch({ type: 'status', status }),
        () => undefined,
      );
    },
  });
  const handleSignal = useSignalHandler({
    selfId: joined.self.id,
    role,
    local,
    stopScreenShare: screen.stop,
    dispatch,
    send: socket.send,
    offerPlans: setPlanOffer,
  });

  const link = useMemo(
    () => ({ media, offers, iceServers: joined.ice_servers, generation: socket.generation }),
    [media, offers, joined.ice_servers, socket.generation],
  );
  const publishing = isPublisher(role) && configured && !ended;
  const camera = usePublisher(publishing ? local.stream : null, 'camera', link);
  const apiErrorText = useApiErrorText();
  useEffect(() => {
    if (camera.state === 'failed') roomToast({ color: 'red', message: apiErrorText(camera.error, 'live:stage.publishFailed') });
  }, [camera.state, camera.error, apiErrorText]);
  useScreenFeed({ screen, publishing, link, selfId: joined.self.id, send: socket.send });

  // The others see my microphone and camera state in the participants list.
  const { send, sendWhenOpen, connected } = socket;
  useEffect(() => {
    if (publishing && connected) send({ type: 'av-status-response', audio: local.audio, video: local.video });
  }, [publishing, connected, send, local.audio, local.video]);

  const { refusal } = socket;
  const { t } = useTranslation('live');
  const promoted = !joinedAsPublisher && isPublisher(role);
  useEffect(() => {
    if (promoted) roomToast({ color: 'blue', message: t('participants.promoted') });
  }, [promoted, t]);
  useEffect(() => {
    if (refusal) roomToast({ color: 'red', autoClose: false, message: t(`errors:${refusal}`) });
  }, [refusal, t]);

  // The host (and admins) ended it, or saw it end: they go on to the process page at once. Viewers are first told in
  // the room (EndedNotice).
  const exitEnded = useEndedExit();
  const exited = useRef(false);
  useEffect(() => {
    if (!ended || exited.current || !controlsRoom(role)) return;
    exited.current = true;
    exitEnded(activity, true);
  }, [ended, exitEnded, activity, role]);

  const session: LiveSession = useMemo(
    () => ({ ...link, activity, self: joined.self, role, send, sendWhenOpen, connected, room, dispatch }),
    [link, activity, joined.self, role, send, sendWhenOpen, connected, room, dispatch],
  );

  return { session, local, screen, configured, setConfigured, planOffer, setPlanOffer };
}
