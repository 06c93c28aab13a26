import { describe, expect, it } from 'vitest';
import { type Clock, KeyframeRequests, PUBLISHER_MIN_GAP_MS, REPAIR_MIN_GAP_MS, startsVp8Keyframe } from './keyframe-requests.js';

/** A clock moved by hand; its timers run when the time passes theirs. */
function manualClock() {
  let time = 10_000;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: Clock = {
    now: () => time,
    setTimeout: (run, ms) => {
      nextId += 1;
      timers.set(nextId, { at: time + ms, run });
      return nextId as unknown as NodeJS.Timeout;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as unknown as number);
    },
  };
  const advance = (ms: number) => {
    const until = time + ms;
    for (;;) {
      const next = [...timers].sort(([, a], [, b]) => a.at - b.at).find(([, timer]) => timer.at <= until);
      if (!next) break;
      timers.delete(next[0]);
      time = next[1].at;
      next[1].run();
    }
    time = until;
  };
  return { clock, advance, pendingTimers: () => timers.size };
}

function setUp() {
  const { clock, advance, pendingTimers } = manualClock();
  const sentAt: number[] = [];
  const requests = new KeyframeRequests(() => {
    sentAt.push(clock.now());
    return true;
  }, clock);
  /** When each request went out, in ms after the first. */
  const sent = () => sentAt.map((at) => at - sentAt[0]!);
  return { requests, advance, pendingTimers, sent };
}

describe('keyframe requests to a publisher', () => {
  it('sends the first request at once', () => {
    const { requests, sent } = setUp();
    requests.request('start');
    expect(sent()).toEqual([0]);
  });

  it('puts off a new viewer’s request that comes just after another one, instead of dropping it', () => {
    const { requests, advance, sent } = setUp();
    requests.request('start');
    advance(100);
    requests.request('start');
    expect(sent()).toEqual([0]);
    advance(PUBLISHER_MIN_GAP_MS);
    expect(sent()).toEqual([0, PUBLISHER_MIN_GAP_MS]);
  });

  it('sends one request for many viewers joining within the gap', () => {
    const { requests, advance, sent } = setUp();
    requests.request('start');
    for (let viewer = 0; viewer < 50; viewer += 1) {
      advance(5);
      requests.request('start');
    }
    advance(2_000);
    expect(sent()).toEqual([0, PUBLISHER_MIN_GAP_MS]);
  });

  it('never sends two requests closer than the publisher honours, however many viewers keep asking', () => {
    const { requests, advance, sent } = setUp();
    for (let step = 0; step < 400; step += 1) {
      requests.request(step % 2 === 0 ? 'start' : 'repair');
      advance(10);
    }
    const gaps = sent()
      .slice(1)
      .map((at, index) => at - sent()[index]!);
    expect(gaps.length).toBeGreaterThan(5);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(PUBLISHER_MIN_GAP_MS);
  });

  it('passes on the repair requests of viewers that were decoding at most once a second', () => {
    const { requests, advance, sent } = setUp();
    for (let step = 0; step < 25; step += 1) {
      requests.request('repair');
      advance(100);
    }
    expect(sent()).toEqual([0, REPAIR_MIN_GAP_MS, 2 * REPAIR_MIN_GAP_MS]);
  });

  it('sends a new viewer’s request put off behind a repair as soon as the publisher would honour it', () => {
    const { requests, advance, sent } = setUp();
    requests.request('repair');
    advance(50);
    requests.request('repair');
    advance(50);
    requests.request('start');
    advance(REPAIR_MIN_GAP_MS);
    expect(sent()).toEqual([0, PUBLISHER_MIN_GAP_MS]);
  });

  it('drops a put-off request when a keyframe arrives first', () => {
    const { requests, advance, pendingTimers, sent } = setUp();
    requests.request('start');
    advance(20);
    requests.request('start');
    advance(30);
    requests.keyframeArrived();
    expect(pendingTimers()).toBe(0);
    advance(1_000);
    expect(sent()).toEqual([0]);
  });

  it('does not count a request that could not be sent', () => {
    const { clock, advance } = manualClock();
    let video = false;
    let sent = 0;
    const requests = new KeyframeRequests(() => {
      if (video) sent += 1;
      return video;
    }, clock);
    requests.request('start');
    video = true;
    advance(10);
    requests.request('start');
    expect(sent).toBe(1);
  });

  it('forgets a put-off request when closed', () => {
    const { requests, advance, pendingTimers, sent } = setUp();
    requests.request('start');
    advance(10);
    requests.request('start');
    requests.close();
    expect(pendingTimers()).toBe(0);
    advance(1_000);
    expect(sent()).toEqual([0]);
  });
});

describe('VP8 keyframe detection', () => {
  const keyframeHeader = 0x10; // P cleared: a keyframe
  const deltaHeader = 0x11;
  it.each([
    ['a bare descriptor', [0x10, keyframeHeader], true],
    ['a delta frame', [0x10, deltaHeader], false],
    ['a 7-bit picture id', [0x90, 0x80, 0x05, keyframeHeader], true],
    ['a 15-bit picture id', [0x90, 0x80, 0x85, 0x01, keyframeHeader], true],
    ['a 15-bit picture id, delta frame', [0x90, 0x80, 0x85, 0x01, deltaHeader], false],
    ['picture id, TL0PICIDX and TID', [0x90, 0xe0, 0x85, 0x01, 0x07, 0x20, keyframeHeader], true],
    ['TID without TL0PICIDX', [0x90, 0xa0, 0x85, 0x01, 0x20, deltaHeader], false],
    ['a packet that continues a frame', [0x00, keyframeHeader], false],
    ['another partition', [0x11, keyframeHeader], false],
    ['an empty payload', [], false],
  ])('%s', (_, bytes, expected) => {
    expect(startsVp8Keyframe(Uint8Array.from(bytes))).toBe(expected);
  });
});
