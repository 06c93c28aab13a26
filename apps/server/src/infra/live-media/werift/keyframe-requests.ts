/**
 * Chromium's encoder ignores a keyframe request that comes within 300 ms of the last one it honoured (libwebrtc's
 * EncoderRtcpFeedback, `min_keyframe_send_interval`); ours keep a little more apart, so that jitter on the way cannot
 * bring two of them under that and have the second one ignored.
 */
export const PUBLISHER_MIN_GAP_MS = 350;
/** Requests of receivers that decoded before and lost packets: one keyframe a second serves them all. */
export const REPAIR_MIN_GAP_MS = 1_000;

/**
 * `start`: a receiver cannot show anything until a keyframe comes (a new viewer, a new recording, the periodic
 * refresh). `repair`: a receiver that was decoding lost packets.
 */
export type KeyframeNeed = 'start' | 'repair';

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): NodeJS.Timeout;
  clearTimeout(handle: NodeJS.Timeout): void;
}

const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle),
};

/**
 * The keyframe requests (PLI) of one publisher. A request that comes too soon after the last one sent is put off to
 * the end of the gap, never dropped: the publisher would ignore it, and the receiver asking would wait for the next
 * periodic keyframe (or its own request a second later), which was the 1.1 s first frame of a viewer joining just
 * after another request. However many receivers ask meanwhile, one request is sent at the end of the gap, and none if
 * a keyframe arrives first: every receiver that had asked by then gets that keyframe.
 */
export class KeyframeRequests {
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private pending: { at: number; timer: NodeJS.Timeout } | undefined;

  /** `send` answers whether the request went out (a publisher without video yet has nothing to ask). */
  constructor(
    private readonly send: () => boolean,
    private readonly clock: Clock = systemClock,
  ) {}

  request(need: KeyframeNeed): void {
    const now = this.clock.now();
    const due = this.lastSentAt + (need === 'start' ? PUBLISHER_MIN_GAP_MS : REPAIR_MIN_GAP_MS);
    if (due <= now) {
      this.cancelPending();
      this.sendNow(now);
      return;
    }
    if (this.pending && this.pending.at <= due) return;
    this.cancelPending();
    this.pending = {
      at: due,
      timer: this.clock.setTimeout(() => {
        this.pending = undefined;
        this.sendNow(this.clock.now());
      }, due - now),
    };
  }

  /** The publisher sent a keyframe: it reaches every receiver that asked so far, so a put-off request is not needed. */
  keyframeArrived(): void {
    this.cancelPending();
  }

  close(): void {
    this.cancelPending();
  }

  private sendNow(now: number): void {
    if (this.send()) this.lastSentAt = now;
  }

  private cancelPending(): void {
    if (!this.pending) return;
    this.clock.clearTimeout(this.pending.timer);
    this.pending = undefined;
  }
}

/**
 * Whether an RTP payload of VP8 starts a keyframe (RFC 7741): the start of partition 0, whose payload header has the
 * inverse key frame flag P cleared.
 */
export function startsVp8Keyframe(payload: Uint8Array): boolean {
  if (payload.length < 1) return false;
  const descriptor = payload[0]!;
  const startOfPartition = (descriptor & 0x10) !== 0;
  const partitionIndex = descriptor & 0x07;
  if (!startOfPartition || partitionIndex !== 0) return false;
  let offset = 1;
  if (descriptor & 0x80) {
    const extension = payload[offset] ?? 0;
    offset += 1;
    // I: a picture id of 7 or 15 bits (M set); L: TL0PICIDX; T or K: the TID/Y/KEYIDX byte.
    if (extension & 0x80) offset += (payload[offset] ?? 0) & 0x80 ? 2 : 1;
    if (extension & 0x40) offset += 1;
    if (extension & 0x30) offset += 1;
  }
  return offset < payload.length && (payload[offset]! & 0x01) === 0;
}
