import { isPunctuated, isWholeSentence, spokenSentences, type SpokenLine } from './sentences.js';

/** Below this share of its words in whole sentences, a transcript is mostly fragments. */
const MIN_WHOLE_SHARE = 0.5;

function letters(text: string): number {
  return [...text.matchAll(/[\p{L}\p{N}]/gu)].length;
}

/**
 * Whether a chunk's transcript reads as misrecognised speech, so the editor warns beside its text instead of
 * presenting noise as a summary. The engines give the analysis no confidence figure, so it is read from the text:
 * an engine that cannot follow the speaker hears fragments ("i told", "you to", "stop ah") between pauses where
 * the speaker said whole sentences. Low when under half the recognised text is in sentences of at least eight words
 * (ten characters in Chinese and Japanese). This reads only sentences rebuilt from pauses: an engine that writes its
 * own sentence ends (whisper) ends short sentences on purpose, and its errors do not show as fragments. A chunk without
 * a transcript is not low: there is nothing to doubt.
 */
export function looksMisrecognised(lines: readonly SpokenLine[], language: string): boolean {
  if (isPunctuated(lines)) return false;
  const sentences = spokenSentences(lines, language);
  const total = sentences.reduce((sum, sentence) => sum + letters(sentence.text), 0);
  if (total === 0) return false;
  const whole = sentences.filter((sentence) => isWholeSentence(sentence.text, language)).reduce((sum, s) => sum + letters(s.text), 0);
  return whole / total < MIN_WHOLE_SHARE;
}
