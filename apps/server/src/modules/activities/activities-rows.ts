import type { activities, courses, recordings } from './activities.table.js';

export type ActivityRow = typeof activities.$inferSelect;
export type ActivityPatch = Partial<
  Pick<
    ActivityRow,
    | 'title'
    | 'language'
    | 'startDate'
    | 'description'
    | 'thumbnailKey'
    | 'status'
    | 'courseId'
    | 'webrtcSessionId'
    | 'hostTokenHash'
    | 'playableAt'
    | 'errMsg'
    | 'goLiveTime'
    | 'endLiveTime'
  >
>;
export type RecordingRow = typeof recordings.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
