import { z } from 'zod';
import { nameText } from '../common/names.js';
import { VALIDATION_MESSAGES as M } from '../common/validation.js';

/** Spec §3 Course: id, title (en), description (en), publish. */
export const courseSchema = z.object({
  id: z.string(),
  title: z.object({ en: z.string() }),
  description: z.object({ en: z.string() }),
  publish: z.boolean(),
  workspace_id: z.string(),
  video_count: z.number().int(),
});
export type Course = z.infer<typeof courseSchema>;
export const courseListSchema = z.object({ results: z.array(courseSchema) });

export const COURSE_TITLE_MAX_LENGTH = 120;
const courseTitleSchema = nameText.min(1, M.required).max(COURSE_TITLE_MAX_LENGTH, M.tooLong);

/** "Generate course": a new course, named by the host or given a default name. */
export const createCourseBodySchema = z.object({ title: courseTitleSchema.optional(), description: z.string().max(2000).default('') });
export const updateCourseBodySchema = z.object({ title: courseTitleSchema.optional(), publish: z.boolean().optional() });
