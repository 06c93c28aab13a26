/**
 * Discourse markers that open a new topic. A line that starts with one is a likely chunk boundary; it is a bonus to
 * the lexical score, never a boundary on its own.
 */
const CUE_PHRASES = [
  'now',
  'next',
  'finally',
  'moving on',
  'lets turn',
  'let us turn',
  'let us move',
  'lets move',
  'turning to',
  'another topic',
  'in conclusion',
  'to sum up',
  'first of all',
  'second',
  'third',
  '接下來',
  '接著',
  '然後',
  '最後',
  '另外',
  '下一個',
  '總結',
  '首先',
  '现在',
  '接下来',
  '最后',
  '次に',
  '最後に',
  'さて',
  'では',
];

/** Whether a line opens with a cue phrase ("Now let us…", "Finally, …", "接下來…"). */
export function startsWithCue(text: string): boolean {
  const opening = text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ');
  return CUE_PHRASES.some((cue) => opening === cue || opening.startsWith(/^[a-z]/.test(cue) ? `${cue} ` : cue));
}
