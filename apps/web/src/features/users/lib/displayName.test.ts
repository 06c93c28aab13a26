import { describe, expect, it } from 'vitest';
import { displayNameOf, publicNameOf } from './displayName';

const mei = { display_name: '', first_name: 'Mei', last_name: 'Chan', email: 'mei.chan@example.com' };

describe('names', () => {
  it('greets its owner by display name, full name, then email', () => {
    expect(displayNameOf({ ...mei, display_name: ' Mei-Mei ' })).toBe('Mei-Mei');
    expect(displayNameOf(mei)).toBe('Mei Chan');
    expect(displayNameOf({ ...mei, first_name: '', last_name: '' })).toBe('mei.chan@example.com');
  });

  it('shows others the display name or the full name, and never the email', () => {
    expect(publicNameOf({ ...mei, display_name: 'Mei-Mei' })).toBe('Mei-Mei');
    expect(publicNameOf(mei)).toBe('Mei Chan');
    expect(publicNameOf({ ...mei, first_name: '', last_name: '' })).toBe('');
  });
});
