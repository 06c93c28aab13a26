import { describe, expect, it } from 'vitest';
import { forwardedStream, publishedStreams } from './published-streams.js';

/** The shape of Janus 1.1's answer to a browser that publishes camera, microphone and a data channel. */
const ANSWER = [
  'v=0',
  'o=- 1 2 IN IP4 192.0.2.2',
  's=VideoRoom 1234',
  't=0 0',
  'a=group:BUNDLE 0 1 2',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111',
  'c=IN IP4 192.0.2.2',
  'a=recvonly',
  'a=mid:0',
  'a=rtpmap:111 opus/48000/2',
  'a=fmtp:111 useinbandfec=1',
  'm=video 9 UDP/TLS/RTP/SAVPF 96 97',
  'c=IN IP4 192.0.2.2',
  'a=recvonly',
  'a=mid:1',
  'a=rtpmap:96 VP8/90000',
  'a=rtpmap:97 rtx/90000',
  'a=fmtp:97 apt=96',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'a=mid:2',
  'm=video 0 UDP/TLS/RTP/SAVPF 0',
  'a=inactive',
  'a=mid:3',
  '',
].join('\r\n');

describe('publishedStreams', () => {
  it('reads the audio and video m-lines Janus receives, each with the codec it kept', () => {
    expect(publishedStreams(ANSWER)).toEqual([
      { kind: 'audio', mid: '0', payloadType: 111, mimeType: 'audio/opus', clockRate: 48000, channels: 2, parameters: 'useinbandfec=1' },
      { kind: 'video', mid: '1', payloadType: 96, mimeType: 'video/VP8', clockRate: 90000, channels: undefined, parameters: undefined },
    ]);
  });

  it('describes a stream for ffmpeg at the forward’s port', () => {
    const [audio] = publishedStreams(ANSWER);
    expect(forwardedStream(audio!, 5002)).toEqual({
      port: 5002,
      payloadType: 111,
      mimeType: 'audio/opus',
      clockRate: 48000,
      channels: 2,
      parameters: 'useinbandfec=1',
    });
  });
});
