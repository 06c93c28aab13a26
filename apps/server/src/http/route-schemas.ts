import { errorResponseSchema } from '@platform/shared';
import { z } from 'zod';

/**
 * One component of the OpenAPI document for every error answer: its `msg` lists every error code, and written out in
 * each of the hundreds of responses it made the document 1.9 MB, which the docs page took seconds to draw.
 */
z.globalRegistry.add(errorResponseSchema, { id: 'ApiError' });

/** The error answers most routes can give, for their OpenAPI description and serialisation. */
export const commonErrorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/** A channel addressed by id, slug or join code. */
export const workspaceParams = z.object({ id: z.string().min(1).max(100) });
