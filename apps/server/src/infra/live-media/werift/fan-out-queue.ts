import type { RtpPacket } from 'werift';
import type { MediaKind } from './media-kind.js';

/** Fan-out work done in one go before the event loop reads sockets again. */
export const FAN_OUT_SLICE_MS = 5;
/** A packet that waited this long for its fan-out means the SFU is behind: its viewers would only fall further back. */
export const FAN_OUT_MAX_WAIT_MS = 250;

/** Handed-over entries kept at the front of the queue's array before it is compacted. */
const COMPACT_AFTER = 512;

export interface FanOutScheduler {
  now(): number;
  /** Runs `run` once the event loop has polled for I/O (setImmediate). */
  soon(run: () => void): void;
}

const systemScheduler: FanOutScheduler = {
  now: () => performance.now(),
  soon: (run) => setImmediate(run),
};

interface Waiting {
  kind: MediaKind;
  packet: RtpPacket;
  arrivedAt: number;
}

/**
 * A feed's packets on their way to its viewers, handed over in slices between the event loop's reads of the sockets.
 * werift reads up to 32 datagrams from a socket per callback and the fan-out of each used to run inside it: at 100
 * viewers a callback took hundreds of milliseconds, so the publisher's own traffic (ICE consent responses, DTLS,
 * RTCP) waited behind its media, the consent checks timed out (500 ms) and the SFU dropped the publisher. Here a
 * publisher's packet is only queued when it arrives, and the loop gets back to the sockets every FAN_OUT_SLICE_MS.
 *
 * When the SFU cannot keep up, the queue is not left to grow: once a packet has waited FAN_OUT_MAX_WAIT_MS, the video
 * waiting (and audio as old as that) is dropped and video resumes at the next keyframe, which `onBehind` asks for.
 * Viewers then see the picture stop and resume on a whole frame, rather than ever later video or a broken picture.
 */
export class FanOutQueue {
  private readonly waiting: Waiting[] = [];
  private head = 0;
  private scheduled = false;
  private videoResumesAtKeyframe = false;

  constructor(
    private readonly deliver: (kind: MediaKind, packet: RtpPacket) => void,
    private readonly onBehind: () => void,
    private readonly scheduler: FanOutScheduler = systemScheduler,
  ) {}

  /** `keyframe`: the packet starts a video keyframe, where video can resume after a drop. */
  push(kind: MediaKind, packet: RtpPacket, keyframe: boolean): void {
    if (kind === 'video' && this.videoResumesAtKeyframe) {
      if (!keyframe) return;
      this.videoResumesAtKeyframe = false;
    }
    this.waiting.push({ kind, packet, arrivedAt: this.scheduler.now() });
    if (!this.scheduled) {
      this.scheduled = true;
      this.scheduler.soon(() => this.run());
    }
  }

  /** Packets waiting; for tests and diagnostics. */
  get length(): number {
    return this.waiting.length - this.head;
  }

  clear(): void {
    this.waiting.length = 0;
    this.head = 0;
  }

  private run(): void {
    this.scheduled = false;
    const sliceEnd = this.scheduler.now() + FAN_OUT_SLICE_MS;
    if (this.length > 0 && this.scheduler.now() - this.waiting[this.head]!.arrivedAt > FAN_OUT_MAX_WAIT_MS) this.catchUp();
    while (this.head < this.waiting.length && this.scheduler.now() < sliceEnd) {
      const { kind, packet } = this.waiting[this.head]!;
      this.head += 1;
      this.deliver(kind, packet);
    }
    if (this.head === this.waiting.length) {
      this.clear();
      return;
    }
    // Keeps the array from holding every packet handed over since it last emptied.
    if (this.head >= COMPACT_AFTER) {
      this.waiting.splice(0, this.head);
      this.head = 0;
    }
    this.scheduled = true;
    this.scheduler.soon(() => this.run());
  }

  /** Drops the waiting video and the audio that waited too long itself (a jitter buffer would discard it anyway). */
  private catchUp(): void {
    const oldestKept = this.scheduler.now() - FAN_OUT_MAX_WAIT_MS;
    const kept = this.waiting.slice(this.head).filter((waiting) => waiting.kind === 'audio' && waiting.arrivedAt >= oldestKept);
    this.clear();
    this.waiting.push(...kept);
    this.videoResumesAtKeyframe = true;
    this.onBehind();
  }
}
