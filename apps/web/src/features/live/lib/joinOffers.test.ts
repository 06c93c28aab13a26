import { describe, expect, it } from 'vitest';
import { JoinOffers } from './joinOffers';
import type { SignallingPeer } from './peer';

/** A peer connection that never finishes gathering, and fires a track event while its offer is set. */
class FakePeer extends EventTarget {
  iceGatheringState: RTCIceGatheringState = 'gathering';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: { type: string; sdp: string } | null = null;
  calls: string[] = [];
  closed = false;
  constructor(private readonly refuse = false) {
    super();
  }
  async setRemoteDescription(description: { type: string; sdp: string }) {
    if (this.refuse) throw new Error('bad offer');
    this.calls.push(`setRemote:${description.sdp}`);
    this.dispatchEvent(new Event('track'));
  }
  async createAnswer() {
    return { type: 'answer', sdp: 'answer' };
  }
  async setLocalDescription(description: { type: string; sdp: string }) {
    this.calls.push(`setLocal:${description.type}`);
    this.localDescription = description;
  }
  close() {
    this.closed = true;
  }
}

const offers = [
  { feed_id: 'camera', subscription_id: 'sub-camera', sdp: 'offer-camera' },
  { feed_id: 'screen', subscription_id: 'sub-screen', sdp: 'offer-screen' },
];

function answering(refuse = false) {
  const peers: FakePeer[] = [];
  const answers: string[] = [];
  const released: string[] = [];
  const start = () =>
    JoinOffers.answer(
      offers,
      () => {
        const peer = new FakePeer(refuse);
        peers.push(peer);
        return peer as unknown as SignallingPeer;
      },
      async (id, sdp) => void answers.push(`${id}:${sdp}`),
    );
  return { peers, answers, released, start, unsubscribe: async (id: string) => void released.push(id) };
}

describe('JoinOffers', () => {
  it('has every offer answered and the answers sent by the time it resolves, gathering or not', async () => {
    const join = answering();
    await join.start();
    expect(join.peers.map((peer) => peer.calls)).toEqual([
      ['setRemote:offer-camera', 'setLocal:answer'],
      ['setRemote:offer-screen', 'setLocal:answer'],
    ]);
    expect(join.answers).toEqual(['sub-camera:answer', 'sub-screen:answer']);
  });

  it('gives a feed its subscription once, with the track events it had before', async () => {
    const join = answering();
    const started = await join.start();
    const claimed = started.claim('camera');
    expect(claimed).toMatchObject({ subscriptionId: 'sub-camera', pc: join.peers[0] });
    expect(claimed?.trackEvents).toHaveLength(1);
    await expect(claimed?.answered).resolves.toBeUndefined();
    expect(started.claim('camera')).toBeUndefined();
    expect(started.claim('unknown')).toBeUndefined();
  });

  it('closes and ends only the subscriptions no feed took', async () => {
    const join = answering();
    const started = await join.start();
    started.claim('camera');
    started.close(join.unsubscribe);
    expect(join.peers.map((peer) => peer.closed)).toEqual([false, true]);
    expect(join.released).toEqual(['sub-screen']);
    expect(started.claim('screen')).toBeUndefined();
  });

  it('resolves when an offer cannot be answered, whose subscription then fails for the retry to repair', async () => {
    const join = answering(true);
    const started = await join.start();
    expect(join.answers).toEqual([]);
    await expect(started.claim('camera')?.answered).rejects.toThrow('bad offer');
  });
});
