/** A line's text cut into the stretches a search matched and the rest, in order, for marking the matches. */
export interface TextPiece {
  text: string;
  matched: boolean;
}

/** Ranges out of order, overlapping or past the end (a server newer or older than the page) are ignored, not trusted. */
export function splitByRanges(text: string, ranges: readonly { from: number; to: number }[]): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const { from, to } of ranges) {
    if (from < at || to <= from || to > text.length) continue;
    if (from > at) pieces.push({ text: text.slice(at, from), matched: false });
    pieces.push({ text: text.slice(from, to), matched: true });
    at = to;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), matched: false });
  return pieces;
}
