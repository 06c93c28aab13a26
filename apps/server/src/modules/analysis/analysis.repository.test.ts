import { ANALYSIS_STEPS } from '@platform/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { createAnalysisRepository, type AnalysisRepository } from './analysis.repository.js';

describe.each(databaseKinds(import.meta.url))('analysis run progress on %s', (kind) => {
  let t: TestApp;
  let repository: AnalysisRepository;
  let activityId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    repository = createAnalysisRepository(t.database.handle.db);
    const host = await signedInUser(t.app, 'host');
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: host.cookie }, payload });
    const channel = (await call('GET', '/api/workspaces/mine')).json().results[0];
    activityId = (await call('POST', `/api/workspaces/${channel.id}/activities`, { name: 'Progress', language: 'en-US' })).json().id;
  });
  afterAll(() => t.close());

  it('keeps both of two step reports made at the same time', async () => {
    // Silences and scene cuts are detected side by side and each reports as it ends; repeated, so that on a pool of
    // connections the two reports overlap at least once.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await repository.resetRun(activityId, {});
      await repository.setStep(activityId, 'probe', 100, 10);
      await Promise.all([repository.setStep(activityId, 'silences', 100, 20), repository.setStep(activityId, 'scenes', 100, 30)]);
      const run = await repository.findRun(activityId);
      expect(run!.steps.map((entry) => entry.step).sort()).toEqual(['probe', 'scenes', 'silences']);
    }
  });

  it('keeps every report of many steps made at once, one entry per step with its latest figures', async () => {
    await repository.resetRun(activityId, {});
    await Promise.all(ANALYSIS_STEPS.map((step, i) => repository.setStep(activityId, step, 50, i)));
    await Promise.all(ANALYSIS_STEPS.map((step, i) => repository.setStep(activityId, step, 100, 100 + i)));
    const run = await repository.findRun(activityId);
    expect([...run!.steps].sort((a, b) => a.elapsed_ms - b.elapsed_ms)).toEqual(
      ANALYSIS_STEPS.map((step, i) => ({ step, percent: 100, elapsed_ms: 100 + i })),
    );
  });

  it('moves a step reported again to the end of the list, in the order the steps happen', async () => {
    await repository.resetRun(activityId, {});
    await repository.setStep(activityId, 'probe', 40, 1);
    await repository.setStep(activityId, 'audio', 100, 2);
    await repository.setStep(activityId, 'probe', 120.4, 3.6);
    expect((await repository.findRun(activityId))!.steps).toEqual([
      { step: 'audio', percent: 100, elapsed_ms: 2 },
      { step: 'probe', percent: 100, elapsed_ms: 4 },
    ]);
  });

  it('reports nothing for an activity without a run', async () => {
    await repository.setStep('00000000-0000-4000-8000-000000000000', 'probe', 100, 1);
    expect(await repository.findRun('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});
