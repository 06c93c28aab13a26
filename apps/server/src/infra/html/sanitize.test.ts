import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './sanitize.js';

describe('sanitizeRichText', () => {
  it('drops scripts, handlers and javascript: links but keeps formatting', () => {
    const dirty =
      '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toContain('<strong>there</strong>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
  });
  it('keeps safe links, opening in a new tab', () => {
    expect(sanitizeRichText('<a href="https://example.com">e</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">e</a>',
    );
  });

  it('reads the words of rich text, with blocks apart and no markup', () => {
    expect(richTextToPlain('<p>sh</p><p>it&nbsp;<strong>happens</strong></p><ul><li>a</li><li>b</li></ul>')).toBe('sh it happens a b');
    expect(richTextToPlain('<p></p><br>')).toBe('');
  });
});
