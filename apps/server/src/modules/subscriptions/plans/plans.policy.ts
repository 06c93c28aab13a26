import type { WorkspaceAccess } from '../../workspaces/index.js';

/** Spec §6: the channel's host creates and disables plans; admins manage every channel. */
export function canManagePlans(access: WorkspaceAccess): boolean {
  return access.canManage;
}

/** Who may see a plan: its channel's managers always; anyone who may view the channel while it is on sale. */
export function canSeePlan(access: WorkspaceAccess, plan: { status: boolean }): boolean {
  return access.canManage || (access.canView && plan.status);
}

/** Spec §6: the host cannot buy their own plans; admins need none (they may open any video). */
export function canBuyPlan(access: WorkspaceAccess): boolean {
  return access.canView && access.memberRole !== 'host';
}
