import { errorResponseSchema } from '@platform/shared';
import { z } from 'zod';
import { commonErrorResponses } from '../../http/route-schemas.js';

/** What the webinar routes (activities.routes.ts, activity-lists.routes.ts) declare alike. */
export const tags = ['activities'];
export const idParams = z.object({ id: z.string().uuid() });
export const errors = { ...commonErrorResponses, 409: errorResponseSchema };
