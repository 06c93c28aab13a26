import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transcriber } from '../../infra/transcription/index.js';
import { databaseKinds } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { webinarQueuedForAnalysis } from '../../../test-support/analysis/queued-analysis.js';
import { makeToneVideo } from '../../../test-support/analysis/tone-video.js';
import { analysisRuns } from './analysis.table.js';

/** Issue 30 item 6: a worker killed mid-analysis leaves a lease that runs out; the run is queued again, and ends once. */
describe.each(databaseKinds(import.meta.url))('recovering the analysis of a worker that died on %s', (kind) => {
  let t: TestApp;
  let video: Awaited<ReturnType<typeof makeToneVideo>>;
  let transcriptions = 0;
  const transcriber: Transcriber = {
    engine: 'counting',
    supports: () => true,
    async transcribe(_wav, { language }) {
      transcriptions += 1;
      return { engine: 'counting', model: null, language, lines: [{ start: 1, end: 2, speaker: '', text: 'recovered' }] };
    },
  };

  beforeAll(async () => {
    video = await makeToneVideo(4);
    t = await createTestApp(kind, { transcribers: [transcriber] });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    video?.remove();
  });

  const recoverJob = () => {
    const job = t.container.modules
      .flatMap((module) => module.jobs ?? [])
      .find((candidate) => candidate.id === 'analysis.recover-abandoned');
    if (!job) throw new Error('the recovery job is not registered');
    return job;
  };
  const leaseRunsOutIn = (activityId: string, ms: number) =>
    t.database.handle.db
      .update(analysisRuns)
      .set({ leaseOwner: 'a worker that was killed', leaseUntil: new Date(Date.now() + ms) })
      .where(eq(analysisRuns.activityId, activityId));

  it('queues again a run whose lease ran out, and leaves one whose worker still renews it', async () => {
    const { call, activityId } = await webinarQueuedForAnalysis(t, video.file);
    // The queued job was taken by a worker that then died: its job stays active in pg-boss, as if lost from here.
    const lost = t.jobs.pending().filter((job) => job.id === 'analysis.run');
    expect(lost).toHaveLength(1);

    await leaseRunsOutIn(activityId, 60_000);
    await recoverJob().handler({});
    expect(t.jobs.pending().filter((job) => job.id === 'analysis.run')).toHaveLength(1);

    await leaseRunsOutIn(activityId, -1000);
    await recoverJob().handler({});
    // The lost job (pg-boss would retry it at its expiry) and the recovered one: one run, the other finds it done.
    expect(t.jobs.pending().filter((job) => job.id === 'analysis.run')).toHaveLength(2);
    expect(await t.jobs.drain()).toMatchObject({ failed: 0 });
    expect(transcriptions).toBe(1);
    expect(((await call('GET', `/api/activities/${activityId}/analysis`)).json() as { status: string }).status).toBe('PENDING_REVIEW');

    await recoverJob().handler({});
    expect(t.jobs.pending()).toEqual([]);
  }, 120_000);
});
