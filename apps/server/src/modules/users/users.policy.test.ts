import { describe, expect, it } from 'vitest';
import { canAccessProfile } from './users.policy.js';

describe('canAccessProfile', () => {
  it('lets the owner and admins in, nobody else', () => {
    expect(canAccessProfile({ id: 'u1', role: 'viewer' }, 'u1')).toBe(true);
    expect(canAccessProfile({ id: 'a1', role: 'admin' }, 'u1')).toBe(true);
    expect(canAccessProfile({ id: 'h1', role: 'host' }, 'u1')).toBe(false);
    expect(canAccessProfile({ id: 'v2', role: 'viewer' }, 'u1')).toBe(false);
  });
});
