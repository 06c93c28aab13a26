import { describe, expect, it } from 'vitest';
import {
  addBoundary,
  addMarker,
  chunkAt,
  domainEnd,
  formatSeconds,
  fromChunks,
  keyTarget,
  leftOut,
  mergeWithNext,
  moveBoundary,
  msToSeconds,
  originsOf,
  rangesOf,
  removeBoundary,
  secondsToMs,
  splitAt,
  toRequestBody,
} from './timeline';

describe('milliseconds on the server, seconds in the UI', () => {
  it('converts both ways, rounding to whole milliseconds', () => {
    expect(msToSeconds(12_345)).toBe(12.345);
    expect(secondsToMs(12.3456)).toBe(12_346);
    expect(secondsToMs(msToSeconds(987_654))).toBe(987_654);
  });

  it('reads the server chunks as boundaries, in order, the last end closing them', () => {
    expect(
      fromChunks([
        { start: 10_000, end: 25_500 },
        { start: 0, end: 10_000 },
      ]),
    ).toEqual([0, 10, 25.5]);
    expect(fromChunks([])).toEqual([]);
  });

  it('sends milliseconds', () => {
    expect(toRequestBody([0, 10.2, 25.5])).toEqual([
      { start: 0, end: 10_200 },
      { start: 10_200, end: 25_500 },
    ]);
  });
});

describe('zero-length chunks', () => {
  it('are dropped on submit, consecutive ones included', () => {
    expect(toRequestBody([0, 5, 5, 5, 9])).toEqual([
      { start: 0, end: 5000 },
      { start: 5000, end: 9000 },
    ]);
  });

  it('are what a marker dragged onto its neighbour leaves', () => {
    const moved = moveBoundary([0, 5, 9], 1, 12, 20);
    expect(moved).toEqual([0, 9, 9]);
    expect(toRequestBody(moved)).toEqual([{ start: 0, end: 9000 }]);
  });
});

describe('moving a marker', () => {
  it('moves it to the time given', () => {
    expect(moveBoundary([0, 5, 9], 1, 6.25, 20)).toEqual([0, 6.25, 9]);
  });

  it('holds it between its neighbours and inside the domain', () => {
    expect(moveBoundary([0, 5, 9], 1, -3, 20)).toEqual([0, 0, 9]);
    expect(moveBoundary([1, 5, 9], 0, -3, 20)).toEqual([0, 5, 9]);
    expect(moveBoundary([0, 5, 9], 2, 50, 20)).toEqual([0, 5, 20]);
  });

  it('ignores a marker that does not exist', () => {
    expect(moveBoundary([0, 5], 4, 1, 20)).toEqual([0, 5]);
  });

  it('follows the keyboard: a tenth per arrow, the marker spacing with Shift, Home and End to the neighbours', () => {
    expect(keyTarget('ArrowRight', false, [0, 5, 9], 1, 20)).toBeCloseTo(5.1);
    expect(keyTarget('ArrowLeft', true, [0, 5, 9], 1, 20)).toBe(3);
    expect(keyTarget('Home', false, [0, 5, 9], 1, 20)).toBe(0);
    expect(keyTarget('End', false, [0, 5, 9], 2, 20)).toBe(20);
    expect(keyTarget('a', false, [0, 5, 9], 1, 20)).toBeNull();
  });
});

describe('splitting at the playhead', () => {
  it('cuts the chunk under the playhead in two', () => {
    expect(splitAt([0, 10, 20], 13.5)).toEqual([0, 10, 13.5, 20]);
    expect(chunkAt([0, 10, 20], 13.5)).toBe(1);
  });

  it('does nothing on a marker or outside the chunks', () => {
    expect(splitAt([0, 10, 20], 10)).toEqual([0, 10, 20]);
    expect(splitAt([0, 10, 20], 25)).toEqual([0, 10, 20]);
    expect(splitAt([], 3)).toEqual([]);
  });
});

describe('merging and deleting', () => {
  it('merges a chunk with the next by removing the marker between them', () => {
    expect(mergeWithNext([0, 10, 20, 30], 0)).toEqual([0, 20, 30]);
    expect(rangesOf(mergeWithNext([0, 10, 20, 30], 1))).toEqual([
      { start: 0, end: 10 },
      { start: 10, end: 30 },
    ]);
  });

  it('cannot merge the last chunk', () => {
    expect(mergeWithNext([0, 10, 20], 1)).toEqual([0, 10, 20]);
  });

  it('deletes an edge marker with the chunk at that edge, and the last chunk entirely', () => {
    expect(removeBoundary([0, 10, 20], 0)).toEqual([10, 20]);
    expect(removeBoundary([0, 10, 20], 2)).toEqual([0, 10]);
    expect(removeBoundary([0, 10], 1)).toEqual([]);
  });
});

describe('adding a marker', () => {
  it('places it the default spacing (2 s) after the marker chosen', () => {
    expect(addBoundary([0, 10, 20], 0, 30)).toEqual({ boundaries: [0, 2, 10, 20], index: 1 });
  });

  it('after the last marker adds a chunk at the end, inside the domain', () => {
    expect(addBoundary([0, 10], 1, 30)).toEqual({ boundaries: [0, 10, 12], index: 2 });
    expect(addBoundary([0, 29], 1, 30)).toEqual({ boundaries: [0, 29, 29.5], index: 2 });
  });

  it('goes halfway when the next marker is nearer than the spacing', () => {
    expect(addBoundary([0, 1, 20], 0, 30)).toEqual({ boundaries: [0, 0.5, 1, 20], index: 1 });
  });

  it('with no marker chosen, adds in the chunk under the playhead', () => {
    expect(addMarker([0, 10, 20], null, 13.5, 20)).toEqual({ boundaries: [0, 10, 12, 20], index: 2 });
  });

  it('with no marker chosen and the playhead at the end, adds in the last chunk, not after the closing marker', () => {
    expect(addMarker([0, 10, 20], null, 20, 20)).toEqual({ boundaries: [0, 10, 12, 20], index: 2 });
    expect(addMarker([0, 10], null, 25, 30)).toEqual({ boundaries: [0, 10, 12], index: 2 });
  });

  it('after the marker chosen, wherever the playhead is', () => {
    expect(addMarker([0, 10, 20], 0, 13.5, 20)).toEqual({ boundaries: [0, 2, 10, 20], index: 1 });
  });

  it('starts a first chunk when there is none', () => {
    expect(addBoundary([], 0, 1000)).toEqual({ boundaries: [0, 2], index: 1 });
  });

  it('reports no room at the end of the domain', () => {
    expect(addBoundary([0, 30], 1, 30).index).toBe(-1);
  });
});

describe('the domain', () => {
  it('is the recording length, else 0 to 1000 s (spec §9)', () => {
    expect(domainEnd(42.5, [0, 10])).toBe(42.5);
    expect(domainEnd(null, [])).toBe(1000);
    expect(domainEnd(null, [0, 1500])).toBe(1500);
  });
});

describe('formatSeconds', () => {
  it('shows minutes, seconds and tenths, and hours from an hour', () => {
    expect(formatSeconds(5.25)).toBe('0:05.3');
    expect(formatSeconds(59.96)).toBe('1:00.0');
    expect(formatSeconds(3725, false)).toBe('1:02:05');
  });
});

describe('what the chunks leave out', () => {
  it('names the stretch before the first marker and, with a known length, after the last', () => {
    expect(leftOut([5.2, 20, 40], 60)).toEqual([
      { start: 0, end: 5.2 },
      { start: 40, end: 60 },
    ]);
    expect(leftOut([0, 20, 60], 60)).toEqual([]);
  });

  it('says nothing of the end while the recording length is unknown, nor of a hair at an edge, nor with no chunks', () => {
    expect(leftOut([0, 20, 40], null)).toEqual([]);
    expect(leftOut([0.01, 20, 59.98], 60)).toEqual([]);
    expect(leftOut([], 60)).toEqual([]);
  });

  it('follows a deleted edge marker', () => {
    expect(leftOut(removeBoundary([0, 20, 40], 2), 40)).toEqual([{ start: 20, end: 40 }]);
  });
});

describe('where each reviewed chunk came from', () => {
  const originals = [
    { start: 0, end: 20 },
    { start: 20, end: 40 },
  ];

  it('keeps an untouched chunk as unchanged', () => {
    expect(originsOf([0, 20, 40], originals)).toEqual([
      { index: 0, unchanged: true },
      { index: 1, unchanged: true },
    ]);
  });

  it('traces a nudged, split or merged chunk to the original it overlaps most, as changed', () => {
    expect(originsOf(moveBoundary([0, 20, 40], 1, 20.1, 40), originals)).toEqual([
      { index: 0, unchanged: false },
      { index: 1, unchanged: false },
    ]);
    expect(originsOf(splitAt([0, 20, 40], 5), originals).map((origin) => origin.index)).toEqual([0, 0, 1]);
    expect(originsOf([0, 25, 40], originals)[0]).toEqual({ index: 0, unchanged: false });
  });

  it('finds no origin for a chunk added after every original, or of no length', () => {
    expect(originsOf([0, 20, 40, 42], originals)[2]).toEqual({ index: -1, unchanged: false });
    expect(originsOf([0, 20, 20, 40], originals)[1]).toEqual({ index: -1, unchanged: false });
  });
});
