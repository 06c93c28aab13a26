import { FEED_RETRY, isRetryable, withRetry } from './retry';

/**
 * The SFU takes one SDP with every candidate in it (no trickle): gathering gets this long, then what was gathered is
 * sent, which on a host with a slow interface still holds the candidates that matter.
 */
export const ICE_GATHERING_TIMEOUT_MS = 3000;
/** A connection that is not up by then counts as a failed attempt, so the retry schedule covers ICE too. */
export const CONNECT_TIMEOUT_MS = 10_000;

/** What signalling needs of an RTCPeerConnection; tests hand in a fake. */
export type SignallingPeer = Pick<
  RTCPeerConnection,
  | 'iceGatheringState'
  | 'connectionState'
  | 'localDescription'
  | 'addEventListener'
  | 'removeEventListener'
  | 'addTransceiver'
  | 'createOffer'
  | 'createAnswer'
  | 'setLocalDescription'
  | 'setRemoteDescription'
  | 'close'
>;

export function waitForIceGathering(pc: SignallingPeer, timeoutMs = ICE_GATHERING_TIMEOUT_MS): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      resolve();
    };
    const check = () => {
      if (pc.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, timeoutMs);
    pc.addEventListener('icegatheringstatechange', check);
  });
}

export function waitForConnected(pc: SignallingPeer, timeoutMs = CONNECT_TIMEOUT_MS): Promise<void> {
  if (pc.connectionState === 'connected') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const finish = (error?: Error) => {
      clearTimeout(timer);
      pc.removeEventListener('connectionstatechange', check);
      if (error) reject(error);
      else resolve();
    };
    const check = () => {
      if (pc.connectionState === 'connected') finish();
      else if (pc.connectionState === 'failed' || pc.connectionState === 'closed')
        finish(new Error(`peer connection ${pc.connectionState}`));
    };
    const timer = setTimeout(() => finish(new Error('peer connection timed out')), timeoutMs);
    pc.addEventListener('connectionstatechange', check);
  });
}

function sdpOf(pc: SignallingPeer): string {
  const sdp = pc.localDescription?.sdp;
  if (!sdp) throw new Error('no local description');
  return sdp;
}

/** Publisher side: the browser offers its tracks, the SFU answers with the new feed's id. */
export async function publishStream(
  pc: SignallingPeer,
  stream: MediaStream,
  sendOffer: (sdp: string) => Promise<{ feed_id: string; sdp: string }>,
): Promise<string> {
  for (const track of stream.getTracks()) pc.addTransceiver(track, { direction: 'sendonly', streams: [stream] });
  await pc.setLocalDescription(await pc.createOffer());
  await waitForIceGathering(pc);
  const answer = await sendOffer(sdpOf(pc));
  await pc.setRemoteDescription({ type: 'answer', sdp: answer.sdp });
  return answer.feed_id;
}

/** Subscriber side: the SFU offered the feed; the browser answers. */
export async function answerOffer(pc: SignallingPeer, offerSdp: string, sendAnswer: (sdp: string) => Promise<void>): Promise<void> {
  await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
  await pc.setLocalDescription(await pc.createAnswer());
  await waitForIceGathering(pc);
  await sendAnswer(sdpOf(pc));
}

/** A working media connection and how to give it back to the server (end the feed or the subscription). */
export interface MediaConnection<P extends SignallingPeer> {
  pc: P;
  release: () => Promise<void>;
}

interface FeedSignalling {
  requestOffer: () => Promise<{ subscription_id: string; sdp: string }>;
  sendAnswer: (subscriptionId: string, sdp: string) => Promise<void>;
  unsubscribe: (subscriptionId: string) => Promise<void>;
}

/** Subscribes to one feed with the retry schedule; each failed attempt closes its connection and subscription. */
export function subscribeWithRetry<P extends SignallingPeer>(
  createPeer: () => P,
  signalling: FeedSignalling,
  signal?: AbortSignal,
): Promise<MediaConnection<P>> {
  return withRetry(
    async () => {
      const offer = await signalling.requestOffer();
      const release = () => signalling.unsubscribe(offer.subscription_id);
      const pc = createPeer();
      try {
        await answerOffer(pc, offer.sdp, (sdp) => signalling.sendAnswer(offer.subscription_id, sdp));
        await waitForConnected(pc);
        return { pc, release };
      } catch (error) {
        pc.close();
        void release().catch(() => undefined);
        throw error;
      }
    },
    { ...FEED_RETRY, signal, shouldRetry: isRetryable },
  );
}

interface PublishSignalling {
  publish: (sdp: string) => Promise<{ feed_id: string; sdp: string }>;
  unpublish: (feedId: string) => Promise<void>;
}

/** Publishes a stream as one feed with the retry schedule; a failed attempt ends what it started. */
export function publishWithRetry<P extends SignallingPeer>(
  createPeer: () => P,
  stream: MediaStream,
  signalling: PublishSignalling,
  signal?: AbortSignal,
): Promise<MediaConnection<P> & { feedId: string }> {
  return withRetry(
    async () => {
      const pc = createPeer();
      let feedId: string;
      try {
        feedId = await publishStream(pc, stream, signalling.publish);
      } catch (error) {
        pc.close();
        throw error;
      }
      const release = () => signalling.unpublish(feedId);
      try {
        await waitForConnected(pc);
        return { pc, release, feedId };
      } catch (error) {
        pc.close();
        void release().catch(() => undefined);
        throw error;
      }
    },
    { ...FEED_RETRY, signal, shouldRetry: isRetryable },
  );
}
