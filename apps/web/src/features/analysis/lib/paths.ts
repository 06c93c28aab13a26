/** Spec §2 /webinar/process/{id}. */
export const processPath = (id: string) => `/webinar/process/${encodeURIComponent(id)}`;
/** Spec §2: where the host reports an analysis error. */
export const processErrorPath = (id: string) => `${processPath(id)}/error`;
/** The query parameter of /video-playback/{id} that starts the player at a second (a transcript search hit). */
export const START_AT_PARAM = 't';
/** Spec §2 /video-playback/{id}, started at `seconds`. */
export const playbackAtPath = (activityId: string, seconds: number) =>
  `/video-playback/${encodeURIComponent(activityId)}?${START_AT_PARAM}=${Math.floor(seconds)}`;
