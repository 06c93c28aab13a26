import type { Activity } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { asSeenBy, writeActivityPage, writeShared } from './activities.presenter.js';

const recording = {
  id: 'r1',
  archive_url: '/api/activities/a1/media/r1/source.mp4',
  hls_url: '/api/activities/a1/media/r1/hls/index.m3u8',
  poster_url: null,
  duration: 61.5,
  media_state: 'ready' as const,
  progress: 1,
  reencoded: false,
  error: null,
  created_on: '2026-11-26T00:00:00.000Z',
};

const activity: Activity = {
  id: 'a1',
  title: { en: 'Quotes " and \\ backslashes, 中文 and \u2028' },
  kind: 'webinar',
  language: 'yue-Hant-HK',
  start_date: '2026-11-26T01:00:00.000Z',
  speakers: ['u1'],
  description: '<p>Rich</p>',
  keywords: [],
  plans: [{ id: 'p1', name: 'Plan', stripe_plan_id: null }],
  courses: [{ id: 'c1', title: { en: 'Course' } }],
  course_id: 'c1',
  thumbnail_url: null,
  status: 'PUBLISHED',
  position: 0,
  go_live_time: null,
  end_live_time: null,
  workspace: { id: 'w1', slug: null, name: 'Channel', logo_url: null },
  workspace_id: 'w1',
  created_on: '2026-11-25T00:00:00.000Z',
  webrtc_session_id: null,
  err_msg: null,
  recording: [recording],
  locked: false,
  can_manage: false,
};

describe('writeActivityPage', () => {
  it.each([
    { locked: false, canManage: false },
    { locked: true, canManage: false },
    { locked: false, canManage: true },
    { locked: true, canManage: true },
  ])('writes a viewer’s page from the shared text exactly as serialising it would (%o)', (viewer) => {
    const page = { results: [asSeenBy(activity, viewer, writeShared(activity)), asSeenBy(activity, viewer)], _total_count: 2, _limit: 16 };
    const written = JSON.parse(writeActivityPage(page));
    expect(written).toEqual(JSON.parse(JSON.stringify(page)));
    expect(written.results[0]).toMatchObject({ locked: viewer.locked, can_manage: viewer.canManage });
    expect(written.results[0].recording).toEqual(viewer.locked ? [] : [recording]);
  });
});
