import { describe, expect, it } from 'vitest';
import { seenText } from './seen-text.js';

describe('seenText', () => {
  it('drops what a reader does not see: format characters, tag characters, Hangul fillers, marks, variation selectors', () => {
    for (const unseen of ['\u00ad', '\u200b', '\u200f', '\u2061', '\u2064', '\ufeff', '\u{e0001}', '\u{e0020}', '\u{e007f}']) {
      expect(seenText(`a${unseen}b`)).toBe('ab');
    }
    for (const filler of ['\u115f', '\u1160', '\u3164', '\uffa0']) expect(seenText(`a${filler}b`)).toBe('ab');
    expect(seenText('a\u0301\u0336b\ufe0f\u{e0100}c')).toBe('abc');
  });

  it('reads compatibility forms, accents and case as the plain letter', () => {
    expect(seenText('ＡＢＣ 𝐝𝐞𝐟 ⓖ naïve Æ')).toBe('abc def g naive ae');
  });

  it('folds Cyrillic and Greek lookalikes to the Latin letter, small capitals included', () => {
    expect(seenText('сѕаеорхуі')).toBe('csaeopxyi');
    expect(seenText('тмнкв')).toBe('tmhkb');
    expect(seenText('ΑΒΕΗΙΚΜΝΟΡΤΧ')).toBe('abehikmnoptx');
    expect(seenText('ВІТСН')).toBe('bitch');
  });

  it('folds lookalikes of Han ideographs to them, and leaves Han, Hangul and ordinary punctuation as they are', () => {
    expect(seenText('ハロ⼝')).toBe('八口口');
    expect(seenText('士兵在一個土堆上')).toBe('士兵在一個土堆上');
    expect(seenText('恒生指數升咗，「好」。')).toBe('恒生指數升咗,「好」。');
    expect(seenText('안녕하세요')).toBe('안녕하세요');
  });

  it('leaves ASCII as typed, digits and symbols included', () => {
    expect(seenText('m1l0 | I $5 "q"')).toBe('m1l0 | i $5 "q"');
  });
});
