import { ACTIVITY_STATUSES } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import type { WorkspaceAccess } from '../workspaces/index.js';
import { canSeeActivity } from './activities.policy.js';

const access = (canManage: boolean): WorkspaceAccess =>
  // Only the two flags matter to canSeeActivity; the channel row is never read.
  ({ canView: true, canManage, memberRole: canManage ? 'host' : null, workspace: {} }) as unknown as WorkspaceAccess;

describe('who sees a webinar', () => {
  it('shows viewers live events and published videos only: nothing set up, in analysis or in review', () => {
    const seen = ACTIVITY_STATUSES.filter((status) => canSeeActivity(access(false), { status }));
    expect(seen).toEqual(['PENDING_LIVE', 'LIVE', 'PUBLISHED']);
  });

  it('shows the channel managers every status but the deleted one', () => {
    const seen = ACTIVITY_STATUSES.filter((status) => canSeeActivity(access(true), { status }));
    expect(seen).toEqual(ACTIVITY_STATUSES.filter((status) => status !== 'UNPUBLISHED'));
  });
});
