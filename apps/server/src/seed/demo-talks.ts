import type { ActivityStatus } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Container } from '../container.js';
import type { WorkUntil } from './background-work.js';
import type { DemoChannel } from './demo-channel.js';
import type { SeedTalk } from './demo-activity-data.js';
import { SEED_PLANS } from './seed-data.js';
import { uploadFile } from './seed-session.js';
import { makeTalkVideo } from './talk-video.js';

/** Processing a recording of a minute takes seconds; analysing three takes minutes on a small machine. */
const PROCESSING_TIMEOUT_MS = 10 * 60 * 1000;
const ANALYSIS_TIMEOUT_MS = 30 * 60 * 1000;
const ANALYSIS_ENDS: readonly ActivityStatus[] = ['PROCESSED', 'PUBLISHED', 'ANALYZING_ERROR', 'COMPILING_ERROR'];

export interface TalksResult {
  published: string[];
  /** Talks made but not published (the analysis failed or ran past its time), with why. */
  unfinished: string[];
}

interface Upload {
  talk: SeedTalk;
  channel: DemoChannel;
  activityId: string;
}

/**
 * The talk videos a channel does not have yet, spoken and pictured on the spot, uploaded as a host uploads, analysed
 * by the analysis pipeline without review (fast-analysis), locked behind the monthly plan where the talk says so, and
 * published: a newcomer finds videos and their chunks, with transcripts, to click.
 */
export async function seedTalks(
  app: FastifyInstance,
  { services }: Container,
  channels: Map<string, DemoChannel>,
  talks: readonly SeedTalk[],
  workUntil: WorkUntil,
): Promise<TalksResult> {
  const result: TalksResult = { published: [], unfinished: [] };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-talks-'));
  const uploads: Upload[] = [];
  try {
    for (const talk of talks) {
      const channel = channels.get(talk.channel);
      if (!channel || channel.titles.has(talk.title)) continue;
      const talkDir = fs.mkdtempSync(path.join(dir, 'talk-'));
      const video = await makeTalkVideo(talkDir, talk.topics);
      const activity = await services.activities.create(
        channel.host,
        { workspaceId: channel.workspaceId },
        { name: talk.title, language: 'en-US' },
      );
      await services.activities.update(channel.host, activity.id, { description: talk.description });
      await uploadFile(app, channel.call, activity.id, fs.readFileSync(video));
      channel.titles.add(talk.title);
      uploads.push({ talk, channel, activityId: activity.id });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (uploads.length === 0) return result;

  const ready = async ({ activityId }: Upload) => (await services.activities.readyRecording(activityId)) !== undefined;
  await workUntil(async () => (await Promise.all(uploads.map(ready))).every(Boolean), PROCESSING_TIMEOUT_MS);
  const analysing: Upload[] = [];
  for (const upload of uploads) {
    if (!(await ready(upload))) {
      result.unfinished.push(`${upload.talk.title} (the recording was not processed)`);
      continue;
    }
    await services.activities.command(upload.channel.host, upload.activityId, 'fast-analysis');
    analysing.push(upload);
  }

  const statusOf = async ({ activityId }: Upload) => (await services.activities.findRow(activityId))?.status;
  await workUntil(
    async () => (await Promise.all(analysing.map(statusOf))).every((status) => status && ANALYSIS_ENDS.includes(status)),
    ANALYSIS_TIMEOUT_MS,
  );
  for (const upload of analysing) {
    const status = await statusOf(upload);
    if (status !== 'PROCESSED') {
      result.unfinished.push(`${upload.talk.title} (the analysis ended ${status ?? 'nowhere'})`);
      continue;
    }
    const { host, workspaceId } = upload.channel;
    // Locked before it is published, so it is never public unlocked.
    if (upload.talk.locked) {
      const monthly = (await services.plans.ofWorkspace(host, workspaceId)).results.find((plan) => plan.name === SEED_PLANS[0]!.name);
      if (monthly) await services.activities.update(host, upload.activityId, { plans: [monthly.id] });
    }
    await services.activities.command(host, upload.activityId, 'publish');
    result.published.push(upload.talk.title);
  }
  return result;
}
