import { z } from 'zod';
import { defineEvent } from '../../infra/events/domain-events.js';

/**
 * A recording finished processing and is the one now played. Published in the transaction that marks it ready; a live
 * that was stopped is waiting in ANALYZING for this.
 */
export const recordingReady = defineEvent(
  'activities.recording-ready',
  z.object({ activityId: z.string().uuid(), recordingId: z.string().uuid() }),
);
