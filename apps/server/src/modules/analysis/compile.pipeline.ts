import path from 'node:path';
import { cutClip, extractFrame, makeMezzanine, probeMedia } from '../../infra/media/index.js';
import { AnalysisFailure, type PipelineDeps } from './analyze.pipeline.js';
import { holdRun } from './run-lease.js';
import { stepProgress, type StepReporter } from './step-progress.js';
import { download, withWorkDir } from './work-dir.js';

/** A thumbnail at the first picture change inside the chunk (past its first half second), else at its middle. */
export function thumbnailAt(startMs: number, endMs: number, sceneCutsMs: readonly number[]): number {
  const cut = sceneCutsMs.find((at) => at >= startMs + 500 && at < endMs);
  return cut ?? (startMs + endMs) / 2;
}

/**
 * COMPILING → PROCESSED: one mezzanine with a keyframe every 2 s and at each chunk start, then per chunk a
 * stream-copied clip and a thumbnail, stored under the activity. Keys are fixed per chunk id, so a retry overwrites.
 */
export async function compileChunks(deps: PipelineDeps, activityId: string, owner: string, step: StepReporter): Promise<void> {
  const { repository, activities, storage, unitOfWork } = deps;
  const chunks = await repository.chunksOf(activityId);
  if (chunks.length === 0) throw new AnalysisFailure('NO_CHUNKS_AVAILABLE', 'no chunks to compile');
  const recording = await activities.readyRecording(activityId);
  if (!recording) throw new AnalysisFailure('NO_VALID_CHUNK_RECORDING', 'the recording is gone');
  const run = await repository.findRun(activityId);
  await withWorkDir('compile-', async (dir) => {
    const source = path.join(dir, 'source.mp4');
    if (!(await download(storage, recording.sourceKey, source)))
      throw new AnalysisFailure('NO_VALID_CHUNK_RECORDING', 'the recording is not in storage');
    const probe = await probeMedia(source).catch(() => null);
    if (!probe?.video) throw new AnalysisFailure('NO_VALID_CHUNK_RECORDING', 'the recording has no video to cut');
    const mezzanine = path.join(dir, 'mezzanine.mp4');
    const mezzanineProgress = stepProgress(step, 'mezzanine', 10);
    await makeMezzanine(source, mezzanine, {
      durationSeconds: probe.durationSeconds,
      cuts: chunks.map((chunk) => chunk.startMs / 1000),
      onProgress: mezzanineProgress.report,
    });
    await mezzanineProgress.finish();
    const keys: { id: string; clipKey: string; thumbnailKey: string }[] = [];
    for (const [i, chunk] of chunks.entries()) {
      const clip = path.join(dir, `${chunk.id}.mp4`);
      const thumbnail = path.join(dir, `${chunk.id}.jpg`);
      const end = Math.min(chunk.endMs / 1000, probe.durationSeconds);
      await cutClip(mezzanine, chunk.startMs / 1000, end, clip, { fps: probe.video.fps });
      await extractFrame(
        mezzanine,
        thumbnailAt(chunk.startMs, Math.min(chunk.endMs, end * 1000), run?.sceneCutsMs ?? []) / 1000,
        thumbnail,
      );
      const prefix = `activities/${activityId}/chunks/${chunk.id}/`;
      await storage.putFile(`${prefix}clip.mp4`, clip, 'video/mp4');
      await storage.putFile(`${prefix}thumbnail.jpg`, thumbnail, 'image/jpeg');
      keys.push({ id: chunk.id, clipKey: `${prefix}clip.mp4`, thumbnailKey: `${prefix}thumbnail.jpg` });
      await step('clips', ((i + 1) / chunks.length) * 100);
    }
    await unitOfWork.run(async () => {
      await holdRun(repository, activityId, owner);
      for (const key of keys) await repository.updateChunk(key.id, { clipKey: key.clipKey, thumbnailKey: key.thumbnailKey });
      await activities.transition(activityId, ['COMPILING'], { status: 'PROCESSED', errMsg: null });
      await repository.release(activityId, owner);
    });
  });
}
