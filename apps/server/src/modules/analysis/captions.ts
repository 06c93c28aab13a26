import type { TranscriptLine } from '@platform/shared';
import { toHongKongTraditional } from '../../infra/text/chinese-script.js';
import type { CaptionSource, WatchAccess } from '../activities/index.js';
import { canReadChunks } from './analysis.policy.js';
import type { AnalysisRepository, ChunkRow } from './analysis.repository.js';
import { linesWithin } from './chunk-lines.js';
import { showsHongKongTraditional } from './text/chinese-script.js';
import { toWebVtt } from './web-vtt.js';

/**
 * The lines captions show: inside each chunk the chunk's own lines, which the host may have corrected; outside every
 * chunk (a stretch the host left out) the recording's lines as transcribed.
 */
export function captionLines(
  recording: readonly TranscriptLine[],
  chunks: readonly Pick<ChunkRow, 'startMs' | 'endMs' | 'transcript'>[],
): TranscriptLine[] {
  const inChunks = new Set(chunks.flatMap((chunk) => linesWithin(recording, { start: chunk.startMs, end: chunk.endMs })));
  return [...recording.filter((line) => !inChunks.has(line)), ...chunks.flatMap((chunk) => chunk.transcript)];
}

interface Deps {
  repository: AnalysisRepository;
  /** The channel's default language, which tells whether its Chinese is shown in Hong Kong Traditional. */
  channelLanguage: (workspaceId: string) => Promise<string>;
}

/**
 * Captions made on each request from the transcript as it stands, so a host's correction shows at once. Viewers get
 * them where they may read the chunks (a published video); the hosts at every step.
 */
export function createCaptions({ repository, channelLanguage }: Deps): CaptionSource {
  /** The lines to caption the recording with, or null when there are none this caller may read. */
  async function showableLines({ row, canManage }: WatchAccess, recordingId: string): Promise<TranscriptLine[] | null> {
    if (!canReadChunks(canManage, row.status)) return null;
    const [run, transcript, chunks] = await Promise.all([
      repository.findRun(row.id),
      repository.findTranscript(row.id),
      repository.chunksOf(row.id),
    ]);
    // The lines are timed on the recording that was analysed; another recording of the webinar has other times.
    if (!run || (run.recordingId !== null && run.recordingId !== recordingId)) return null;
    const lines = captionLines(transcript?.lines ?? [], chunks);
    return lines.some((line) => line.text.trim() !== '') ? lines : null;
  }

  return {
    async captionsOf(watch, recordingId) {
      const lines = await showableLines(watch, recordingId);
      if (!lines) return null;
      const { row } = watch;
      // The analysis wrote the lines in the channel's script; a host's correction may be typed in the other one.
      const traditional = showsHongKongTraditional(row.language, await channelLanguage(row.workspaceId));
      const cues = traditional ? lines.map((line) => ({ ...line, text: toHongKongTraditional(line.text) })) : lines;
      return { language: row.language, vtt: toWebVtt(cues) };
    },
    async languageOf(watch, recordingId) {
      return (await showableLines(watch, recordingId)) ? watch.row.language : null;
    },
  };
}
