import { describe, expect, it } from 'vitest';
import { escapeHtml, injectHead, jsonForScript, type PageHead } from './page-head.js';

const INDEX =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Chunks.AI</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>';

const head = (patch: Partial<PageHead> = {}): PageHead => ({
  lang: 'zh-HK',
  title: 'Rates',
  description: 'About rates',
  canonicalUrl: 'http://app.test/video-playback/1',
  siteName: 'Chunks.AI',
  ogType: 'video.other',
  ogLocale: 'zh_HK',
  image: null,
  video: null,
  structuredData: null,
  ...patch,
});

describe('page heads', () => {
  it('escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;');
  });

  it('writes JSON that cannot close its script element, and that parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> & \u2028 <!--' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('replaces the title of index.html and sets the page language, keeping the rest', () => {
    const html = injectHead(INDEX, head({ title: 'Costs $1 $& more', image: 'http://app.test/a.jpg' }));
    expect(html).toContain('<html lang="zh-HK">');
    expect(html).toContain('<title>Costs $1 $&amp; more</title>');
    expect(html).not.toContain('<title>Chunks.AI</title>');
    expect(html).toContain('<meta property="og:image" content="http://app.test/a.jpg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('leaves out the image, video and structured data tags it has no value for', () => {
    const html = injectHead(INDEX, head());
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('og:video');
    expect(html).not.toContain('application/ld+json');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });
});
