import { describe, expect, it } from 'vitest';
import { isOpenToGuests } from './guestVideoAccess';

describe('isOpenToGuests', () => {
  const channel = { id: '7F3C2C5E-0000-4000-8000-000000000001', slug: 'MetroTalk' };

  it('opens a channel named on the list by id or by slug, whatever the case', () => {
    expect(isOpenToGuests(['7f3c2c5e-0000-4000-8000-000000000001'], channel)).toBe(true);
    expect(isOpenToGuests(['metrotalk'], channel)).toBe(true);
  });

  it('keeps every other channel closed, and all of them when the list is empty', () => {
    expect(isOpenToGuests(['othertalk'], channel)).toBe(false);
    expect(isOpenToGuests([], channel)).toBe(false);
    expect(isOpenToGuests(['metrotalk'], { id: 'x', slug: null })).toBe(false);
  });
});
