import type { Container } from '../container.js';
import type { DemoChannel } from './demo-channel.js';
import type { SeedLive } from './demo-activity-data.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 20:00 in Hong Kong (UTC+8, no summer time) is 12:00 UTC. */
const EVENING_UTC_HOUR = 12;

/** Upcoming lives with their waiting room open, so the home page's live zone has something to join. */
export async function seedLives(
  { services }: Container,
  channels: Map<string, DemoChannel>,
  lives: readonly SeedLive[],
): Promise<string[]> {
  const created: string[] = [];
  for (const live of lives) {
    const channel = channels.get(live.channel);
    if (!channel || channel.titles.has(live.title)) continue;
    const start = new Date(Date.now() + live.inDays * DAY_MS);
    start.setUTCHours(EVENING_UTC_HOUR, 0, 0, 0);
    const activity = await services.activities.create(
      channel.host,
      { workspaceId: channel.workspaceId },
      { name: live.title, start_date: start.toISOString() },
    );
    await services.activities.command(channel.host, activity.id, 'open-waitingroom');
    channel.titles.add(live.title);
    created.push(live.title);
  }
  return created;
}
