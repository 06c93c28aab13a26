import type { Participant } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { participantActions, participantCount, roleOf, sortParticipants } from './participants';

const person = (id: string, role: Participant['role'], change: Partial<Participant> = {}): Participant => ({
  id,
  role,
  display_name: id,
  online: true,
  audio: true,
  video: true,
  ...change,
});

describe('participantCount', () => {
  it('stops at 1000 (spec §9)', () => {
    expect([0, 999, 1000, 1001, 25_000].map(participantCount)).toEqual(['0', '999', '1000', '1000+', '1000+']);
  });
});

describe('participantActions', () => {
  const none = { makeSpeaker: false, makeViewer: false, mute: false };

  it('lets the host promote viewers, and demote and mute speakers', () => {
    expect(participantActions('host', 'h', person('v', 'viewer'))).toEqual({ makeSpeaker: true, makeViewer: false, mute: false });
    expect(participantActions('host', 'h', person('s', 'speaker'))).toEqual({ makeSpeaker: false, makeViewer: true, mute: true });
    expect(participantActions('admin', 'a', person('s', 'speaker')).makeViewer).toBe(true);
  });

  it('offers no mute for a speaker who is already muted or gone', () => {
    expect(participantActions('host', 'h', person('s', 'speaker', { audio: false })).mute).toBe(false);
    expect(participantActions('host', 'h', person('s', 'speaker', { online: false })).mute).toBe(false);
  });

  it('gives speakers and viewers no controls, and nobody controls over the host or themselves', () => {
    expect(participantActions('speaker', 's', person('v', 'viewer'))).toEqual(none);
    expect(participantActions('viewer', 'v', person('s', 'speaker'))).toEqual(none);
    expect(participantActions('admin', 'a', person('h', 'host'))).toEqual(none);
    expect(participantActions('host', 'h', person('h', 'host'))).toEqual(none);
  });
});

describe('sortParticipants', () => {
  it('lists who is here first, then host, admins, speakers, viewers, then by name', () => {
    const sorted = sortParticipants([
      person('zed', 'viewer'),
      person('gone', 'speaker', { online: false }),
      person('amy', 'viewer'),
      person('sam', 'speaker'),
      person('hal', 'host'),
    ]);
    expect(sorted.map((p) => p.id)).toEqual(['hal', 'sam', 'amy', 'zed', 'gone']);
  });
});

describe('roleOf', () => {
  it('follows a promotion after I joined', () => {
    const self = person('me', 'viewer');
    expect(roleOf([person('me', 'speaker')], self)).toBe('speaker');
    expect(roleOf([], self)).toBe('viewer');
  });
});
