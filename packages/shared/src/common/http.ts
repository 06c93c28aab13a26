import { z } from 'zod';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './constants.js';
import { ERROR_CODES, SUCCESS_MESSAGES } from './errors.js';

export const messageResponseSchema = z.object({ msg: z.enum(SUCCESS_MESSAGES) });
export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });

export const errorResponseSchema = z.object({
  msg: z.enum(ERROR_CODES as [string, ...string[]]),
  message: z.string(),
  details: z.array(errorDetailSchema).optional(),
  /** Present on 5xx answers: the id on the server's log lines for this request. */
  request_id: z.string().optional(),
  /** A refused live role change (spec 001 §7): the room's speaker limit. */
  failed_limit: z.number().int().optional(),
});

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), _total_count: z.number().int(), _limit: z.number().int() });
}
