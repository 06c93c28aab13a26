import { z } from 'zod';

/** Spec §5: at most 3 streaming destinations; YouTube keys are 24 characters, Facebook keys start with FB. */
export const STREAM_LIMITS = { maxDestinations: 3, youtubeKeyLength: 24 } as const;
export const STREAM_MESSAGES = {
  youtubeKey: 'youtube_key_length',
  facebookKey: 'facebook_key_prefix',
  rtmpUrl: 'rtmp_url_invalid',
  /** The server refuses to dial the address (loopback, private, link-local, unique-local, multicast). */
  addressNotAllowed: 'address_not_allowed',
} as const;

/** Custom destinations are RTMP or RTMPS URLs. */
export const STREAM_PLATFORMS = ['youtube', 'facebook', 'custom'] as const;
export type StreamPlatform = (typeof STREAM_PLATFORMS)[number];
export const STREAM_SERVER_URLS: Record<Exclude<StreamPlatform, 'custom'>, string> = {
  youtube: 'rtmp://a.rtmp.youtube.com/live2',
  facebook: 'rtmps://live-api-s.facebook.com:443/rtmp',
};
export const streamDestinationSchema = z
  .object({ serverUrl: z.string().trim().max(500), streamName: z.string().trim().max(500) })
  .superRefine((value, ctx) => {
    if (!/^rtmps?:\/\/[^\s/]+/i.test(value.serverUrl))
      ctx.addIssue({ code: 'custom', path: ['serverUrl'], message: STREAM_MESSAGES.rtmpUrl });
    if (value.serverUrl === STREAM_SERVER_URLS.youtube && value.streamName.length !== STREAM_LIMITS.youtubeKeyLength) {
      ctx.addIssue({ code: 'custom', path: ['streamName'], message: STREAM_MESSAGES.youtubeKey });
    }
    if (value.serverUrl === STREAM_SERVER_URLS.facebook && !value.streamName.startsWith('FB')) {
      ctx.addIssue({ code: 'custom', path: ['streamName'], message: STREAM_MESSAGES.facebookKey });
    }
  });
export type StreamDestination = z.infer<typeof streamDestinationSchema>;

export const streamDestinationsSchema = z.array(streamDestinationSchema).max(STREAM_LIMITS.maxDestinations);
