import { describe, expect, it } from 'vitest';
import { resolveCurrentWorkspaceId } from './currentWorkspace';

describe('resolveCurrentWorkspaceId', () => {
  it('keeps an admin on the channel they picked, or none', () => {
    expect(resolveCurrentWorkspaceId('picked', 'admin', [])).toBe('picked');
    expect(resolveCurrentWorkspaceId(null, 'admin', ['a'])).toBeNull();
  });

  it('keeps a host on a remembered channel of theirs', () => {
    expect(resolveCurrentWorkspaceId('b', 'host', ['a', 'b'])).toBe('b');
  });

  it('defaults a host to their first channel when nothing usable is remembered', () => {
    expect(resolveCurrentWorkspaceId(null, 'host', ['a', 'b'])).toBe('a');
    expect(resolveCurrentWorkspaceId('someone-elses', 'host', ['a'])).toBe('a');
    expect(resolveCurrentWorkspaceId('x', 'viewer', [])).toBeNull();
  });
});
