import { describe, expect, it } from 'vitest';
import type { WorkspaceAccess } from '../workspaces/index.js';
import { canDeleteThread, canHidePost, canRestoreThread, canUseForum } from './forum.policy.js';

const access = (memberRole: WorkspaceAccess['memberRole'], canView = true, canManage = memberRole === 'host') =>
  ({ workspace: {}, memberRole, canView, canManage }) as WorkspaceAccess;
const viewer = { id: 'v', role: 'viewer' as const };
const admin = { id: 'a', role: 'admin' as const };
const host = { id: 'h', role: 'host' as const };
const paid = (hasPlans: boolean, subscribed: boolean) => ({ hasPlans, subscribed });

describe('forum policy', () => {
  it.each([
    ['host of the channel', host, access('host'), paid(true, false), true],
    ['admin', admin, access(null, true, true), paid(true, false), true],
    ['subscriber', viewer, access(null), paid(true, true), true],
    ['follower without a plan', viewer, access('viewer'), paid(true, false), false],
    ['stranger', viewer, access(null), paid(true, false), false],
    ['anyone signed in, channel selling nothing', viewer, access(null), paid(false, false), true],
    ['subscriber of a channel they may not view', viewer, access(null, false), paid(true, true), false],
  ])('forum for the %s: %s', (_name, actor, channel, payment, expected) => {
    expect(canUseForum(actor, channel, payment)).toBe(expected);
  });

  it('lets the host, the author and admins delete a thread, nobody else', () => {
    const thread = { userId: 'v' };
    expect(canDeleteThread(host, access('host'), thread)).toBe(true);
    expect(canDeleteThread(admin, access(null, true, true), thread)).toBe(true);
    expect(canDeleteThread(viewer, access(null), thread)).toBe(true);
    expect(canDeleteThread({ id: 'x', role: 'viewer' }, access(null), thread)).toBe(false);
  });

  it('lets the host, the author and admins hide a reply, not a stranger', () => {
    const post = { userId: 'v' };
    expect(canHidePost(host, access('host'), post)).toBe(true);
    expect(canHidePost(viewer, access(null), post)).toBe(true);
    expect(canHidePost({ id: 'x', role: 'viewer' }, access(null), post)).toBe(false);
  });

  it('lets the host and admins restore a deleted thread; not its author, not a viewer', () => {
    expect(canRestoreThread(access('host'))).toBe(true);
    expect(canRestoreThread(access(null, true, true))).toBe(true);
    expect(canRestoreThread(access(null))).toBe(false);
    expect(canRestoreThread(access('viewer'))).toBe(false);
  });
});
