import type { Logger } from 'pino';
import { planFeedForward } from './feed-forward.js';
import type { MediaBackend } from './media-backend.js';
import { startRestream, type RestreamDestination } from './restream.js';

/**
 * Restreams a feed: its RTP forward into one ffmpeg that pushes to the destinations (restream.ts), in the order
 * feed-forward.ts describes. `stop` ends ffmpeg first, then the forward.
 */
export async function startFeedRestream(
  backend: MediaBackend,
  feedId: string,
  destinations: readonly RestreamDestination[],
  log: Logger,
): Promise<{ stop(): Promise<void> }> {
  const forward = await planFeedForward(backend, feedId);
  let exited = false;
  const restream = startRestream({
    inputSdpPath: forward.sdpPath,
    destinations,
    log,
    onExit: () => {
      exited = true;
    },
  });
  try {
    await forward.listening(() => exited);
    await forward.start();
  } catch (error) {
    await restream.stop();
    await forward.stop();
    throw error;
  }
  return {
    async stop() {
      // With the feed already gone ffmpeg waits in recv(); ending its input lets SIGINT finish it.
      await Promise.all([restream.stop(), forward.endInput()]);
      await forward.stop().catch((error: unknown) => log.warn({ err: error, feedId }, 'restream: stopForward failed'));
    },
  };
}
