import { describe, expect, it } from 'vitest';
import { createFreshUrls, playlistUrls } from './freshMediaUrls';

const PLAYLIST_URL = 'https://app.test/api/activities/a/media/r/hls/index.m3u8';
const playlist = (sig: string) =>
  [
    '#EXTM3U',
    `#EXT-X-MAP:URI="/api/files/k/init.mp4?expires=1&sig=${sig}"`,
    '#EXTINF:2.0,',
    `/api/files/k/seg-00000.m4s?expires=1&sig=${sig}`,
    '#EXTINF:2.0,',
    `https://bucket.test/k/seg-00001.m4s?X-Amz-Signature=${sig}`,
    '#EXT-X-ENDLIST',
  ].join('\n');

describe('playlistUrls', () => {
  it('lists the init segment and every segment, absolute against the playlist', () => {
    expect(playlistUrls(playlist('s1'), PLAYLIST_URL)).toEqual([
      'https://app.test/api/files/k/init.mp4?expires=1&sig=s1',
      'https://app.test/api/files/k/seg-00000.m4s?expires=1&sig=s1',
      'https://bucket.test/k/seg-00001.m4s?X-Amz-Signature=s1',
    ]);
  });
});

describe('createFreshUrls', () => {
  it('answers a file at the newest URL learned for it, and an unknown file as it is', () => {
    const fresh = createFreshUrls();
    const first = playlistUrls(playlist('old'), PLAYLIST_URL);
    expect(fresh.current(first[1]!)).toBe(first[1]);
    fresh.learn(playlist('new'), PLAYLIST_URL);
    expect(fresh.current(first[1]!)).toBe('https://app.test/api/files/k/seg-00000.m4s?expires=1&sig=new');
    expect(fresh.current(first[2]!)).toBe('https://bucket.test/k/seg-00001.m4s?X-Amz-Signature=new');
    expect(fresh.current('https://app.test/api/files/k/seg-00009.m4s?sig=x')).toBe('https://app.test/api/files/k/seg-00009.m4s?sig=x');
  });
});
