import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('shows the first character of a Chinese or Japanese name', () => {
    expect(initialsOf('黃志強')).toBe('黃');
    expect(initialsOf(' 陳大文的廣東話頻道 ')).toBe('陳');
    expect(initialsOf('やまだ たろう')).toBe('や');
  });

  it('shows the first letters of the first two words of other names', () => {
    expect(initialsOf('market talk daily')).toBe('MT');
    expect(initialsOf('Vera')).toBe('V');
  });

  it('shows nothing for a blank name', () => {
    expect(initialsOf('   ')).toBe('');
  });
});
