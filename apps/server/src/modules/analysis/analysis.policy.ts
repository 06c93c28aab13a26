import type { ActivityStatus } from '@platform/shared';
import type { Actor } from '../users/index.js';

/** trigger-analysis and fast-analysis: a recorded webinar that is not live, compiling or deleted. */
export const ANALYSIS_START_STATUSES: readonly ActivityStatus[] = [
  'SETUP',
  'ANALYZING',
  'PENDING_REVIEW',
  'PROCESSED',
  'PUBLISHED',
  'ANALYZING_ERROR',
  'COMPILING_ERROR',
];

/** Where a host may restart an analysis (spec §4: while ANALYZING, and after an error). */
const HOST_RETRY_STATUSES: readonly ActivityStatus[] = ['ANALYZING', 'ANALYZING_ERROR', 'COMPILING_ERROR'];

/** Spec §4 "Restart analysis is for admin, or while ANALYZING" (and the issue: hosts after an error too). */
export function canRetryAnalysis(actor: Actor, status: ActivityStatus): boolean {
  if (actor.role === 'admin') return status !== 'LIVE' && status !== 'PENDING_LIVE' && status !== 'UNPUBLISHED';
  return HOST_RETRY_STATUSES.includes(status);
}

/** Chunk boundaries are edited in review, and re-cut after compiling. */
export const CHUNK_EDIT_STATUSES: readonly ActivityStatus[] = ['PENDING_REVIEW', 'PROCESSED'];

/** Transcripts and keywords of chunks stay editable once they exist, published or not. */
export const CHUNK_TEXT_EDIT_STATUSES: readonly ActivityStatus[] = ['PENDING_REVIEW', 'PROCESSED', 'PUBLISHED'];

/** Managers read the chunks at every step; viewers only those of a published video. */
export function canReadChunks(canManage: boolean, status: ActivityStatus): boolean {
  return canManage || status === 'PUBLISHED';
}

/** A free preview plays only from a published video: before that its chunks are the host's work in progress. */
export function teaserPlaysFor(status: ActivityStatus): boolean {
  return status === 'PUBLISHED';
}
