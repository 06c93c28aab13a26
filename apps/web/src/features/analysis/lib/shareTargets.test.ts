import { describe, expect, it } from 'vitest';
import { SHARE_TARGETS, shareTargetUrl } from './shareTargets';

const LINK = 'https://chunks.example/video-playback/v1?chunk=c1';

describe('share targets', () => {
  it.each([
    [
      'whatsapp',
      'https://wa.me/?text=%E5%8A%A0%E6%81%AF%20%26%20%E6%A8%93%E5%B8%82%20https%3A%2F%2Fchunks.example%2Fvideo-playback%2Fv1%3Fchunk%3Dc1',
    ],
    ['facebook', 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fchunks.example%2Fvideo-playback%2Fv1%3Fchunk%3Dc1'],
    [
      'x',
      'https://x.com/intent/tweet?text=%E5%8A%A0%E6%81%AF%20%26%20%E6%A8%93%E5%B8%82&url=https%3A%2F%2Fchunks.example%2Fvideo-playback%2Fv1%3Fchunk%3Dc1',
    ],
    ['line', 'https://social-plugins.line.me/lineit/share?url=https%3A%2F%2Fchunks.example%2Fvideo-playback%2Fv1%3Fchunk%3Dc1'],
    [
      'telegram',
      'https://t.me/share/url?url=https%3A%2F%2Fchunks.example%2Fvideo-playback%2Fv1%3Fchunk%3Dc1&text=%E5%8A%A0%E6%81%AF%20%26%20%E6%A8%93%E5%B8%82',
    ],
  ] as const)('opens %s with the link, its query kept whole', (target, expected) => {
    expect(shareTargetUrl(target, LINK, '加息 & 樓市')).toBe(expected);
  });

  it('gives every target an https address that carries the link', () => {
    for (const target of SHARE_TARGETS) {
      const address = new URL(shareTargetUrl(target, LINK, 'title'));
      expect(address.protocol).toBe('https:');
      expect([...address.searchParams.values()].join(' ')).toContain(LINK);
    }
  });
});
