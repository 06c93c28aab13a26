import { mediaUrlExpiry } from '@platform/shared';
import { AppError } from '../../errors.js';
import type { ObjectStorage } from '../../infra/storage/storage.js';
import type { RecordingRow } from './activities-rows.js';
import { MEDIA_PLAYLIST, withFileUrls } from './media-playlists.js';

/** Signed media playlists kept, one per recording: its URLs are the same for everyone within a minute. */
const SIGNED_PLAYLISTS_KEPT = 500;

/**
 * A recording's stored media playlist with each segment named by its URL signed for a few minutes, made once a minute
 * per recording. It is kept from the moment its making starts, so the viewers who press play together wait for one
 * making instead of each reading and signing it again; a making that fails is dropped, for the next request to try again.
 */
export function createSignedMediaPlaylists(storage: ObjectStorage, now: () => number) {
  const signedPlaylists = new Map<string, { expires: number; text: Promise<string> }>();

  /** The stored media playlist with each segment named by its URL signed until `expires`. */
  async function makeSignedMediaPlaylist(hlsPrefix: string, hlsFiles: readonly string[], expires: number): Promise<string> {
    const stored = await storage.read(`${hlsPrefix}${MEDIA_PLAYLIST}`);
    if (!stored) throw new AppError('NOT_FOUND', 'no such media file');
    const playlist = Buffer.concat(await stored.body.toArray()).toString('utf8');
    const names = hlsFiles.filter((name) => name !== MEDIA_PLAYLIST);
    const urls = new Map(
      await Promise.all(names.map(async (name) => [name, await storage.signedUrl(`${hlsPrefix}${name}`, expires)] as const)),
    );
    return withFileUrls(playlist, (name) => urls.get(name));
  }

  return function signedMediaPlaylist(recording: RecordingRow & { hlsPrefix: string }): Promise<string> {
    const expires = mediaUrlExpiry(now());
    const kept = signedPlaylists.get(recording.hlsPrefix);
    if (kept?.expires === expires) return kept.text;
    const text = makeSignedMediaPlaylist(recording.hlsPrefix, recording.hlsFiles ?? [], expires);
    signedPlaylists.delete(recording.hlsPrefix);
    if (signedPlaylists.size >= SIGNED_PLAYLISTS_KEPT) signedPlaylists.delete(signedPlaylists.keys().next().value!);
    signedPlaylists.set(recording.hlsPrefix, { expires, text });
    text.catch(() => {
      if (signedPlaylists.get(recording.hlsPrefix)?.text === text) signedPlaylists.delete(recording.hlsPrefix);
    });
    return text;
  };
}
