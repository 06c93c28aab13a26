import { z } from 'zod';
import { defineEvent } from '../../infra/events/domain-events.js';

/** The host (or an admin) removed a follower from the channel: what following gave them (a private channel) ends. */
export const followerRemoved = defineEvent(
  'workspaces.follower-removed',
  z.object({ workspaceId: z.string().uuid(), userId: z.string().uuid() }),
);
