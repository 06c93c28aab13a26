/** Why a media operation did not produce its output. */
export type MediaErrorCode = 'TIMEOUT' | 'ABORTED' | 'FAILED' | 'NOT_MEDIA';

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
