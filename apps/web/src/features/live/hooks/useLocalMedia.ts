import { useCallback, useEffect, useRef, useState } from 'react';
import { acquireCamera, type DeviceChoice } from '../lib/media';

function setTracks(tracks: MediaStreamTrack[], on: boolean) {
  for (const track of tracks) track.enabled = on;
}

/**
 * My camera and microphone while `enabled` (I publish, or the host is setting up): the stream, the devices to pick
 * from, and the on/off switches. Switching off mutes the track, so the published feed goes on without renegotiation.
 */
export function useLocalMedia(enabled: boolean, startOff = false) {
  const [choice, setChoice] = useState<DeviceChoice>({ audioId: null, videoId: null });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [audio, setAudioState] = useState(true);
  const [video, setVideoState] = useState(true);
  // A stream acquired later (another device picked) starts in the state the switches are in now.
  const wanted = useRef({ audio: true, video: true });

  useEffect(() => {
    const mediaDevices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!enabled) return undefined;
    // No mediaDevices outside a secure context (plain http on another host than localhost).
    if (!mediaDevices) {
      setUnavailable(true);
      return undefined;
    }
    let cancelled = false;
    let acquired: MediaStream | null = null;
    const listDevices = () =>
      void mediaDevices.enumerateDevices().then(
        (list) => !cancelled && setDevices(list),
        () => undefined,
      );
    void acquireCamera((constraints) => mediaDevices.getUserMedia(constraints), choice).then((result) => {
      if (cancelled) {
        result?.getTracks().forEach((track) => track.stop());
        return;
      }
      acquired = result;
      if (result) {
        setTracks(result.getAudioTracks(), wanted.current.audio);
        setTracks(result.getVideoTracks(), wanted.current.video);
      }
      setStream(result);
      setUnavailable(result === null);
      // Labels are only listed once the user allowed a device.
      listDevices();
    });
    mediaDevices.addEventListener('devicechange', listDevices);
    return () => {
      cancelled = true;
      mediaDevices.removeEventListener('devicechange', listDevices);
      acquired?.getTracks().forEach((track) => track.stop());
      setStream(null);
    };
  }, [enabled, choice]);

  // A viewer made a speaker during the room starts with both switched off: the host's click must not open their
  // camera and microphone to everyone. They switch them on when they are ready.
  const startedOff = useRef(false);
  useEffect(() => {
    if (!enabled || !startOff || startedOff.current) return;
    startedOff.current = true;
    wanted.current = { audio: false, video: false };
    setAudioState(false);
    setVideoState(false);
  }, [enabled, startOff]);

  const setAudio = useCallback(
    (on: boolean) => {
      wanted.current.audio = on;
      if (stream) setTracks(stream.getAudioTracks(), on);
      setAudioState(on);
    },
    [stream],
  );
  const setVideo = useCallback(
    (on: boolean) => {
      wanted.current.video = on;
      if (stream) setTracks(stream.getVideoTracks(), on);
      setVideoState(on);
    },
    [stream],
  );
  const choose = useCallback((next: Partial<DeviceChoice>) => setChoice((previous) => ({ ...previous, ...next })), []);

  const hasAudio = (stream?.getAudioTracks().length ?? 0) > 0;
  const hasVideo = (stream?.getVideoTracks().length ?? 0) > 0;
  return {
    stream,
    unavailable,
    devices,
    choice,
    choose,
    /** What the others get: on only when switched on and the device is there. */
    audio: audio && hasAudio,
    video: video && hasVideo,
    hasAudio,
    hasVideo,
    setAudio,
    setVideo,
  };
}

export type LocalMedia = ReturnType<typeof useLocalMedia>;
