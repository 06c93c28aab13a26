import type { AnalysisStep } from '@platform/shared';

/** Writes a step's percent on the run (AnalysisRepository.setStep with the run's clock). */
export type StepReporter = (name: AnalysisStep, percent: number) => Promise<void>;

/**
 * An engine's progress callback (a fraction, called often and never awaited) turned into the run's step reports:
 * written only when the percent has grown by `minPercent`, one write at a time, and `finish` writes 100 after every
 * earlier write, so a slow report cannot land last and leave a finished step below 100.
 */
export function stepProgress(step: StepReporter, name: AnalysisStep, minPercent = 1) {
  let shown = 0;
  let writes: Promise<void> = Promise.resolve();
  return {
    report(fraction: number): void {
      const percent = Math.floor(Math.min(1, Math.max(0, fraction)) * 100);
      if (percent >= 100 || percent - shown < minPercent) return;
      shown = percent;
      // A lost progress report is not worth failing the run for: the next one or `finish` says more.
      writes = writes.then(() => step(name, percent).catch(() => undefined));
    },
    async finish(): Promise<void> {
      await writes;
      await step(name, 100);
    },
  };
}
