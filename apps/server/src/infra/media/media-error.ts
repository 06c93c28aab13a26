/**
 * Why a media operation did not produce its output. RECORDING_TOO_SHORT and RECORDING_EMPTY: a live too short, or
 * without any sound or picture, to compose into a recording.
 */
export type MediaErrorCode = 'TIMEOUT' | 'ABORTED' | 'FAILED' | 'NOT_MEDIA' | 'RECORDING_TOO_SHORT' | 'RECORDING_EMPTY';

/** A failed ffmpeg or ffprobe run. `stderrTail` is the end of what the tool printed: the reason, when it gave one. */
export class MediaError extends Error {
  override readonly name = 'MediaError';

  constructor(
    readonly code: MediaErrorCode,
    message: string,
    readonly stderrTail = '',
  ) {
    super(message);
  }
}
