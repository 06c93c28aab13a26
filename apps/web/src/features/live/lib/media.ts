/** The microphone and camera the user picked; null is the browser's default. */
export interface DeviceChoice {
  audioId: string | null;
  videoId: string | null;
}

/**
 * Camera and microphone together, else whichever of the two works (no camera on a desktop, a camera already in use),
 * else nothing: the room stays usable without them.
 */
export async function acquireCamera(
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>,
  { audioId, videoId }: DeviceChoice,
): Promise<MediaStream | null> {
  const audio: MediaTrackConstraints | boolean = audioId ? { deviceId: { exact: audioId } } : true;
  const video: MediaTrackConstraints | boolean = videoId ? { deviceId: { exact: videoId } } : true;
  for (const constraints of [{ audio, video }, { audio }, { video }]) {
    try {
      return await getUserMedia(constraints);
    } catch {
      // The next, smaller request may still work.
    }
  }
  return null;
}

export interface DeviceOption {
  value: string;
  label: string;
}

/** The pickers' options; a device without a label (no permission yet) is named by its position. */
export function deviceOptions(
  devices: readonly Pick<MediaDeviceInfo, 'deviceId' | 'kind' | 'label'>[],
  kind: MediaDeviceKind,
  fallbackLabel: (position: number) => string,
): DeviceOption[] {
  return devices
    .filter((device) => device.kind === kind && device.deviceId !== '')
    .map((device, index) => ({ value: device.deviceId, label: device.label || fallbackLabel(index + 1) }));
}
