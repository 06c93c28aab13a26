import { describe, expect, it } from 'vitest';
import { MANAGE_LIST_STATUSES, stageOf, STATUS_CHIPS, stepOf, webinarPath } from './webinarStatus';

describe('webinar statuses', () => {
  it('labels SETUP as SET_UP and both error states as ERROR', () => {
    expect(STATUS_CHIPS.SETUP.label).toBe('SET_UP');
    expect(STATUS_CHIPS.ANALYZING_ERROR.label).toBe('ERROR');
    expect(STATUS_CHIPS.COMPILING_ERROR.label).toBe('ERROR');
  });

  it('lists every status but UNPUBLISHED on the manage page', () => {
    expect(MANAGE_LIST_STATUSES).toHaveLength(10);
    expect(MANAGE_LIST_STATUSES).not.toContain('UNPUBLISHED');
  });

  it('routes a row by status as spec §2 says', () => {
    expect(webinarPath({ id: 'a', status: 'LIVE' })).toBe('/webinar/live/a');
    expect(webinarPath({ id: 'a', status: 'SETUP' })).toBe('/webinar/edit/a');
    expect(webinarPath({ id: 'a', status: 'PENDING_LIVE' })).toBe('/webinar/edit/a');
    expect(webinarPath({ id: 'a', status: 'PROCESSED' })).toBe('/webinar/process/a');
    expect(webinarPath({ id: 'a', status: 'ANALYZING_ERROR' })).toBe('/webinar/process/a');
  });

  it('places each status on the stepper', () => {
    expect([stepOf('SETUP'), stepOf('PENDING_LIVE'), stepOf('LIVE'), stepOf('ANALYZING')]).toEqual([0, 1, 2, 3]);
  });

  it('follows an upload, its preparing and its publishing, and a live along its own steps', () => {
    const setUp = { status: 'SETUP' as const, go_live_time: null };
    const at = (stage: ReturnType<typeof stageOf>) => [stage.chip.label, stage.steps[Math.min(stage.active, 3)], stage.active];
    expect(at(stageOf(setUp, [], false))).toEqual(['SET_UP', 'setup', 0]);
    expect(at(stageOf(setUp, [], true))).toEqual(['UPLOADING', 'upload', 1]);
    expect(at(stageOf(setUp, [{ media_state: 'processing' }], false))).toEqual(['PREPARING', 'upload', 1]);
    expect(at(stageOf(setUp, [{ media_state: 'failed' }], false))).toEqual(['ERROR', 'upload', 1]);
    expect(at(stageOf(setUp, [{ media_state: 'ready' }], false))).toEqual(['NOT_PUBLISHED', 'publish', 2]);
    const published = { status: 'PUBLISHED' as const, go_live_time: null };
    expect(at(stageOf(published, [{ media_state: 'processing' }], false))).toEqual(['PREPARING', 'upload', 1]);
    expect(at(stageOf(published, [{ media_state: 'ready' }], false))).toEqual(['PUBLISHED', 'video', 4]);
    const afterLive = { status: 'PENDING_REVIEW' as const, go_live_time: '2026-11-28T10:00:00Z' };
    expect(at(stageOf(afterLive, [{ media_state: 'ready' }], false))).toEqual(['PENDING_REVIEW', 'video', 3]);
  });
});
