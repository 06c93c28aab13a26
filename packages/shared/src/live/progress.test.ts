import { describe, expect, it } from 'vitest';
import { ACTIVITY_STATUSES, type ActivityStatus } from '../activities/rules.js';
import { liveProgress } from './progress.js';

describe('liveProgress', () => {
  it('orders the room from closed to waiting to live to over, every status after the live counting as over', () => {
    const inOrder: ActivityStatus[] = ['SETUP', 'PENDING_LIVE', 'LIVE', 'ANALYZING'];
    expect(inOrder.map(liveProgress)).toEqual([0, 1, 2, 3]);
    const open: ActivityStatus[] = ['SETUP', 'PENDING_LIVE', 'LIVE'];
    const after = ACTIVITY_STATUSES.filter((status) => !open.includes(status));
    expect(new Set(after.map(liveProgress))).toEqual(new Set([3]));
  });
});
