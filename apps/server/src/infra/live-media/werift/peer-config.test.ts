import { RTCPeerConnection } from 'werift';
import { afterEach, describe, expect, it } from 'vitest';
import { peerConfig, withoutFallbackStun } from './peer-config.js';

describe('withoutFallbackStun', () => {
  const connections: RTCPeerConnection[] = [];
  afterEach(async () => {
    await Promise.all(connections.splice(0).map((pc) => pc.close()));
  });

  function connectionWithTransport(iceServers: { urls: string }[]): RTCPeerConnection {
    const pc = new RTCPeerConnection(peerConfig({ iceServers }));
    connections.push(pc);
    pc.addTransceiver('video', { direction: 'sendonly' });
    return pc;
  }

  // Guards the workaround against a werift upgrade that moves the fallback: with it, every connection would look up
  // and query a Google server.
  it('removes the Google STUN server werift falls back to when none is configured', () => {
    const pc = connectionWithTransport([]);
    expect(pc.iceTransports[0]?.connection.stunServer).toEqual(['stun.l.google.com', 19302]);
    withoutFallbackStun(pc);
    expect(pc.iceTransports.map((transport) => transport.connection.stunServer)).toEqual([undefined]);
  });

  it('keeps a STUN server the operator configured', () => {
    const pc = connectionWithTransport([{ urls: 'stun:stun.example.org:3478' }]);
    withoutFallbackStun(pc);
    expect(pc.iceTransports[0]?.connection.stunServer).toEqual(['stun.example.org', 3478]);
  });

  it('offers only 127.0.0.1 host candidates by default, with no server-reflexive ones', async () => {
    const pc = connectionWithTransport([]);
    withoutFallbackStun(pc);
    await pc.setLocalDescription(await pc.createOffer());
    const candidates = (pc.localDescription?.sdp ?? '').split('\n').filter((line) => line.startsWith('a=candidate:'));
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.every((line) => / 127\.0\.0\.1 \d+ typ host/.test(line))).toBe(true);
  });
});
