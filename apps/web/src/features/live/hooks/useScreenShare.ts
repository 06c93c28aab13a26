import { LIVE_LIMITS } from '@platform/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roomToast } from '../lib/roomToast';
import { screenShareProblem, sharePlatform } from '../lib/screenShare';

/** My screen, picked with the browser's own dialog; the browser's "Stop sharing" ends it too. */
export function useScreenShare() {
  const { t } = useTranslation('live');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const current = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    current.current?.getTracks().forEach((track) => track.stop());
    current.current = null;
    setStream(null);
  }, []);

  const start = useCallback(async () => {
    const platform = sharePlatform(navigator);
    try {
      // iOS browsers have no getDisplayMedia at all.
      if (!navigator.mediaDevices?.getDisplayMedia) throw new TypeError('getDisplayMedia is not supported');
      const display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      stop();
      display.getVideoTracks()[0]?.addEventListener('ended', () => {
        if (current.current === display) stop();
      });
      current.current = display;
      setStream(display);
    } catch (error) {
      // Spec §8: a failed share is cleared, then explained (unless the user only closed the picker).
      stop();
      const problem = screenShareProblem(error, platform);
      if (problem) {
        roomToast({
          color: 'red',
          title: t('screenShare.errorTitle', { code: LIVE_LIMITS.screenShareErrorCode }),
          message: t(`screenShare.errors.${problem}`),
        });
      }
    }
  }, [stop, t]);

  useEffect(() => () => current.current?.getTracks().forEach((track) => track.stop()), []);

  return { stream, start, stop };
}
