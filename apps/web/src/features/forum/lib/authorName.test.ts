import { describe, expect, it } from 'vitest';
import { authorName } from './authorName';

describe('authorName', () => {
  it('uses the display name when there is one', () => {
    expect(authorName({ id: '3f1c0e52-1111-4222-8333-9a8b7c6d5e4f', display_name: ' 黃志強 ' }, 'Member')).toBe('黃志強');
  });

  it('tells apart members without a name by the end of their id', () => {
    const first = authorName({ id: '3f1c0e52-1111-4222-8333-9a8b7c6d5e4f', display_name: '' }, '會員');
    const second = authorName({ id: '77aa0e52-1111-4222-8333-00000000ab12', display_name: '' }, '會員');
    expect(first).toBe('會員 5E4F');
    expect(second).toBe('會員 AB12');
  });
});
