import { VideoChunks } from '../../features/analysis';
import { VideoPlayback } from '../../features/videos';

/** Spec §2 /video-playback/{id}: the video's page from videos, with the chunks of its recording from analysis. */
export function VideoPlaybackPage() {
  return <VideoPlayback chunks={(activity, videoRef) => <VideoChunks activity={activity} videoRef={videoRef} />} />;
}
