// One choice per browser profile: a viewer who turned captions on finds them on in the next video.
const STORAGE_KEY = 'video_captions';

/** Whether the viewer turned captions on; off by default, and when storage cannot be read (private mode). */
export function readCaptionsOn(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function storeCaptionsOn(on: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Not remembering the choice is acceptable; the captions still turn on or off for this video.
  }
}
