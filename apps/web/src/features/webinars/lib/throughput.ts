/** Upload speed over the last few seconds, and the time left at that speed. */
export interface Throughput {
  bytesPerSecond: number;
  secondsLeft: number | null;
}

const WINDOW_MS = 5_000;

/** Keeps (time, bytes sent) samples of the last few seconds; a long upload's early speed does not skew the estimate. */
export function createThroughputMeter(totalBytes: number, now: () => number = () => performance.now()) {
  const samples: { at: number; sent: number }[] = [];
  return {
    record(sentBytes: number): Throughput {
      const at = now();
      // A part that failed and is sent again takes its bytes back; the speed counts what got through.
      if (samples.length > 0 && sentBytes < samples[samples.length - 1]!.sent) samples.length = 0;
      samples.push({ at, sent: sentBytes });
      while (samples.length > 2 && at - samples[0]!.at > WINDOW_MS) samples.shift();
      const first = samples[0]!;
      const elapsedSeconds = (at - first.at) / 1000;
      const bytesPerSecond = elapsedSeconds > 0 ? (sentBytes - first.sent) / elapsedSeconds : 0;
      const remaining = Math.max(0, totalBytes - sentBytes);
      return { bytesPerSecond, secondsLeft: bytesPerSecond > 0 ? remaining / bytesPerSecond : null };
    },
  };
}
