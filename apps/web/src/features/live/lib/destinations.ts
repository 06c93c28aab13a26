import { STREAM_LIMITS, STREAM_SERVER_URLS, streamDestinationSchema, type StreamDestination, type StreamPlatform } from '@platform/shared';

/** A row of the destinations form: YouTube and Facebook have a fixed server; a custom one names its own. */
export interface DestinationEntry {
  key: string;
  platform: StreamPlatform;
  serverUrl: string;
  streamName: string;
}

export type DestinationErrors = Partial<Record<keyof StreamDestination, string>>;

/** Spec §5: the add control shows while there are 2 destinations or fewer (3 at most). */
export function canAddDestination(count: number): boolean {
  return count < STREAM_LIMITS.maxDestinations;
}

export function toStreamDestination(entry: DestinationEntry): StreamDestination {
  const serverUrl = entry.platform === 'custom' ? entry.serverUrl : STREAM_SERVER_URLS[entry.platform];
  return { serverUrl, streamName: entry.streamName };
}

/** Every row checked by the shared rule; errors are validation keys per row and field, in the rows' order. */
export function validateDestinations(
  entries: readonly DestinationEntry[],
): { ok: true; destinations: StreamDestination[] } | { ok: false; errors: DestinationErrors[] } {
  const destinations: StreamDestination[] = [];
  const errors: DestinationErrors[] = [];
  for (const entry of entries) {
    const parsed = streamDestinationSchema.safeParse(toStreamDestination(entry));
    const rowErrors: DestinationErrors = {};
    if (parsed.success) destinations.push(parsed.data);
    else {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'serverUrl' || field === 'streamName') && !rowErrors[field]) rowErrors[field] = issue.message;
      }
    }
    errors.push(rowErrors);
  }
  return errors.some((row) => Object.keys(row).length > 0) ? { ok: false, errors } : { ok: true, destinations };
}
