import {
  ACTIVITY_STATUSES,
  ANALYSIS_FAILURES,
  ANALYSIS_PAGE_STEPS,
  type ActivityStatus,
  type AnalysisFailureKey,
  type AnalysisStep,
} from '@platform/shared';
import type { AnalysisCommand } from '../api';

/** Every command the page may offer, in the order its buttons show. */
export const ANALYSIS_COMMANDS: readonly AnalysisCommand[] = ['trigger-analysis', 'fast-analysis', 'retry-analysis', 'publish'];

/** The analysis call reports the status as text; an unknown one (a newer server) keeps what the page knew. */
export function asStatus(value: string, fallback: ActivityStatus): ActivityStatus {
  return ACTIVITY_STATUSES.find((status) => status === value) ?? fallback;
}

/** The statuses in which a job runs, and the page asks for progress again. */
export function isRunning(status: string): boolean {
  return status === 'ANALYZING' || status === 'COMPILING';
}

export function isError(status: string): status is 'ANALYZING_ERROR' | 'COMPILING_ERROR' {
  return status === 'ANALYZING_ERROR' || status === 'COMPILING_ERROR';
}

/** The work of each running status, in the order the pipeline does it. */
export const STEPS_OF: Record<'ANALYZING' | 'COMPILING', readonly AnalysisStep[]> = {
  ANALYZING: ['probe', 'audio', 'silences', 'scenes', 'transcription', 'segmentation', 'summaries'],
  COMPILING: ['mezzanine', 'clips'],
};

/**
 * Where the page's stepper stands (spec §4 steps ANALYZING, PENDING_REVIEW, COMPILING, PROCESSED, PUBLISHED): the index
 * of the current step, an error shown on the step that failed; -1 before any analysis.
 */
export function pageStep(status: ActivityStatus): number {
  if (status === 'ANALYZING_ERROR') return 0;
  if (status === 'COMPILING_ERROR') return 2;
  return (ANALYSIS_PAGE_STEPS as readonly string[]).indexOf(status);
}

/**
 * The commands the page offers in a status (spec §4; the server's analysis policy decides in the end): start or fast
 * analysis on a recording never analysed, restart while running or after an error (admins at any time after the
 * live), publish once processed.
 */
export function commandsFor(status: ActivityStatus, isAdmin: boolean): AnalysisCommand[] {
  const commands: AnalysisCommand[] = [];
  if (status === 'SETUP') commands.push('trigger-analysis', 'fast-analysis');
  const retryable = status === 'ANALYZING' || isError(status);
  const adminRetry = isAdmin && !['SETUP', 'PENDING_LIVE', 'LIVE', 'UNPUBLISHED'].includes(status);
  if (retryable || adminRetry) commands.push('retry-analysis');
  if (status === 'PROCESSED') commands.push('publish');
  return commands;
}

/** The error keys (spec 001 §8) an error status may carry; anything else reads as the status's general failure. */
export function failureKey(status: 'ANALYZING_ERROR' | 'COMPILING_ERROR', errMsg: string | null): AnalysisFailureKey {
  const known = ANALYSIS_FAILURES.find((key) => key === errMsg);
  if (known) return known;
  return status === 'ANALYZING_ERROR' ? 'ANALYSIS_FAILED' : 'CHUNK_COMPILING_FAILED';
}
