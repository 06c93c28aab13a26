import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { publishStream, subscribeWithRetry, waitForConnected, waitForIceGathering, type SignallingPeer } from './peer';

/** Enough of an RTCPeerConnection for signalling: descriptions, states the test moves, and a log of calls. */
class FakePeer extends EventTarget {
  iceGatheringState: RTCIceGatheringState = 'new';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: { type: string; sdp: string } | null = null;
  remote: { type: string; sdp: string } | null = null;
  calls: string[] = [];
  closed = false;
  /** Whether setLocalDescription ends gathering and connects at once (a loopback peer). */
  constructor(private readonly instant = true) {
    super();
  }
  addTransceiver(track: { kind: string }) {
    this.calls.push(`transceiver:${track.kind}`);
  }
  async createOffer() {
    this.calls.push('createOffer');
    return { type: 'offer', sdp: 'local-offer' };
  }
  async createAnswer() {
    this.calls.push('createAnswer');
    return { type: 'answer', sdp: 'local-answer' };
  }
  async setLocalDescription(description: { type: string; sdp: string }) {
    this.calls.push(`setLocal:${description.type}`);
    this.localDescription = { ...description, sdp: `${description.sdp}+candidates` };
    if (this.instant) this.iceGatheringState = 'complete';
  }
  async setRemoteDescription(description: { type: string; sdp: string }) {
    this.calls.push(`setRemote:${description.type}`);
    this.remote = description;
    if (this.instant) this.moveTo('connected');
  }
  moveTo(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.dispatchEvent(new Event('connectionstatechange'));
  }
  close() {
    this.closed = true;
  }
  asPeer(): SignallingPeer {
    return this as unknown as SignallingPeer;
  }
}

const stream = { getTracks: () => [{ kind: 'audio' }, { kind: 'video' }] } as unknown as MediaStream;

describe('waitForIceGathering', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves at once when gathering is complete', async () => {
    const peer = new FakePeer();
    peer.iceGatheringState = 'complete';
    await expect(waitForIceGathering(peer.asPeer())).resolves.toBeUndefined();
  });

  it('resolves when gathering completes', async () => {
    const peer = new FakePeer();
    peer.iceGatheringState = 'gathering';
    let done = false;
    void waitForIceGathering(peer.asPeer()).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(false);
    peer.iceGatheringState = 'complete';
    peer.dispatchEvent(new Event('icegatheringstatechange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('sends what was gathered after 3 s', async () => {
    const peer = new FakePeer();
    peer.iceGatheringState = 'gathering';
    let done = false;
    void waitForIceGathering(peer.asPeer()).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

describe('waitForConnected', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails when the connection fails', async () => {
    const peer = new FakePeer(false);
    const waiting = waitForConnected(peer.asPeer());
    peer.moveTo('failed');
    await expect(waiting).rejects.toThrow('failed');
  });

  it('fails when the connection is not up in time', async () => {
    const peer = new FakePeer(false);
    const waiting = waitForConnected(peer.asPeer(), 1000);
    const expectation = expect(waiting).rejects.toThrow('timed out');
    await vi.advanceTimersByTimeAsync(1000);
    await expectation;
  });
});

describe('publishStream', () => {
  it('offers every track send-only, sends the gathered offer, then applies the answer', async () => {
    const peer = new FakePeer();
    const sent: string[] = [];
    const feedId = await publishStream(peer.asPeer(), stream, async (sdp) => {
      sent.push(sdp);
      return { feed_id: 'feed-1', sdp: 'server-answer' };
    });
    expect(feedId).toBe('feed-1');
    expect(sent).toEqual(['local-offer+candidates']);
    expect(peer.calls).toEqual(['transceiver:audio', 'transceiver:video', 'createOffer', 'setLocal:offer', 'setRemote:answer']);
    expect(peer.remote).toEqual({ type: 'answer', sdp: 'server-answer' });
  });
});

describe('subscribeWithRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function signalling(failures: number) {
    let offers = 0;
    const released: string[] = [];
    const answers: string[] = [];
    return {
      released,
      answers,
      get offers() {
        return offers;
      },
      api: {
        requestOffer: async () => {
          offers += 1;
          if (offers <= failures) throw new ApiError(503, 'MEDIA_UNAVAILABLE', 'busy');
          return { subscription_id: `sub-${offers}`, sdp: 'server-offer' };
        },
        sendAnswer: async (id: string, sdp: string) => void answers.push(`${id}:${sdp}`),
        unsubscribe: async (id: string) => void released.push(id),
      },
    };
  }

  it('answers the server offer at once, without waiting for ICE gathering', async () => {
    const server = signalling(0);
    const peer = new FakePeer(false);
    peer.iceGatheringState = 'gathering';
    const subscribing = subscribeWithRetry(() => peer.asPeer(), server.api);
    await vi.advanceTimersByTimeAsync(0);
    expect(peer.calls).toEqual(['setRemote:offer', 'createAnswer', 'setLocal:answer']);
    expect(server.answers).toEqual(['sub-1:local-answer+candidates']);
    peer.moveTo('connected');
    const connection = await subscribing;
    await connection.release();
    expect(server.released).toEqual(['sub-1']);
  });

  it('takes the subscription already being answered first, and asks the server for an offer on a retry', async () => {
    const server = signalling(0);
    const answering = new FakePeer(false);
    let claims = 0;
    const api = {
      ...server.api,
      claimAnswering: () => {
        claims += 1;
        return claims === 1 ? { subscriptionId: 'joined', pc: answering.asPeer(), answered: Promise.resolve() } : undefined;
      },
    };
    const peers: FakePeer[] = [];
    const subscribing = subscribeWithRetry(() => {
      const peer = new FakePeer();
      peers.push(peer);
      return peer.asPeer();
    }, api);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.offers).toBe(0);
    answering.moveTo('failed');
    await vi.advanceTimersByTimeAsync(0);
    expect(answering.closed).toBe(true);
    expect(server.released).toEqual(['joined']);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(subscribing).resolves.toMatchObject({ pc: peers[0] });
    expect(server.offers).toBe(1);
    expect(server.answers).toEqual(['sub-1:local-answer+candidates']);
  });

  it('tries again 2 s later, up to 3 times', async () => {
    const server = signalling(2);
    const subscribing = subscribeWithRetry(() => new FakePeer().asPeer(), server.api);
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.offers).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.offers).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(subscribing).resolves.toBeDefined();
    expect(server.offers).toBe(3);
  });

  it('gives up after the third failure', async () => {
    const server = signalling(5);
    const subscribing = subscribeWithRetry(() => new FakePeer().asPeer(), server.api);
    const expectation = expect(subscribing).rejects.toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(4000);
    await expectation;
    expect(server.offers).toBe(3);
  });

  it('closes the connection and ends the subscription of a failed attempt', async () => {
    const server = signalling(0);
    const peers: FakePeer[] = [];
    const subscribing = subscribeWithRetry(() => {
      const peer = new FakePeer(false);
      peer.iceGatheringState = 'complete';
      peers.push(peer);
      return peer.asPeer();
    }, server.api);
    await vi.advanceTimersByTimeAsync(0);
    peers[0]?.moveTo('failed');
    await vi.advanceTimersByTimeAsync(0);
    expect(peers[0]?.closed).toBe(true);
    expect(server.released).toEqual(['sub-1']);
    await vi.advanceTimersByTimeAsync(2000);
    peers[1]?.moveTo('connected');
    await expect(subscribing).resolves.toMatchObject({ pc: peers[1] });
  });
});
