import type { Activity } from '@platform/shared';
import type { RefObject } from 'react';
import { VideoChunks } from '../../features/analysis';
import { ChunkLiveDiscussion, LiveQuestionsSection, useLiveReplay } from '../../features/live';
import { VideoPlayback } from '../../features/videos';

/** The chunks of the recording, each with what its live asked and said while it played (issue 31). */
function ChunksWithLive({ activity, videoRef }: { activity: Activity; videoRef: RefObject<HTMLVideoElement | null> }) {
  const replay = useLiveReplay(activity).data;
  if (!replay) return <VideoChunks activity={activity} videoRef={videoRef} />;
  return (
    <VideoChunks
      activity={activity}
      videoRef={videoRef}
      chunkFooter={(_chunk, index, chunks) => (
        <ChunkLiveDiscussion activityId={activity.id} replay={replay} chunks={chunks} index={index} canHide={activity.can_manage} />
      )}
      footer={(chunks) => <LiveQuestionsSection activityId={activity.id} replay={replay} chunks={chunks} canHide={activity.can_manage} />}
    />
  );
}

/**
 * Spec §2 /video-playback/{id}: the video's page from videos, with the chunks of its recording from analysis and, for
 * a recorded live, its questions and chat from live.
 */
export function VideoPlaybackPage() {
  return <VideoPlayback chunks={(activity, videoRef) => <ChunksWithLive activity={activity} videoRef={videoRef} />} />;
}
