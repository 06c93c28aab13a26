import { describe, expect, it } from 'vitest';
import { sdpForFfmpeg } from './sdp-for-ffmpeg.js';

const opus = {
  port: 5002,
  payloadType: 111,
  mimeType: 'audio/opus',
  clockRate: 48_000,
  channels: 2,
  parameters: 'minptime=10;useinbandfec=1',
};
const vp8 = { port: 5004, payloadType: 96, mimeType: 'video/VP8', clockRate: 90_000 };

describe('sdpForFfmpeg', () => {
  it('describes audio and video RTP on their ports, with the payload types the publisher negotiated', () => {
    expect(sdpForFfmpeg('127.0.0.1', { audio: opus, video: vp8 }).split('\n')).toEqual([
      'v=0',
      'o=- 0 0 IN IP4 127.0.0.1',
      's=werift-forward',
      'c=IN IP4 127.0.0.1',
      't=0 0',
      'm=audio 5002 RTP/AVP 111',
      'a=rtpmap:111 opus/48000/2',
      'a=fmtp:111 minptime=10;useinbandfec=1',
      'm=video 5004 RTP/AVP 96',
      'a=rtpmap:96 VP8/90000',
      '',
    ]);
  });

  it('leaves out a kind the feed does not have (a screen without sound)', () => {
    const sdp = sdpForFfmpeg('127.0.0.1', { video: vp8 });
    expect(sdp).not.toContain('m=audio');
    expect(sdp).toContain('m=video 5004 RTP/AVP 96');
  });
});
