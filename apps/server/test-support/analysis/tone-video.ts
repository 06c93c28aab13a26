import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A small H.264/AAC recording of a test pattern and a steady tone, for analyses whose transcript a fake engine makes. */
export async function makeToneVideo(seconds: number): Promise<{ file: string; remove: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tone-video-'));
  const file = path.join(dir, 'talk.mp4');
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=size=160x120:rate=10:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=300:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
