import type { z } from 'zod';

/** A schema of the contract, loaded with its module when an answer first needs it. */
export type LazySchema<S extends z.ZodType> = () => Promise<S>;

/** The names of a module's exports that are zod schemas. */
type SchemaNames<M> = { [K in keyof M]: M[K] extends z.ZodType ? K : never }[keyof M];

function schemasIn<M>(load: () => Promise<M>) {
  return <K extends SchemaNames<M>>(name: K): LazySchema<M[K] & z.ZodType> =>
    () =>
      load().then((module) => module[name] as M[K] & z.ZodType);
}

/*
 * The modules of the contract whose schemas the app checks answers against, each loaded when a call first needs one of
 * them. A zod schema costs about 0.1 ms of a phone's CPU to build, and these modules build about a thousand as they
 * run: imported with the app's code, they ran in the task that starts it, the longest of a first visit (about 90 ms
 * of its 120-220, issue 30's total blocking time), for answers a server-rendered page has already. Loaded here, each
 * runs when its first call has been sent, in a task of its own. The bundler gives each its own chunk (vite.config.ts).
 */
export const activitySchemas = schemasIn(() => import('@platform/shared/activities/schemas'));
export const analysisSchemas = schemasIn(() => import('@platform/shared/analysis/schemas'));
export const teaserSchemas = schemasIn(() => import('@platform/shared/analysis/teasers'));
export const communitySchemas = schemasIn(() => import('@platform/shared/community/schemas'));
export const forumSchemas = schemasIn(() => import('@platform/shared/forum/schemas'));
export const liveSchemas = schemasIn(() => import('@platform/shared/live/schemas'));
export const hostingSchemas = schemasIn(() => import('@platform/shared/plans/hosting'));
export const planSchemas = schemasIn(() => import('@platform/shared/plans/schemas'));
export const spokenSearchSchemas = schemasIn(() => import('@platform/shared/sharing/spoken-search'));
export const subscriptionSchemas = schemasIn(() => import('@platform/shared/subscriptions/schemas'));
export const workspaceSchemas = schemasIn(() => import('@platform/shared/workspaces/schemas'));
