import { describe, expect, it } from 'vitest';
import { acquireCamera, deviceOptions } from './media';

const stream = (name: string) => ({ name }) as unknown as MediaStream;

describe('acquireCamera', () => {
  it('asks for both devices, the picked ones exactly', async () => {
    const asked: MediaStreamConstraints[] = [];
    const result = await acquireCamera(
      async (constraints) => {
        asked.push(constraints);
        return stream('both');
      },
      { audioId: 'mic-2', videoId: null },
    );
    expect(result).toEqual({ name: 'both' });
    expect(asked).toEqual([{ audio: { deviceId: { exact: 'mic-2' } }, video: true }]);
  });

  it('falls back to the microphone alone, then the camera alone, then nothing', async () => {
    const asked: string[] = [];
    const onlyCamera = async (constraints: MediaStreamConstraints) => {
      asked.push(Object.keys(constraints).join('+'));
      if (constraints.audio) throw new Error('NotFoundError');
      return stream('camera');
    };
    expect(await acquireCamera(onlyCamera, { audioId: null, videoId: null })).toEqual({ name: 'camera' });
    expect(asked).toEqual(['audio+video', 'audio', 'video']);
    expect(await acquireCamera(() => Promise.reject(new Error('NotAllowedError')), { audioId: null, videoId: null })).toBeNull();
  });
});

describe('deviceOptions', () => {
  it('lists the devices of one kind, naming unlabelled ones by position', () => {
    const devices = [
      { deviceId: 'c1', kind: 'videoinput' as const, label: 'FaceTime HD' },
      { deviceId: 'm1', kind: 'audioinput' as const, label: '' },
      { deviceId: 'c2', kind: 'videoinput' as const, label: '' },
      { deviceId: '', kind: 'videoinput' as const, label: 'hidden' },
    ];
    expect(deviceOptions(devices, 'videoinput', (n) => `Camera ${n}`)).toEqual([
      { value: 'c1', label: 'FaceTime HD' },
      { value: 'c2', label: 'Camera 2' },
    ]);
  });
});
