import { WORKSPACE_LANGUAGES, type PublicConfig } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPublicConfig } from '../api';

export const publicConfigQuery = queryOptions({
  queryKey: ['config'] as const,
  queryFn: fetchPublicConfig,
  // The server reads its configuration once at start, so one answer holds for the whole visit.
  staleTime: Infinity,
});

/** What the app assumes when the config call fails: full mode is the default (spec §2); no sandbox is claimed. */
const FULL_MODE_CONFIG: PublicConfig = {
  single_channel: null,
  guest_video_channels: [],
  brand: 'chunks',
  payment_sandbox: { card: false, carrier: false },
  // Unknown: no host is warned of a missing transcript the server may well make.
  transcribed_languages: [...WORKSPACE_LANGUAGES],
};

/**
 * The server's mode and brand. `isPending` lets routing decisions wait rather than briefly act as full mode in
 * single-channel mode; everything else can use `config`, which falls back to full mode.
 */
export function usePublicConfig(): { config: PublicConfig; isPending: boolean } {
  const query = useQuery(publicConfigQuery);
  return { config: query.data ?? FULL_MODE_CONFIG, isPending: query.isPending };
}
