import type { FastifyInstance } from 'fastify';
import type { Container } from '../container.js';
import { randomToken } from '../infra/crypto/tokens.js';
import type { DemoChannel } from './demo-channel.js';
import { SEED_THREADS, SEED_VIEWERS } from './demo-activity-data.js';
import { SEED_PLANS } from './seed-data.js';
import { seedSession, type SeedCall } from './seed-session.js';

/** The largest page of threads the forum answers. */
const FORUM_THREADS_MAX_PAGE = 50;

export interface CommunityResult {
  viewers: { email: string; password: string }[];
  follows: number;
  threads: number;
  replies: number;
}

interface Viewer {
  id: string;
  call: SeedCall;
  end: () => Promise<void>;
}

/**
 * Demo viewers who follow every demo channel (when they are new), and a forum thread on the channels that lack it:
 * opened by the host, answered by viewers who became members with a redeem code of the host's (a forum is for the
 * channel's paying members, spec §5), and the host's reply.
 */
export async function seedCommunity(
  app: FastifyInstance,
  container: Container,
  channels: Map<string, DemoChannel>,
): Promise<CommunityResult> {
  const { services } = container;
  const result: CommunityResult = { viewers: [], follows: 0, threads: 0, replies: 0 };
  const viewers: Viewer[] = [];
  try {
    for (const person of SEED_VIEWERS) {
      const email = `viewer.${person.key}@demo.chunks.local`;
      let account = await services.users.findByEmail(email);
      const isNew = !account;
      if (!account) {
        const password = randomToken(12);
        account = await services.users.createAccount({
          email,
          password,
          role: 'viewer',
          firstName: person.firstName,
          lastName: person.lastName,
        });
        result.viewers.push({ email, password });
      }
      const viewer = { id: account.id, ...(await seedSession(app, container, account.id)) };
      viewers.push(viewer);
      if (!isNew) continue;
      for (const channel of channels.values()) {
        await viewer.call('POST', `/api/workspaces/${channel.workspaceId}/follow`);
        result.follows += 1;
      }
    }

    for (const thread of SEED_THREADS) {
      const channel = channels.get(thread.channel);
      if (!channel) continue;
      const existing = await channel.call<{ results: { title: string }[] }>(
        'GET',
        `/api/workspaces/${channel.workspaceId}/threads?limit=${FORUM_THREADS_MAX_PAGE}`,
      );
      if (existing.results.some(({ title }) => title === thread.title)) continue;
      const repliers = viewers.slice(0, thread.replies.length);
      await makeMembers(container, channel, repliers);
      const { id } = await channel.call<{ id: string }>('POST', `/api/workspaces/${channel.workspaceId}/threads`, { title: thread.title });
      result.threads += 1;
      for (const [index, body] of thread.replies.entries()) {
        await repliers[index]!.call('POST', `/api/threads/${id}/posts`, { body: `<p>${body}</p>` });
        result.replies += 1;
      }
      await channel.call('POST', `/api/threads/${id}/posts`, { body: `<p>${thread.hostReply}</p>` });
      result.replies += 1;
    }
  } finally {
    for (const viewer of viewers) await viewer.end();
  }
  return result;
}

/** The viewers redeem a code of the channel's monthly plan that the host made for them, as a host hands one out. */
async function makeMembers({ services }: Container, channel: DemoChannel, viewers: Viewer[]): Promise<void> {
  const monthly = (await services.plans.ofWorkspace(channel.host, channel.workspaceId)).results.find(
    (plan) => plan.name === SEED_PLANS[0]!.name,
  );
  if (!monthly || viewers.length === 0) return;
  const [code] = await channel
    .call<{ results: { code: string }[] }>('POST', `/api/plans/${monthly.id}/redeem-codes`, {
      max_uses: viewers.length,
      expires_at: null,
    })
    .then(({ results }) => results);
  for (const viewer of viewers) await viewer.call('POST', '/api/users/redeem', { code: code!.code });
}
