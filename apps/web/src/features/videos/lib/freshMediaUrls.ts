/** The URLs a playlist names (its file lines and URI="..." attributes), made absolute against the playlist's own URL. */
export function playlistUrls(playlist: string, playlistUrl: string): string[] {
  return playlist.split('\n').flatMap((rawLine) => {
    const line = rawLine.trim();
    const uris = line.startsWith('#') ? [...line.matchAll(/URI="([^"]+)"/g)].map((match) => match[1]!) : line ? [line] : [];
    return uris.map((uri) => new URL(uri, playlistUrl).href);
  });
}

/** A URL without its query: the file it names, whatever signature it carries. */
const fileOf = (url: string) => url.split('?')[0]!;

/**
 * The newest signed URL seen for each media file. Segment URLs expire within minutes (MEDIA_URL_LIFETIME_SECONDS),
 * so the player fetches its playlists again now and then and asks for each file at the newest URL it has for it.
 */
export function createFreshUrls() {
  const newest = new Map<string, string>();
  return {
    /** Takes the URLs of a playlist just fetched from `playlistUrl`. */
    learn(playlist: string, playlistUrl: string): void {
      for (const url of playlistUrls(playlist, playlistUrl)) newest.set(fileOf(url), url);
    },
    /** The newest URL known for the file `url` names, or `url` itself. */
    current(url: string): string {
      return newest.get(fileOf(url)) ?? url;
    },
  };
}
