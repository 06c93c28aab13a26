/**
 * Spec §2: guests are sent to log in from a channel's video list unless the channel is on the configured list,
 * named there by id or slug.
 */
export function isOpenToGuests(openChannels: readonly string[], channel: { id: string; slug: string | null }): boolean {
  return openChannels.some(
    (entry) => entry === channel.id.toLowerCase() || (channel.slug !== null && entry === channel.slug.toLowerCase()),
  );
}
