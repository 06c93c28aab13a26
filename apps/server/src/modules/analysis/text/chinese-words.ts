import { createRequire } from 'node:module';
import type { Jieba } from '@node-rs/jieba';
import { toSimplified } from '../../../infra/text/chinese-script.js';

/** A word of a Chinese text, in the text's own characters, with jieba's part-of-speech tag (ICTCLAS set). */
export interface ChineseWord {
  word: string;
  tag: string;
}

const require = createRequire(import.meta.url);
let loaded: Jieba | null | undefined;

/**
 * jieba with its Simplified dictionary, loaded on first use (a third of a second). Its native binding is a
 * per-platform optional package: where it is missing, null, and callers fall back to Intl.Segmenter.
 */
export function jieba(): Jieba | null {
  if (loaded !== undefined) return loaded;
  try {
    const { Jieba } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
    const { dict } = require('@node-rs/jieba/dict.js') as typeof import('@node-rs/jieba/dict.js');
    loaded = Jieba.withDict(dict);
  } catch {
    loaded = null;
  }
  return loaded;
}

const WORD_LIKE = /[\p{L}\p{N}]/u;

/**
 * The words of a Chinese text, cut by jieba, or null when jieba cannot load. jieba's dictionary is Simplified, so a
 * Hong Kong text is cut in its Simplified form (OpenCC hk → cn) and each word is read back from the original at the
 * same place: the words keep the speaker's characters (恒生指數, not 恒生指数). OpenCC maps character for character;
 * should a text ever change length, it is cut as written instead.
 */
export function chineseWords(text: string): ChineseWord[] | null {
  const cutter = jieba();
  if (!cutter) return null;
  const simplified = toSimplified(text);
  const source = simplified.length === text.length ? simplified : text;
  const out: ChineseWord[] = [];
  let at = 0;
  for (const { word, tag } of cutter.tag(source, true)) {
    const found = source.indexOf(word, at);
    const original = found < 0 ? word : text.slice(found, found + word.length);
    if (found >= 0) at = found + word.length;
    if (WORD_LIKE.test(original)) out.push({ word: original, tag });
  }
  return out;
}
