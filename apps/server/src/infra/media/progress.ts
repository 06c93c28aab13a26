/**
 * Turns the key=value lines ffmpeg writes with `-progress pipe:1` into a fraction of `durationSeconds`. Fractions
 * only grow (ffmpeg repeats a position, and one block carries it twice as out_time_us and out_time_ms) and reach 1
 * when ffmpeg reports `progress=end`. Feed it stdout chunks as they come: a line may be split across chunks.
 */
export function createProgressParser(durationSeconds: number, onProgress: (fraction: number) => void): (chunk: string) => void {
  let partialLine = '';
  let lastFraction = -1;
  const report = (fraction: number) => {
    if (fraction <= lastFraction) return;
    lastFraction = fraction;
    onProgress(fraction);
  };
  return (chunk) => {
    const lines = (partialLine + chunk).split('\n');
    partialLine = lines.pop() ?? '';
    for (const line of lines) {
      const position = progressPosition(line.trim());
      if (position === 'end') report(1);
      else if (position !== undefined && durationSeconds > 0) report(Math.min(1, Math.max(0, position / durationSeconds)));
    }
  };
}

/** Seconds of output written so far, 'end' when ffmpeg is done, undefined for any other line. */
export function progressPosition(line: string): number | 'end' | undefined {
  if (line === 'progress=end') return 'end';
  // Despite its name, out_time_ms is in microseconds too (a long-standing ffmpeg quirk kept for compatibility).
  const match = /^out_time_(?:us|ms)=(-?\d+)$/.exec(line);
  if (!match?.[1]) return undefined;
  const microseconds = Number(match[1]);
  // Before the first frame ffmpeg may print a negative or N/A position.
  return microseconds >= 0 ? microseconds / 1_000_000 : undefined;
}
