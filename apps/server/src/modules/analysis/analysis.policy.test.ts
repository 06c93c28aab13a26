import type { ActivityStatus } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../users/users.policy.js';
import { canReadChunks, canRetryAnalysis, teaserPlaysFor } from './analysis.policy.js';

const admin = { id: 'a', role: 'admin' } as Actor;
const host = { id: 'h', role: 'host' } as Actor;

describe('canRetryAnalysis', () => {
  it.each<[Actor, ActivityStatus, boolean]>([
    [admin, 'PROCESSED', true],
    [admin, 'PENDING_REVIEW', true],
    [admin, 'LIVE', false],
    [host, 'ANALYZING', true],
    [host, 'ANALYZING_ERROR', true],
    [host, 'COMPILING_ERROR', true],
    [host, 'PROCESSED', false],
    [host, 'PENDING_REVIEW', false],
  ])('%o on %s: %s', (actor, status, allowed) => {
    expect(canRetryAnalysis(actor, status)).toBe(allowed);
  });
});

describe('canReadChunks', () => {
  it('lets managers read at every step and viewers only once published', () => {
    expect(canReadChunks(true, 'PENDING_REVIEW')).toBe(true);
    expect(canReadChunks(false, 'PENDING_REVIEW')).toBe(false);
    expect(canReadChunks(false, 'PROCESSED')).toBe(false);
    expect(canReadChunks(false, 'PUBLISHED')).toBe(true);
  });
});

describe('teaserPlaysFor', () => {
  it.each<[ActivityStatus, boolean]>([
    ['PUBLISHED', true],
    ['PROCESSED', false],
    ['PENDING_REVIEW', false],
    ['COMPILING', false],
    ['UNPUBLISHED', false],
  ])('a free preview of a video in %s plays: %s', (status, plays) => {
    expect(teaserPlaysFor(status)).toBe(plays);
  });
});
