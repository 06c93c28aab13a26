import type { WatchAccess } from './watch-access.js';

/** A recording's captions as WebVTT, and the language (BCP 47) they are written in. */
export interface Captions {
  language: string;
  vtt: string;
}

/**
 * Where captions come from. The transcripts belong to the analysis module, which sits above this one: it hands its
 * source over once it is built (provideCaptions in index.ts), as it takes over the analysis commands.
 */
export interface CaptionSource {
  /** The captions of a recording, for a caller already allowed its media; null when there are none to show them. */
  captionsOf(watch: WatchAccess, recordingId: string): Promise<Captions | null>;
  /**
   * Whether a recording has captions to show and in which language, without making them: what the playlists name.
   * The same null as captionsOf.
   */
  languageOf(watch: WatchAccess, recordingId: string): Promise<string | null>;
}
