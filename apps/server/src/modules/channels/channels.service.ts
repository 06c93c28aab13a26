import type { UpdateWorkspaceBody, WorkspaceDetail } from '@platform/shared';
import type { ActivitiesService } from '../activities/index.js';
import type { PlansService, SubscriptionsService } from '../subscriptions/index.js';
import type { Actor } from '../users/index.js';
import type { MembersService, WorkspacesService } from '../workspaces/index.js';

interface Deps {
  workspaces: WorkspacesService;
  members: MembersService;
  plans: Pick<PlansService, 'startingPrice'>;
  subscriptions: Pick<SubscriptionsService, 'subscriberCount' | 'planHolderIds'>;
  activities: Pick<ActivitiesService, 'videoStats'>;
}

/**
 * A channel as its page and its host's dashboard show it: the channel (modules/workspaces) with what the modules built
 * on channels know of it (its plans' lowest price, its buyers, its videos). Composed here, above all of them, so the
 * channels module never asks up.
 */
export function createChannelsService({ workspaces, members, plans, subscriptions, activities }: Deps) {
  return {
    detail: (actor: Actor | null, idOrSlug: string): Promise<WorkspaceDetail> => workspaces.detail(actor, idOrSlug, plans),

    async update(actor: Actor, idOrSlug: string, body: UpdateWorkspaceBody): Promise<WorkspaceDetail> {
      const updated = await workspaces.update(actor, idOrSlug, body);
      return workspaces.detail(actor, updated.id, plans);
    },

    /** Refused while anyone holds paid access (spec: refund or cancel first). */
    remove: (actor: Actor, id: string): Promise<void> =>
      workspaces.remove(actor, id, (workspaceId) => subscriptions.subscriberCount(workspaceId)),

    async stats(actor: Actor, idOrSlug: string) {
      const workspace = await workspaces.loadManaged(actor, idOrSlug);
      const [videos, subscribers] = await Promise.all([activities.videoStats(workspace.id), subscriptions.subscriberCount(workspace.id)]);
      return {
        video_count: videos.count,
        latest_video_at: videos.latestAt?.toISOString() ?? null,
        follower_count: workspace.followerCount,
        subscriber_count: subscribers,
      };
    },

    /** The channel's followers, or with `planId` those holding that plan now (none when it is another channel's). */
    followers: (actor: Actor, idOrSlug: string, limit: number, offset: number, planId?: string) =>
      members.followers(
        actor,
        idOrSlug,
        limit,
        offset,
        planId ? (workspaceId) => subscriptions.planHolderIds(workspaceId, planId) : undefined,
      ),
  };
}

export type ChannelsService = ReturnType<typeof createChannelsService>;
