import { channelPath } from '../../workspaces';

/** Spec §2 /webinar/live/{id}: the live room. */
export function livePath(id: string): string {
  return `/webinar/live/${encodeURIComponent(id)}`;
}

/** Spec §2 /webinar/process/{id}: where the host follows the recording after the live. */
export function processPath(id: string): string {
  return `/webinar/process/${encodeURIComponent(id)}`;
}

/** Spec §4: whoever cannot (or can no longer) be in the room is sent to the channel's plans. */
export function channelPlansPath(workspace: { id: string; slug: string | null }): string {
  return `${channelPath(workspace)}#plans`;
}
