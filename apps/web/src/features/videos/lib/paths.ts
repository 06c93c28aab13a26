/** Spec §2 /video-playback/{id}. */
export function videoPath(id: string): string {
  return `/video-playback/${encodeURIComponent(id)}`;
}

/** Spec §2 /channel/videos/{workspaceId}: the paged list of all of a channel's videos. */
export function channelVideosPath(workspaceId: string): string {
  return `/channel/videos/${encodeURIComponent(workspaceId)}`;
}
