const NICE_STEPS_S = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600];

/** The ruler's spacing: the smallest round step that puts at most about ten labels on the timeline. */
export function tickStep(end: number, maxTicks = 10): number {
  return NICE_STEPS_S.find((step) => end / step <= maxTicks) ?? NICE_STEPS_S[NICE_STEPS_S.length - 1]!;
}
