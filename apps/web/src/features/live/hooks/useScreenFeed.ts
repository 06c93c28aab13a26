import { LIVE_LIMITS, type ClientLiveMessage } from '@platform/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { roomToast } from '../lib/roomToast';
import type { MediaLink } from './liveSession';
import { usePublisher } from './usePublisher';

interface ScreenFeedOptions {
  screen: { stream: MediaStream | null; stop: () => void };
  publishing: boolean;
  link: MediaLink;
  selfId: string;
  send: (message: ClientLiveMessage) => boolean;
}

/** Publishes my screen share and tells the room when it starts and stops (the others switch their layout). */
export function useScreenFeed({ screen, publishing, link, selfId, send }: ScreenFeedOptions) {
  const { t } = useTranslation('live');
  const { stream, stop } = screen;
  const { feedId, state } = usePublisher(publishing ? stream : null, 'screen', link);

  useEffect(() => {
    if (!feedId) return undefined;
    send({ type: 'screenshare', action: 'start', participant_id: selfId, feed_id: feedId });
    return () => {
      send({ type: 'screenshare', action: 'stop', participant_id: selfId, feed_id: feedId });
    };
  }, [feedId, selfId, send]);

  // A share that cannot reach the others is cleared, as a failed getDisplayMedia is (spec §8).
  useEffect(() => {
    if (state !== 'failed') return;
    stop();
    roomToast({
      color: 'red',
      title: t('screenShare.errorTitle', { code: LIVE_LIMITS.screenShareErrorCode }),
      message: t('screenShare.errors.generic'),
    });
  }, [state, stop, t]);

  // Demoted to viewer (or the webinar over): a share in progress ends with it.
  useEffect(() => {
    if (!publishing) stop();
  }, [publishing, stop]);
}
