import { subscribe, type EventSubscriber } from '../../infra/events/domain-events.js';
import { refundDecided, subscriptionCancelled, subscriptionEnded } from '../subscriptions/index.js';
import { followerRemoved } from '../workspaces/index.js';
import type { LiveService } from './live.service.js';

/** One reaction under one name, whatever ended the access: each event gets its own job of it. */
const END_ROOM_ACCESS = 'live.end-room-access';

/**
 * Access to a channel's content ends in lower modules (billing, the channel's followers); the live room hears of it
 * here and ends the viewer's place in the channel's open rooms, unless something else still gives them access.
 */
export function createLiveAccessSubscribers(live: Pick<LiveService, 'endChannelAccess'>): EventSubscriber[] {
  const endAccess = ({ userId, workspaceId }: { userId: string; workspaceId: string }) => live.endChannelAccess(userId, workspaceId);
  return [
    subscribe({
      event: refundDecided,
      name: END_ROOM_ACCESS,
      async handle(payload) {
        if (payload.approved) await endAccess(payload);
      },
    }),
    subscribe({ event: subscriptionCancelled, name: END_ROOM_ACCESS, handle: endAccess }),
    subscribe({ event: subscriptionEnded, name: END_ROOM_ACCESS, handle: endAccess }),
    subscribe({ event: followerRemoved, name: END_ROOM_ACCESS, handle: endAccess }),
  ];
}
