import { FEED_RETRY, isRetryable, withRetry } from './retry';

/**
 * The SFU takes one SDP with every candidate in it (no trickle): a publisher's offer waits this long for gathering,
 * then what was gathered is sent, which on a host with a slow interface still holds the candidates that matter.
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
  await sendAnswer(sdpOf(pc));
}

/** A working media connection and how to give it back to the server (end the feed or the subscription). */
export interface MediaConnection<P extends SignallingPeer> {
  pc: P;
  release: () => Promise<void>;
}

/** A subscription whose offer is answered already, or being answered: see JoinOffers. */
export interface AnsweringSubscription<P extends SignallingPeer> {
  subscriptionId: string;
  pc: P;
  /** Settles once the server has the answer. */
  answered: Promise<void>;
}

interface FeedSignalling<P extends SignallingPeer> {
  /** A subscription to the feed whose answer is under way already (the join's offer), taken at most once. */
  claimAnswering?: () => AnsweringSubscription<P> | undefined;
  requestOffer: () => Promise<{ subscription_id: string; sdp: string }>;
  sendAnswer: (subscriptionId: string, sdp: string) => Promise<void>;
  unsubscribe: (subscriptionId: string) => Promise<void>;
}

/**
 * Subscribes to one feed with the retry schedule; each failed attempt closes its connection and subscription. The
 * first attempt takes the subscription already being answered when there is one; the others ask the server.
 */
export function subscribeWithRetry<P extends SignallingPeer>(
  createPeer: () => P,
  signalling: FeedSignalling<P>,
  signal?: AbortSignal,
): Promise<MediaConnection<P>> {
  return withRetry(
    async () => {
      const claimed = signalling.claimAnswering?.();
      if (claimed) return connected(claimed, signalling);
      const offer = await signalling.requestOffer();
      const pc = createPeer();
      const answered = answerOffer(pc, offer.sdp, (sdp) => signalling.sendAnswer(offer.subscription_id, sdp));
      return connected({ subscriptionId: offer.subscription_id, pc, answered }, signalling);
    },
    { ...FEED_RETRY, signal, shouldRetry: isRetryable },
  );
}

async function connected<P extends SignallingPeer>(
  { subscriptionId, pc, answered }: AnsweringSubscription<P>,
  signalling: FeedSignalling<P>,
): Promise<MediaConnection<P>> {
  const release = () => signalling.unsubscribe(subscriptionId);
  try {
    await answered;
    await waitForConnected(pc);
    return { pc, release };
  } catch (error) {
    pc.close();
    void release().catch(() => undefined);
    throw error;
  }
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
