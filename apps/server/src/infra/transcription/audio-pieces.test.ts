import { describe, expect, it } from 'vitest';
import { heardStretch, joinPieces, planPieces } from './audio-pieces.js';

const line = (start: number, end: number, text: string) => ({ start, end, speaker: '', text });

describe('planPieces', () => {
  it('cuts at the middle of the silence nearest to each even share', () => {
    const silences = [
      { start: 20, end: 21 },
      { start: 58, end: 60 },
      { start: 90, end: 90.5 },
    ];
    expect(planPieces(120, silences, { maxPieces: 2 })).toEqual([
      { start: 0, end: 59 },
      { start: 59, end: 120 },
    ]);
  });

  it('makes as many pieces as allowed when the audio is long enough, in order and covering it all', () => {
    const silences = Array.from({ length: 59 }, (_, i) => ({ start: 10 * (i + 1) - 0.2, end: 10 * (i + 1) + 0.2 }));
    const pieces = planPieces(600, silences, { maxPieces: 4 });
    expect(pieces).toEqual([
      { start: 0, end: 150 },
      { start: 150, end: 300 },
      { start: 300, end: 450 },
      { start: 450, end: 600 },
    ]);
  });

  it('makes fewer pieces than allowed rather than pieces shorter than the minimum', () => {
    const silences = [
      { start: 11, end: 12 },
      { start: 21, end: 22 },
      { start: 31, end: 32 },
    ];
    expect(planPieces(45, silences, { maxPieces: 8 })).toEqual([
      { start: 0, end: 21.5 },
      { start: 21.5, end: 45 },
    ]);
    expect(planPieces(39, silences, { maxPieces: 8 })).toEqual([{ start: 0, end: 39 }]);
  });

  it('skips a cut that would leave a piece under the minimum and keeps the others', () => {
    // The only silences lie 5 s from the start and near the middle: the first cannot make a 20 s piece.
    const silences = [
      { start: 4.5, end: 5.5 },
      { start: 49, end: 51 },
    ];
    expect(planPieces(100, silences, { maxPieces: 2 })).toEqual([
      { start: 0, end: 50 },
      { start: 50, end: 100 },
    ]);
    expect(planPieces(100, [{ start: 4.5, end: 5.5 }], { maxPieces: 2 })).toEqual([{ start: 0, end: 100 }]);
  });

  it('is one piece without a silence, with one process, or when silences only lead in and trail off', () => {
    expect(planPieces(600, [], { maxPieces: 4 })).toEqual([{ start: 0, end: 600 }]);
    expect(planPieces(600, [{ start: 299, end: 301 }], { maxPieces: 1 })).toEqual([{ start: 0, end: 600 }]);
    const edges = [
      { start: 0, end: 40 },
      { start: 560, end: 600 },
    ];
    expect(planPieces(600, edges, { maxPieces: 2 })).toEqual([{ start: 0, end: 600 }]);
  });

  it('honours a shorter minimum piece', () => {
    expect(planPieces(30, [{ start: 14, end: 16 }], { maxPieces: 2, minPieceSeconds: 10 })).toEqual([
      { start: 0, end: 15 },
      { start: 15, end: 30 },
    ]);
  });
});

describe('heardStretch', () => {
  it('starts the lead-in before the piece, but not before the audio', () => {
    expect(heardStretch({ start: 59, end: 120 }, 5)).toEqual({ start: 54, end: 120 });
    expect(heardStretch({ start: 0, end: 59 }, 5)).toEqual({ start: 0, end: 59 });
    expect(heardStretch({ start: 3, end: 59 }, 5)).toEqual({ start: 0, end: 59 });
  });
});

describe('joinPieces', () => {
  it('moves each piece onto the whole audio clock and keeps the pieces in order', () => {
    const joined = joinPieces([
      { piece: { start: 59, end: 120 }, heardFrom: 59, lines: [line(1, 2.5, 'second piece'), line(3, 4, 'goes on')] },
      { piece: { start: 0, end: 59 }, heardFrom: 0, lines: [line(0.5, 1.5, 'first piece')] },
    ]);
    expect(joined).toEqual([line(0.5, 1.5, 'first piece'), line(60, 61.5, 'second piece'), line(62, 63, 'goes on')]);
  });

  it('leaves out what the engine heard in the lead-in, which the piece before has', () => {
    const joined = joinPieces([
      { piece: { start: 0, end: 59 }, heardFrom: 0, lines: [line(55, 58, 'end of the first')] },
      { piece: { start: 59, end: 120 }, heardFrom: 54, lines: [line(1, 4, 'end of the first'), line(6, 7, 'second piece')] },
    ]);
    expect(joined).toEqual([line(55, 58, 'end of the first'), line(60, 61, 'second piece')]);
  });

  it('keeps a line that an engine placed past its piece within the piece', () => {
    const joined = joinPieces([{ piece: { start: 10, end: 20 }, heardFrom: 10, lines: [line(9.5, 10.2, 'last word')] }]);
    expect(joined).toEqual([line(19.5, 20, 'last word')]);
  });

  it('keeps the speaker', () => {
    const joined = joinPieces([{ piece: { start: 5, end: 20 }, heardFrom: 5, lines: [{ start: 1, end: 2, speaker: 'A', text: 'hello' }] }]);
    expect(joined).toEqual([{ start: 6, end: 7, speaker: 'A', text: 'hello' }]);
  });
});
