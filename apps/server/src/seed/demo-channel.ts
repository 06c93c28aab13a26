import type { FastifyInstance } from 'fastify';
import type { Container } from '../container.js';
import type { Actor } from '../modules/users/users.policy.js';
import { seedSession, type SeedCall } from './seed-session.js';

/** A demo channel as its host acts on it: through the services where the container has them, else through the API. */
export interface DemoChannel {
  slug: string;
  workspaceId: string;
  host: Actor;
  call: SeedCall;
  /** The titles of the channel's webinars and videos: what is there already is not made again. */
  titles: Set<string>;
}

export const demoHostEmail = (slug: string) => `${slug}@demo.chunks.local`;

/** The demo channel `slug` with its host signed in, or null when the channel or its demo host is not there. */
export async function openDemoChannel(app: FastifyInstance, container: Container, slug: string) {
  const { services } = container;
  const [workspace, hostUser] = await Promise.all([
    services.workspaces.load(slug).catch(() => null),
    services.users.findByEmail(demoHostEmail(slug)),
  ]);
  if (!workspace || !hostUser) return null;
  const host: Actor = { id: hostUser.id, role: 'host' };
  const session = await seedSession(app, container, hostUser.id);
  const listed = await services.activities.listOfWorkspace(host, workspace.id, { notExpired: false }, 100, 0);
  const channel: DemoChannel = {
    slug,
    workspaceId: workspace.id,
    host,
    call: session.call,
    titles: new Set(listed.results.map((activity) => activity.title.en)),
  };
  return { channel, end: session.end };
}
