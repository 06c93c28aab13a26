import { describe, expect, it } from 'vitest';
import { captionsName, captionsPlaylist, masterPlaylist, withFileUrls } from './media-playlists.js';

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

describe('withFileUrls', () => {
  const stored = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-MAP:URI="init.mp4"',
    '#EXTINF:2.000000,',
    'seg-00000.m4s',
    '#EXTINF:1.500000,',
    'seg-00001.m4s',
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');

  it('names every file by the URL given for it, the init segment included', () => {
    const text = withFileUrls(stored, (name) => `https://cdn.test/${name}?sig=1`);
    expect(text.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-MAP:URI="https://cdn.test/init.mp4?sig=1"',
      '#EXTINF:2.000000,',
      'https://cdn.test/seg-00000.m4s?sig=1',
      '#EXTINF:1.500000,',
      'https://cdn.test/seg-00001.m4s?sig=1',
      '#EXT-X-ENDLIST',
      '',
    ]);
  });

  it('leaves out a segment without a URL, with its duration', () => {
    const text = withFileUrls(stored, (name) => (name === 'seg-00001.m4s' ? undefined : `/f/${name}`));
    expect(text).not.toContain('seg-00001');
    expect(text).not.toContain('#EXTINF:1.500000');
    expect(text).toContain('#EXTINF:2.000000,\n/f/seg-00000.m4s\n');
  });
});
