import { PUBLISHED_STATUS } from '@platform/shared';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { activities } from './activities.table.js';

/** Every video whose recording plays, published or not: what a channel's managers list. */
export const playable = and(isNotNull(activities.playableAt), ne(activities.status, 'UNPUBLISHED'))!;
/** isPublished as a condition, of videos that play: what viewers list (within the partial indexes over `playable`). */
export const publishedVideo = and(isNotNull(activities.playableAt), eq(activities.status, PUBLISHED_STATUS))!;
