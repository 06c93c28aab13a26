import { describe, expect, it } from 'vitest';
import { createUrlSigner } from './url-signature.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW_MS = 1_800_000_000_000;
const EXPIRES = NOW_MS / 1000 + 300;
const SEGMENT = 'activities/a1/recordings/r1/hls/seg-00001.m4s';

describe('createUrlSigner', () => {
  const signer = createUrlSigner(SECRET, () => NOW_MS);
  const sig = signer.sign(SEGMENT, EXPIRES);

  it('accepts its own signature of the path until the expiry', () => {
    expect(signer.verify(SEGMENT, EXPIRES, sig)).toBe(true);
  });

  it('refuses the signature once the expiry has come', () => {
    const later = createUrlSigner(SECRET, () => EXPIRES * 1000);
    expect(later.verify(SEGMENT, EXPIRES, sig)).toBe(false);
  });

  it('refuses a tampered signature, a moved expiry, or another secret', () => {
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect(signer.verify(SEGMENT, EXPIRES, flipped)).toBe(false);
    expect(signer.verify(SEGMENT, EXPIRES + 3600, sig)).toBe(false);
    expect(signer.verify(SEGMENT, EXPIRES, '')).toBe(false);
    expect(createUrlSigner(`${SECRET}!`, () => NOW_MS).verify(SEGMENT, EXPIRES, sig)).toBe(false);
  });

  it("refuses another file's signature", () => {
    expect(signer.verify('activities/a1/recordings/r1/hls/seg-00002.m4s', EXPIRES, sig)).toBe(false);
    expect(signer.verify('activities/a1/recordings/r1/source.mp4', EXPIRES, sig)).toBe(false);
  });

  it('refuses a path that climbs out of where it points, even signed', () => {
    for (const path of ['activities/a1/../../secret.key', '../secret.key', 'activities/./a1', 'activities\\..\\x', 'a\0b']) {
      expect(signer.verify(path, EXPIRES, signer.sign(path, EXPIRES))).toBe(false);
    }
  });

  it('refuses an expiry that is not a whole number of seconds', () => {
    expect(signer.verify(SEGMENT, Number.NaN, sig)).toBe(false);
    expect(signer.verify(SEGMENT, EXPIRES + 0.5, signer.sign(SEGMENT, EXPIRES + 0.5))).toBe(false);
  });
});
