/** The stored media playlist of a recording's HLS files, which the master playlist names as its one variant. */
export const MEDIA_PLAYLIST = 'index.m3u8';
/** The files of a recording's media path that are made on request rather than stored. */
export const MASTER_PLAYLIST_FILE = 'hls/master.m3u8';
export const CAPTIONS_PLAYLIST_FILE = 'hls/captions.m3u8';
export const CAPTIONS_FILE = 'captions.vtt';
const CAPTIONS_GROUP = 'captions';

/** The language's own name for itself ("English", "粵語"), which players list in their captions menu. */
export function captionsName(language: string): string {
  const base = language.split('-')[0]!;
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(base) ?? language;
  } catch {
    return language;
  }
}

/**
 * The master playlist: the stored stream as its one variant and, when the recording has captions, a subtitles rendition
 * that hls.js and Safari both offer. Off unless chosen (DEFAULT=NO); AUTOSELECT lets a device whose owner asked for
 * captions in its settings turn them on. `bandwidth`: bits per second, an estimate is enough with a single variant.
 */
export function masterPlaylist({ bandwidth, captions }: { bandwidth: number; captions: { language: string; uri: string } | null }): string {
  const lines = ['#EXTM3U'];
  if (captions) {
    const name = captionsName(captions.language).replace(/"/g, '');
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="${CAPTIONS_GROUP}",NAME="${name}",LANGUAGE="${captions.language}",` +
        `DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="${captions.uri}"`,
    );
  }
  const subtitles = captions ? `,SUBTITLES="${CAPTIONS_GROUP}"` : '';
  lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${Math.max(1, Math.round(bandwidth))}${subtitles}`, MEDIA_PLAYLIST);
  return `${lines.join('\n')}\n`;
}

/** The subtitles media playlist: the whole WebVTT file as one segment as long as the recording. */
export function captionsPlaylist({ durationSeconds, vttUri }: { durationSeconds: number; vttUri: string }): string {
  const duration = Math.max(1, durationSeconds);
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(duration)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${duration.toFixed(3)},`,
    vttUri,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/**
 * The stored media playlist with each file it names (the init segment of EXT-X-MAP, every segment) replaced by
 * `urlOf(name)`: the signed URL the player fetches it at. A name without one is left out, so the player never gets
 * a URL that only the API could serve.
 */
export function withFileUrls(playlist: string, urlOf: (name: string) => string | undefined): string {
  const lines: string[] = [];
  for (const rawLine of playlist.split('\n')) {
    const line = rawLine.trim();
    const map = /^(#EXT-X-MAP:.*URI=")([^"]+)(".*)$/.exec(line);
    if (map) {
      const url = urlOf(map[2]!);
      if (url) lines.push(`${map[1]}${url}${map[3]}`);
    } else if (line === '' || line.startsWith('#')) {
      lines.push(line);
    } else {
      const url = urlOf(line);
      // The EXTINF line before a segment left out goes with it.
      if (url) lines.push(url);
      else if (lines.at(-1)?.startsWith('#EXTINF')) lines.pop();
    }
  }
  return lines.join('\n');
}
