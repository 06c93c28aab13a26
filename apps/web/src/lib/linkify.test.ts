import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps plain text as one part', () => {
    expect(linkify('Hello there')).toEqual([{ kind: 'text', text: 'Hello there' }]);
  });

  it('turns addresses into links and keeps the text around them', () => {
    const link = 'http://localhost:3000/reset-password?id=0b6a&code=XyZ-1_2';
    expect(linkify(`Open ${link}\nto reset.`)).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', href: link, text: link },
      { kind: 'text', text: '\nto reset.' },
    ]);
  });

  it('leaves sentence punctuation out of the link', () => {
    expect(linkify('See https://example.com/a.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.com/a', text: 'https://example.com/a' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('ignores other schemes', () => {
    expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
  });
});
