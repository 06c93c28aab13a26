import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { MediaError } from '../media/media-error.js';
import { planFeedForward } from './feed-forward.js';
import type { MediaBackend } from './media-backend.js';

export interface FeedRecording {
  /**
   * Stops ffmpeg (which finishes the file), then the forward; later calls get the same result. `stoppedAt` is when
   * the recording stopped, or when ffmpeg ended by itself after the feed stopped sending. Rejects if ffmpeg failed.
   */
  stop(): Promise<{ path: string; startedAt: Date; stoppedAt: Date }>;
}

/** ffmpeg finishes a Matroska file within milliseconds of being told to; past this it is stuck and is killed. */
const STOP_GRACE_MS = 5_000;
const STDERR_TAIL_CHARS = 4_000;

/**
 * Records a feed to `outputPath` (Matroska; VP8 and Opus copied as they come, no transcoding) with an ffmpeg that
 * receives the feed's RTP forward. ffmpeg listens before the forward starts, so the keyframe the forward asks the
 * publisher for reaches it and the video starts at once.
 */
export async function startFeedRecording(backend: MediaBackend, feedId: string, outputPath: string, log?: Logger): Promise<FeedRecording> {
  const forward = await planFeedForward(backend, feedId);
  let recorder: Recorder | undefined;
  try {
    recorder = startRecorder(forward.sdpPath, outputPath, forward.endInput);
    const started = recorder;
    await forward.listening(() => started.exitedAt() !== undefined);
    await forward.start();
  } catch (error) {
    await recorder?.stop();
    await forward.stop();
    throw error;
  }

  const running = recorder;
  const startedAt = new Date();
  let stopping = false;
  void running.exited.then(({ code, stderrTail }) => {
    if (stopping) return;
    // Exit code 0: ffmpeg saw no packet for a while (the feed ended) and finished the file itself.
    if (code === 0) log?.info({ feedId, outputPath }, 'feed recording: input ended before the recording was stopped');
    else log?.error({ feedId, outputPath, code, stderrTail }, 'feed recording: ffmpeg failed before the recording was stopped');
  });

  const stop = async () => {
    stopping = true;
    const stoppedAt = running.exitedAt() ?? new Date();
    const { code, killed, stderrTail } = await running.stop();
    // Only now: while ffmpeg still runs, RTP must keep coming (live-media-probe §9.4).
    await forward.stop().catch((error: unknown) => log?.warn({ err: error, feedId }, 'feed recording: stopForward failed'));
    if (killed) log?.warn({ feedId, outputPath, stderrTail }, 'feed recording: ffmpeg had to be killed; the file may be truncated');
    else if (code !== 0 && code !== 255) throw new MediaError('FAILED', `ffmpeg exited with ${code} while recording`, stderrTail);
    return { path: outputPath, startedAt, stoppedAt };
  };
  let stopped: ReturnType<typeof stop> | undefined;
  return { stop: () => (stopped ??= stop()) };
}

interface Exit {
  code: number | null;
  stderrTail: string;
}

interface Recorder {
  /** Settles when ffmpeg has exited, also when it could not start; never rejects. */
  exited: Promise<Exit>;
  exitedAt(): Date | undefined;
  /** Tells ffmpeg to finish the file, and kills it if it has not after the grace period. */
  stop(): Promise<Exit & { killed: boolean }>;
}

function startRecorder(sdpPath: string, outputPath: string, endInput: () => Promise<void>): Recorder {
  const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-protocol_whitelist', 'file,udp,rtp', '-fflags', '+genpts'];
  // A deep reorder queue: packets that arrive out of order are put back in order instead of being dropped.
  args.push('-reorder_queue_size', '500', '-i', sdpPath, '-map', '0', '-c', 'copy');
  // Written out every second: a server killed mid-live leaves a readable file of what came before.
  args.push('-flush_packets', '1', '-cluster_time_limit', '1000', '-f', 'matroska', '-y', outputPath);
  const child = spawn('ffmpeg', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderrTail = '';
  let exitedAt: Date | undefined;
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderrTail = (stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
  });
  child.on('error', (error) => {
    stderrTail += `\n${error.message}`;
  });
  const exited = new Promise<Exit>((resolve) => {
    child.on('close', (code) => {
      exitedAt = new Date();
      resolve({ code, stderrTail: stderrTail.trim() });
    });
  });
  return {
    exited,
    exitedAt: () => exitedAt,
    async stop() {
      if (exitedAt) return { ...(await exited), killed: false };
      // SIGINT alone is looked at only between packets: with the feed already gone, ffmpeg would wait in recv() for a
      // packet that never comes. The BYEs wake it up and end its input either way.
      child.kill('SIGINT');
      await endInput();
      if ((await Promise.race([exited, sleep(STOP_GRACE_MS, 'timeout' as const)])) !== 'timeout')
        return { ...(await exited), killed: false };
      child.kill('SIGKILL');
      return { ...(await exited), killed: true };
    },
  };
}
