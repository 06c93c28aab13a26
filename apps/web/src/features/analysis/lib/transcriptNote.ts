import type { AnalysisProgress } from '@platform/shared';

export type TranscriptSource = NonNullable<AnalysisProgress['transcript']>;

export type TranscriptNote =
  | { key: 'transcript.unavailableForLanguage' }
  | { key: 'transcript.engineFailed'; values: { engines: string } }
  | { key: 'transcript.fellBack'; values: { failed: string; engine: string } };

/**
 * What the analysis page says about where the transcript came from: nothing when the first engine for the language
 * made it; otherwise that none handles the language, that the engines failed on this recording, or that a later
 * engine stood in for one that failed.
 */
export function transcriptNote(transcript: TranscriptSource): TranscriptNote | null {
  const failed = transcript.failed_engines.join(', ');
  if (transcript.available) return failed === '' ? null : { key: 'transcript.fellBack', values: { failed, engine: transcript.engine } };
  return failed === '' ? { key: 'transcript.unavailableForLanguage' } : { key: 'transcript.engineFailed', values: { engines: failed } };
}
