import type { AnalysisFailureKey, TranscriptLine } from '@platform/shared';
import path from 'node:path';
import type { Logger } from 'pino';
import type { UnitOfWork } from '../../database/unit-of-work.js';
import type { JobSender } from '../../infra/jobs/job.js';
import { detectSceneCuts, detectSilences, extractSpeechAudio, MediaError, probeMedia, type MediaProbe } from '../../infra/media/index.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import { transcribeWithFallback, type Transcriber, type Transcript } from '../../infra/transcription/index.js';
import type { ActivitiesService } from '../activities/index.js';
import type { KeywordsService } from '../workspaces/index.js';
import { runAnalysisJob } from './run-analysis.jobs.js';
import type { AnalysisRepository } from './analysis.repository.js';
import { inSeconds, linesWithin } from './chunk-lines.js';
import { holdRun } from './run-lease.js';
import { toHongKongTraditional } from '../../infra/text/chinese-script.js';
import { showsHongKongTraditional } from './text/chinese-script.js';
import { describeChunks } from './text/chunk-text.js';
import { segment } from './text/segmenter.js';
import { stepProgress, type StepReporter } from './step-progress.js';
import { download, withWorkDir } from './work-dir.js';

export interface PipelineDeps {
  repository: AnalysisRepository;
  activities: ActivitiesService;
  keywords: KeywordsService;
  /** The channel's default language, which tells whether its Chinese is shown in Hong Kong Traditional. */
  channelLanguage: (workspaceId: string) => Promise<string>;
  storage: ObjectStorage;
  transcribers: readonly Transcriber[];
  unitOfWork: UnitOfWork;
  jobs: JobSender;
  log: Logger;
}

/** Why an analysis ends in ANALYZING_ERROR: the failure's key for err_msg (spec 001 §8). */
export class AnalysisFailure extends Error {
  constructor(
    readonly key: AnalysisFailureKey,
    message: string,
  ) {
    super(message);
  }
}

const toMs = (seconds: number) => Math.round(seconds * 1000);

/**
 * ANALYZING → PENDING_REVIEW (or COMPILING when fast): probe, 16 kHz audio, silences and scene cuts, transcript,
 * topical chunks, then a title, summary and keywords per chunk. Everything is recomputed from the stored recording,
 * so a restarted job simply runs again; the results are written in one transaction at the end.
 * `owner` holds the run's lease; it is released in the final transaction, so the job queued there can take it.
 */
export async function analyzeRecording(deps: PipelineDeps, activityId: string, owner: string, step: StepReporter) {
  const { repository, activities, keywords, channelLanguage, storage, transcribers, unitOfWork, jobs, log } = deps;
  const activity = await activities.findRow(activityId);
  if (!activity) return;
  const recording = await activities.readyRecording(activityId);
  if (!recording) throw new AnalysisFailure('NO_VIDEO_AVAILABLE', 'no processed recording');
  const run = await repository.findRun(activityId);
  await withWorkDir('analysis-', async (dir) => {
    const source = path.join(dir, 'source.mp4');
    if (!(await download(storage, recording.sourceKey, source)))
      throw new AnalysisFailure('VIDEO_OPEN_FAILED', 'the recording is not in storage');
    let probe: MediaProbe;
    try {
      probe = await probeMedia(source);
    } catch (error) {
      if (error instanceof MediaError && (error.code === 'NOT_MEDIA' || error.code === 'FAILED')) {
        throw new AnalysisFailure('VIDEO_OPEN_FAILED', error.message);
      }
      throw error;
    }
    await step('probe', 100);
    const duration = probe.durationSeconds;
    const wav = path.join(dir, 'speech.wav');
    if (probe.audio) await extractSpeechAudio(source, wav);
    await step('audio', 100);
    // Found first: the transcriber cuts the audio at them to run one engine per core. They take a second or so.
    const silences = probe.audio ? await detectSilences(wav, duration) : [];
    await step('silences', 100);
    // Transcription is most of the run: its progress shows on the page, and each report renews the run's lease.
    const transcription = stepProgress(step, 'transcription');
    // Shown as under way at once: an engine reports nothing until its first utterance ends, minutes into a monologue.
    if (probe.audio) await step('transcription', 0);
    // Scene cuts are cheap beside transcription and run beside it.
    const [sceneCuts, transcript] = await Promise.all([
      probe.video ? detectSceneCuts(source).then(async (found) => (await step('scenes', 100), found)) : step('scenes', 100).then(() => []),
      probe.audio
        ? transcribeWithFallback(
            transcribers,
            wav,
            { language: activity.language, durationSeconds: duration, onProgress: transcription.report, silences },
            (engine, error) => log.error({ err: error, activityId, engine }, 'transcription engine failed; trying the next, if any'),
          )
        : Promise.resolve<Transcript>({ engine: 'none', model: null, language: activity.language, lines: [] }),
    ]);
    await transcription.finish();
    // Converted before anything reads the lines, so titles, summaries and keywords come out in the same script.
    const traditional = showsHongKongTraditional(activity.language, await channelLanguage(activity.workspaceId));
    const recognised = traditional
      ? transcript.lines.map((line) => ({ ...line, text: toHongKongTraditional(line.text) }))
      : transcript.lines;
    const chunks = segment({ lines: recognised, language: activity.language, durationSeconds: duration, silences, sceneCuts });
    await step('segmentation', 100);
    const lines: TranscriptLine[] = recognised.map((line) => ({
      start: toMs(line.start),
      end: toMs(line.end),
      speaker: line.speaker,
      text: line.text,
    }));
    const ranges = chunks.map((chunk) => ({ start: toMs(chunk.start), end: toMs(chunk.end) }));
    const perChunk = ranges.map((range) => linesWithin(lines, range));
    const texts = describeChunks(
      chunks.map((chunk, i) => ({ ...chunk, lines: perChunk[i]!.map(inSeconds) })),
      activity.language,
    );
    const linked = await Promise.all(texts.map((text) => keywords.ensure(text.keywords)));
    await step('summaries', 100);
    log.info({ activityId, engine: transcript.engine, chunks: chunks.length }, 'analysis finished');
    await unitOfWork.run(async () => {
      await holdRun(repository, activityId, owner);
      await repository.saveTranscript({
        activityId,
        engine: transcript.engine,
        model: transcript.model,
        language: transcript.language,
        lines,
        failedEngines: transcript.failedEngines ?? [],
      });
      const saved = await repository.replaceChunks(
        activityId,
        ranges.map((range, i) => ({
          startMs: range.start,
          endMs: range.end,
          title: texts[i]!.title,
          summary: texts[i]!.summary,
          transcript: perChunk[i]!,
        })),
      );
      for (const [i, chunk] of saved.entries())
        await repository.addKeywords(
          chunk.id,
          linked[i]!.map((keyword) => keyword.id),
        );
      await repository.updateRun(activityId, { sceneCutsMs: sceneCuts.map(toMs), durationMs: toMs(duration), recordingId: recording.id });
      const fast = run?.fast ?? false;
      await activities.transition(activityId, ['ANALYZING'], { status: fast ? 'COMPILING' : 'PENDING_REVIEW', errMsg: null });
      await repository.release(activityId, owner);
      if (fast) await jobs.enqueue(runAnalysisJob, { activityId });
    });
  });
}
