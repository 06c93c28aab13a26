import { describe, expect, it } from 'vitest';
import { MANAGE_LIST_STATUSES, STATUS_CHIPS, stepOf, webinarPath } from './webinarStatus';

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
});
