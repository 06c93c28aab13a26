import { canChangeRecording, type ActivityStatus, type WorkspaceLanguage } from '@platform/shared';

/**
 * Whether the host is told that the webinar's spoken language gets no transcript on this server: while a recording
 * can still be uploaded or made by the live, since once it is analysed the analysis itself shows there is none.
 */
export function warnsOfNoTranscript(
  language: WorkspaceLanguage,
  status: ActivityStatus,
  transcribedLanguages: readonly WorkspaceLanguage[],
): boolean {
  const recordingToCome = canChangeRecording(status) || status === 'PENDING_LIVE' || status === 'LIVE';
  return recordingToCome && !transcribedLanguages.includes(language);
}
