import { VIEW_RULE } from '@platform/shared';
import { useCallback, useRef, type SyntheticEvent } from 'react';
import { reportView } from '../api';
import { playedSeconds } from '../lib/playedSeconds';

/**
 * The player's `onTimeUpdate`: once the viewer has played VIEW_RULE's share of the recording, tells the server, once per
 * page (the server counts a video once a day whatever it is told). `durationSeconds` is the server's length of the
 * recording, which it holds the report to; the element's own length stands in while it is unknown.
 */
export function useViewReport(activityId: string, durationSeconds: number | null) {
  const reported = useRef(false);
  return useCallback(
    (event: SyntheticEvent<HTMLVideoElement>) => {
      const video = event.currentTarget;
      const length = durationSeconds ?? video.duration;
      if (reported.current || !Number.isFinite(length)) return;
      const watched = playedSeconds(video.played);
      if (watched < VIEW_RULE.minWatchedShare * length) return;
      reported.current = true;
      reportView(activityId, watched).catch(() => {
        // Not the viewer's concern while watching: the view is theirs again on the next viewing of the page.
      });
    },
    [activityId, durationSeconds],
  );
}
