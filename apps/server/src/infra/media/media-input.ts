import path from 'node:path';

/**
 * The containers a recording is read as: MP4 and QuickTime (ffmpeg's `mov` demuxer, also named mp4, m4a and 3gp) and
 * Matroska or WebM (a live's recorded feeds). ffmpeg would otherwise take the format a file's bytes suggest, whatever
 * its name: a concat list or an HLS playlist named `.mp4` makes it open the files and addresses written inside.
 */
export const RECORDING_CONTAINERS = ['mov', 'mp4', 'm4a', '3gp', 'matroska', 'webm'] as const;

/** The speech track the analysis extracts from a recording: a file of ours, read back by the silence detection. */
export const SPEECH_AUDIO_CONTAINERS = ['wav'] as const;

/** How ffmpeg and ffprobe say that a file's format is not one of those allowed. */
export const FORMAT_REFUSED_LOG = /Format not on whitelist/;

/**
 * The arguments that open one input, `-i` included: ffmpeg may read it only as one of `containers`, and only through the
 * protocol of the source it was given (a path on disk, or the storage's signed http(s) URL), so nothing written inside
 * the file can make it read another file or dial another address. A path is made absolute: a name like `a:b.mp4` would
 * otherwise be read as a protocol, and `-x.mp4` as an option.
 */
export function mediaInput(source: string, containers: readonly string[] = RECORDING_CONTAINERS): string[] {
  const url = /^https?:\/\//i.test(source) ? new URL(source) : null;
  const protocols = !url ? 'file' : url.protocol === 'https:' ? 'https,tls,tcp' : 'http,tcp';
  return ['-protocol_whitelist', protocols, '-format_whitelist', containers.join(','), '-i', url ? source : path.resolve(source)];
}
