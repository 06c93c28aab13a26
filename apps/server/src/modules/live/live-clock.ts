import { sql, type SQL } from 'drizzle-orm';
import { activities } from '../activities/index.js';

/**
 * Now on the live's clock: milliseconds since the webinar went live, which is the recording's time 0 (the composed
 * recording starts at go_live_time), so it compares directly with its chunks' start and end. Null before go-live.
 */
export function liveClockNow(activityId: string): SQL<number | null> {
  return sql<number | null>`(select case when ${activities.goLiveTime} <= now()
    then floor(extract(epoch from (now() - ${activities.goLiveTime})) * 1000)::integer end
    from ${activities} where ${activities.id} = ${activityId})`;
}
