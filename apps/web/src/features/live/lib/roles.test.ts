import { describe, expect, it } from 'vitest';
import { setsUpFirst } from './roles';

describe('setsUpFirst', () => {
  it('starts the host and admins at the set-up step before the live', () => {
    expect(setsUpFirst('host', 'PENDING_LIVE')).toBe(true);
    expect(setsUpFirst('admin', 'PENDING_LIVE')).toBe(true);
  });

  it('takes a host who comes back during the live straight to the stage', () => {
    expect(setsUpFirst('host', 'LIVE')).toBe(false);
    expect(setsUpFirst('admin', 'LIVE')).toBe(false);
  });

  it('never sets up speakers or viewers', () => {
    expect(setsUpFirst('speaker', 'PENDING_LIVE')).toBe(false);
    expect(setsUpFirst('viewer', 'PENDING_LIVE')).toBe(false);
  });
});
