import { describe, expect, it } from 'vitest';
import { canManageWorkspace, canViewWorkspace, isAdmin } from './workspaces.policy.js';

const admin = { id: 'a', role: 'admin' as const };
const host = { id: 'h', role: 'host' as const };
const viewer = { id: 'v', role: 'viewer' as const };

describe('workspaces policy', () => {
  it('lets the channel host and admins manage, nobody else', () => {
    expect(canManageWorkspace(admin, null)).toBe(true);
    expect(canManageWorkspace(host, 'host')).toBe(true);
    expect(canManageWorkspace(host, null)).toBe(false);
    expect(canManageWorkspace(viewer, 'viewer')).toBe(false);
    expect(canManageWorkspace(null, null)).toBe(false);
  });
  it('shows public channels to all and private ones to members and admins', () => {
    expect(canViewWorkspace(null, true, null)).toBe(true);
    expect(canViewWorkspace(null, false, null)).toBe(false);
    expect(canViewWorkspace(viewer, false, null)).toBe(false);
    expect(canViewWorkspace(viewer, false, 'viewer')).toBe(true);
    expect(canViewWorkspace(admin, false, null)).toBe(true);
  });
  it('knows admins', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(host)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
