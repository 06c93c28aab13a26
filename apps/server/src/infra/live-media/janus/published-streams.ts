import type { ForwardedStream } from '../werift/sdp-for-ffmpeg.js';

export type MediaKind = 'audio' | 'video';

/** One stream a publisher sends to Janus, as Janus's answer negotiated it. */
export interface PublishedStream {
  kind: MediaKind;
  /** Janus's rtp_forward names a publisher's streams by their mid. */
  mid: string;
  payloadType: number;
  /** As werift and sdp-for-ffmpeg name codecs: `audio/opus`, `video/VP8`. */
  mimeType: string;
  clockRate: number;
  channels?: number;
  parameters?: string;
}

/**
 * The streams Janus accepted, read from its answer to the publisher's offer: the m-lines it receives on (recvonly,
 * port not 0), each with the one codec Janus kept (the first payload type of the m-line).
 */
export function publishedStreams(answerSdp: string): PublishedStream[] {
  const sections = answerSdp.split(/\r?\n(?=m=)/).slice(1);
  const streams: PublishedStream[] = [];
  for (const section of sections) {
    const lines = section.split(/\r?\n/);
    const [, kind, port, firstPayloadType] = /^m=(\w+) (\d+) \S+ (\d+)/.exec(lines[0] ?? '') ?? [];
    if ((kind !== 'audio' && kind !== 'video') || port === '0') continue;
    if (!lines.includes('a=recvonly')) continue;
    const mid = attribute(lines, 'mid');
    const payloadType = Number(firstPayloadType);
    const rtpmap = attribute(lines, `rtpmap:${payloadType}`);
    if (mid === undefined || !rtpmap) continue;
    const [name = '', clockRate = '0', channels] = rtpmap.split('/');
    streams.push({
      kind,
      mid,
      payloadType,
      mimeType: `${kind}/${name}`,
      clockRate: Number(clockRate),
      channels: channels ? Number(channels) : undefined,
      parameters: attribute(lines, `fmtp:${payloadType}`),
    });
  }
  return streams;
}

/** The value of `a=<name> <value>` or `a=<name>:<value>` (for `name` = `mid`, `rtpmap:96`...). */
function attribute(lines: string[], name: string): string | undefined {
  const line = lines.find((candidate) => candidate.startsWith(`a=${name}:`) || candidate.startsWith(`a=${name} `));
  return line?.slice(name.length + 3).trim();
}

/** A published stream as the RTP forward sends it to `port`. */
export function forwardedStream(stream: PublishedStream, port: number): ForwardedStream {
  const { payloadType, mimeType, clockRate, channels, parameters } = stream;
  return { port, payloadType, mimeType, clockRate, channels, parameters };
}
