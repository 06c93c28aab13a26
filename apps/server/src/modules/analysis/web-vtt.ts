/** One caption on screen: milliseconds from the start of the recording, and what was said. */
export interface CaptionCue {
  start: number;
  end: number;
  text: string;
}

// A cue shown for no time at all would flash unreadably, or not at all; it stays at least this long.
const MIN_CUE_MS = 500;

/** `HH:MM:SS.mmm`: the hours are always written, which every WebVTT reader accepts. */
export function vttTimestamp(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(millis, 3)}`;
}

/**
 * Cue text as WebVTT reads it literally: `&`, `<` and `>` escaped (so a line cannot open a tag or hold the `-->` that
 * starts a timing line), and on one line, since a blank line would end the cue.
 */
export function vttText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A WebVTT file of the cues in time order; cues without words are left out. */
export function toWebVtt(cues: readonly CaptionCue[]): string {
  const blocks = [...cues]
    .sort((a, b) => a.start - b.start || a.end - b.end)
    .map((cue) => ({ ...cue, text: vttText(cue.text) }))
    .filter((cue) => cue.text !== '')
    .map((cue, i) => `${i + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(Math.max(cue.end, cue.start + MIN_CUE_MS))}\n${cue.text}`);
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}
