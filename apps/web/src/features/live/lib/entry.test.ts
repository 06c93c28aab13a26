import type { ActivityStatus } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { entryOutcome, joinRefusalOf } from './entry';
import { liveEntryState, sessionIdOf } from './entryState';

const webinar = (status: ActivityStatus, locked = false) => ({ status, locked });

describe('entryOutcome', () => {
  it('joins an open, unlocked room', () => {
    expect(entryOutcome(webinar('PENDING_LIVE'), 's1')).toBe('join');
    expect(entryOutcome(webinar('LIVE'), 's1')).toBe('join');
  });

  it('leaves an ended webinar before anything else', () => {
    for (const status of ['ANALYZING', 'PROCESSED', 'PUBLISHED', 'COMPILING_ERROR'] as const) {
      expect(entryOutcome(webinar(status, true), 's1')).toBe('ended');
    }
  });

  it('says a room is not open while being set up or without a session', () => {
    expect(entryOutcome(webinar('SETUP'), null)).toBe('not-open');
    expect(entryOutcome(webinar('LIVE'), null)).toBe('not-open');
  });

  it('opens the plan chooser for a locked live', () => {
    expect(entryOutcome(webinar('LIVE', true), 's1')).toBe('locked');
  });
});

describe('joinRefusalOf', () => {
  it('reads the join refusals of spec §4', () => {
    expect(joinRefusalOf(new ApiError(403, 'DONT_HAVE_PERMISSION_TO_ACCESS_WEBINAR', ''))).toBe('locked');
    expect(joinRefusalOf(new ApiError(409, 'WEBINAR_ENDED', ''))).toBe('ended');
    expect(joinRefusalOf(new ApiError(409, 'WEBINAR_NOT_LIVE', ''))).toBe('failed');
    expect(joinRefusalOf(new Error('network'))).toBe('failed');
  });
});

describe('sessionIdOf', () => {
  it('prefers the session the editor handed over, else the webinar’s own', () => {
    expect(sessionIdOf(liveEntryState('from-editor', 'token'), { webrtc_session_id: 'stored' })).toBe('from-editor');
    expect(sessionIdOf(null, { webrtc_session_id: 'stored' })).toBe('stored');
    expect(sessionIdOf({ sessionId: 3 }, { webrtc_session_id: null })).toBeNull();
  });
});
