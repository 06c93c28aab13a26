import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediaInput } from './media-input.js';

describe('mediaInput', () => {
  it('opens a path as an absolute file, through the file protocol only, as a recording container', () => {
    expect(mediaInput('uploads/-x.mp4')).toEqual([
      ...['-protocol_whitelist', 'file'],
      ...['-format_whitelist', 'mov,mp4,m4a,3gp,matroska,webm'],
      ...['-i', path.resolve('uploads/-x.mp4')],
    ]);
  });

  it("opens the storage's signed URL through its own scheme and the layers under it only", () => {
    const signed = 'https://bucket.s3.example.com/activities/a.mp4?X-Amz-Signature=abc';
    expect(mediaInput(signed).slice(0, 2)).toEqual(['-protocol_whitelist', 'https,tls,tcp']);
    expect(mediaInput(signed).at(-1)).toBe(signed);
    expect(mediaInput('http://127.0.0.1:9000/media/a.mp4').slice(0, 2)).toEqual(['-protocol_whitelist', 'http,tcp']);
  });

  it('names other containers when told', () => {
    expect(mediaInput('speech.wav', ['wav']).slice(2, 4)).toEqual(['-format_whitelist', 'wav']);
  });
});
