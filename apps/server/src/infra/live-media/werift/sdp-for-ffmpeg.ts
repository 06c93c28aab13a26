/** What ffmpeg needs to know about one forwarded stream. */
export interface ForwardedStream {
  port: number;
  payloadType: number;
  /** e.g. `audio/opus`, `video/VP8`, as werift names codecs. */
  mimeType: string;
  clockRate: number;
  channels?: number;
  /** The codec's fmtp parameters, if any (`minptime=10;useinbandfec=1`). */
  parameters?: string;
}

/**
 * An SDP describing plain RTP sent to `host`, for `ffmpeg -protocol_whitelist file,udp,rtp -i forward.sdp`. ffmpeg
 * listens on each stream's port (and the next one for RTCP), so the ports must be free when it starts.
 */
export function sdpForFfmpeg(host: string, streams: { audio?: ForwardedStream; video?: ForwardedStream }): string {
  const lines = ['v=0', `o=- 0 0 IN IP4 ${host}`, 's=werift-forward', `c=IN IP4 ${host}`, 't=0 0'];
  for (const kind of ['audio', 'video'] as const) {
    const stream = streams[kind];
    if (!stream) continue;
    const [, name] = stream.mimeType.split('/');
    const encoding = [name, stream.clockRate, ...(stream.channels ? [stream.channels] : [])].join('/');
    lines.push(`m=${kind} ${stream.port} RTP/AVP ${stream.payloadType}`, `a=rtpmap:${stream.payloadType} ${encoding}`);
    if (stream.parameters) lines.push(`a=fmtp:${stream.payloadType} ${stream.parameters}`);
  }
  return `${lines.join('\n')}\n`;
}
