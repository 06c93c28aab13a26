import { RtpHeader, RtpPacket } from 'werift';
import { describe, expect, it } from 'vitest';
import type { MediaKind } from './media-kind.js';
import { FAN_OUT_MAX_WAIT_MS, FAN_OUT_SLICE_MS, FanOutQueue, type FanOutScheduler } from './fan-out-queue.js';

/** A clock that only moves when told, and setImmediate callbacks that run when the test says the loop turns. */
class FakeLoop implements FanOutScheduler {
  time = 0;
  private pending: (() => void)[] = [];
  now = () => this.time;
  soon = (run: () => void) => {
    this.pending.push(run);
  };
  /** One turn of the event loop: what was scheduled before it runs. */
  turn(): void {
    const due = this.pending;
    this.pending = [];
    for (const run of due) run();
  }
  get scheduled(): number {
    return this.pending.length;
  }
}

const packet = (sequenceNumber: number) => new RtpPacket(new RtpHeader({ sequenceNumber }), Buffer.alloc(0));

function setUp(costMs = 0) {
  const loop = new FakeLoop();
  const delivered: string[] = [];
  let behind = 0;
  const queue = new FanOutQueue(
    (kind: MediaKind, rtp: RtpPacket) => {
      delivered.push(`${kind} ${rtp.header.sequenceNumber}`);
      loop.time += costMs;
    },
    () => (behind += 1),
    loop,
  );
  return { loop, delivered, queue, behind: () => behind };
}

describe('FanOutQueue', () => {
  it('hands packets over in order once the loop has turned, not while the publisher’s socket is being read', () => {
    const { loop, delivered, queue } = setUp();
    queue.push('video', packet(1), true);
    queue.push('audio', packet(2), false);
    queue.push('video', packet(3), false);
    expect(delivered).toEqual([]);
    expect(loop.scheduled).toBe(1);

    loop.turn();
    expect(delivered).toEqual(['video 1', 'audio 2', 'video 3']);
    expect(queue.length).toBe(0);
    expect(loop.scheduled).toBe(0);
  });

  it('gives the loop back after a slice of work and goes on at its next turn', () => {
    const { loop, delivered, queue } = setUp(2);
    for (let sequenceNumber = 1; sequenceNumber <= 5; sequenceNumber += 1) queue.push('video', packet(sequenceNumber), false);

    loop.turn();
    const firstSlice = Math.ceil(FAN_OUT_SLICE_MS / 2);
    expect(delivered).toHaveLength(firstSlice);
    expect(loop.scheduled).toBe(1);
    loop.turn();
    expect(delivered).toEqual(['video 1', 'video 2', 'video 3', 'video 4', 'video 5']);
  });

  it('when a packet waited too long, drops the waiting video and stale audio, asks for a keyframe and resumes video there', () => {
    const { loop, delivered, queue, behind } = setUp();
    queue.push('video', packet(1), false);
    queue.push('audio', packet(2), false);
    loop.time += FAN_OUT_MAX_WAIT_MS / 2;
    queue.push('audio', packet(3), false);
    queue.push('video', packet(4), false);
    loop.time += FAN_OUT_MAX_WAIT_MS / 2 + 1;

    loop.turn();
    expect(delivered).toEqual(['audio 3']);
    expect(behind()).toBe(1);

    queue.push('video', packet(5), false);
    queue.push('audio', packet(6), false);
    queue.push('video', packet(7), true);
    queue.push('video', packet(8), false);
    loop.turn();
    expect(delivered).toEqual(['audio 3', 'audio 6', 'video 7', 'video 8']);
    expect(behind()).toBe(1);
  });

  it('keeps every packet when the fan-out keeps up', () => {
    const { loop, delivered, queue, behind } = setUp(1);
    for (let sequenceNumber = 1; sequenceNumber <= 100; sequenceNumber += 1) {
      queue.push(sequenceNumber % 3 === 0 ? 'audio' : 'video', packet(sequenceNumber), false);
      loop.time += 5;
      loop.turn();
    }
    expect(delivered).toHaveLength(100);
    expect(behind()).toBe(0);
  });
});
