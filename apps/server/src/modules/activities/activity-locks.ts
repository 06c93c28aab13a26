import type { Actor } from '../users/index.js';
import type { WorkspaceAccess } from '../workspaces/index.js';
import { isActivityLocked } from './activities.policy.js';
import type { ActivityRow } from './activities-rows.js';

/** What the lock state needs from paid plans (spec §4), without the activities module knowing how plans are sold. */
export interface PaidAccess {
  /** Which of these plans give the user access now. */
  accessiblePlanIds(userId: string, planIds: string[]): Promise<Set<string>>;
  /** The plans with these ids, to check they belong to the webinar's channel. */
  planWorkspaces(planIds: string[]): Promise<{ id: string; workspaceId: string }[]>;
}

export type LockedIds = ReturnType<typeof createLockedIds>;

/** The lock state of each activity for the caller (spec §4); one subscription query for a whole page. */
export function createLockedIds(paidAccess: PaidAccess) {
  return async function lockedIds(
    actor: Actor | null,
    rows: ActivityRow[],
    accessByWorkspace: Map<string, WorkspaceAccess>,
    planRows: { activityId: string; id: string }[],
  ): Promise<Set<string>> {
    const planIds = [...new Set(planRows.map((plan) => plan.id))];
    const held =
      !actor || planIds.length === 0
        ? new Set<string>()
        : (actor.standing?.heldPlanIds ?? (await paidAccess.accessiblePlanIds(actor.id, planIds)));
    const locked = new Set<string>();
    for (const row of rows) {
      const own = planRows.filter((plan) => plan.activityId === row.id);
      const subscribed = own.some((plan) => held.has(plan.id));
      if (isActivityLocked(own.length, actor, accessByWorkspace.get(row.workspaceId)!, subscribed)) locked.add(row.id);
    }
    return locked;
  };
}
