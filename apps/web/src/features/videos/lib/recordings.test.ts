import type { Recording } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { pendingRecording, readyRecording, videoDuration, videoPicture } from './recordings';

function recording(id: string, media_state: Recording['media_state'], extra: Partial<Recording> = {}): Recording {
  return {
    id,
    archive_url: `/api/activities/a/media/${id}/source.mp4`,
    hls_url: null,
    captions_url: null,
    poster_url: null,
    duration: null,
    media_state,
    progress: 0,
    reencoded: null,
    error: null,
    created_on: '2025-01-01T00:00:00Z',
    ...extra,
  };
}

describe('readyRecording', () => {
  it('picks the newest ready recording, skipping newer ones still processing', () => {
    const activity = { recording: [recording('new', 'processing'), recording('old', 'ready'), recording('older', 'ready')] };
    expect(readyRecording(activity)?.id).toBe('old');
  });

  it('finds none when every recording failed', () => {
    expect(readyRecording({ recording: [recording('a', 'failed')] })).toBeUndefined();
  });
});

describe('pendingRecording', () => {
  it('finds an uploading or processing recording', () => {
    expect(pendingRecording({ recording: [recording('a', 'failed'), recording('b', 'uploading')] })?.id).toBe('b');
  });
});

describe('videoDuration', () => {
  it('is the duration of the recording that plays', () => {
    expect(videoDuration({ recording: [recording('a', 'ready', { duration: 8 })] })).toBe(8);
  });

  it('is null without a ready recording', () => {
    expect(videoDuration({ recording: [recording('a', 'processing', { duration: 8 })] })).toBeNull();
  });
});

describe('videoPicture', () => {
  it('prefers the thumbnail', () => {
    const poster = recording('a', 'ready', { poster_url: '/poster.jpg' });
    expect(videoPicture({ thumbnail_url: '/thumb.png', recording: [poster] })).toBe('/thumb.png');
  });

  it('falls back to a poster frame, else nothing', () => {
    expect(videoPicture({ thumbnail_url: null, recording: [recording('a', 'ready', { poster_url: '/poster.jpg' })] })).toBe('/poster.jpg');
    expect(videoPicture({ thumbnail_url: null, recording: [] })).toBeNull();
  });
});
