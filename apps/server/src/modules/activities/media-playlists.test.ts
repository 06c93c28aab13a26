import { describe, expect, it } from 'vitest';
import { captionsName, captionsPlaylist, masterPlaylist } from './media-playlists.js';

describe('masterPlaylist', () => {
  it('names the stored stream as its one variant, with a subtitles rendition off by default when there are captions', () => {
    const text = masterPlaylist({ bandwidth: 1_234_567.8, captions: { language: 'en-US', uri: 'captions.m3u8' } });
    expect(text.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="captions",NAME="English",LANGUAGE="en-US",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="captions.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=1234568,SUBTITLES="captions"',
      'index.m3u8',
      '',
    ]);
  });

  it('has no rendition and no group without captions', () => {
    expect(masterPlaylist({ bandwidth: 0, captions: null })).toBe('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nindex.m3u8\n');
  });
});

describe('captionsPlaylist', () => {
  it('is one WebVTT segment as long as the recording', () => {
    const text = captionsPlaylist({ durationSeconds: 62.5, vttUri: '/api/activities/a/media/r/captions.vtt' });
    expect(text).toContain('#EXT-X-TARGETDURATION:63\n');
    expect(text).toContain('#EXTINF:62.500,\n/api/activities/a/media/r/captions.vtt\n#EXT-X-ENDLIST\n');
  });
});

describe('captionsName', () => {
  it('names the language in itself', () => {
    expect(captionsName('yue-Hant-HK')).toBe('粵語');
    expect(captionsName('ja-JP')).toBe('日本語');
  });
});
