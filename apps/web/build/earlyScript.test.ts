import path from 'node:path';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { earlyScript } from './earlyScript';

/** The tags the plugin puts in index.html for a build whose chunk for `entry` is `fileName`. */
function tagsFor(plugin: Plugin, entry: string, fileName: string): HtmlTagDescriptor[] {
  const transform = plugin.transformIndexHtml as { handler: (html: string, context: IndexHtmlTransformContext) => unknown };
  const context = {
    path: '/index.html',
    filename: 'index.html',
    bundle: { [fileName]: { type: 'chunk', facadeModuleId: path.resolve(entry), fileName } },
  } as unknown as IndexHtmlTransformContext;
  return transform.handler('', context) as HtmlTagDescriptor[];
}

describe('early scripts in index.html', () => {
  it('puts a module script of its own first in the head, run once the page is parsed', () => {
    const [tag] = tagsFor(earlyScript('early', 'src/early-taps.ts'), 'src/early-taps.ts', 'assets/early-Ab12.js');
    expect(tag).toEqual({
      tag: 'script',
      attrs: { type: 'module', crossorigin: true, src: '/assets/early-Ab12.js' },
      injectTo: 'head-prepend',
    });
  });

  it('marks one asked for as async, so it runs as soon as it arrives, before the stylesheets are in', () => {
    const [tag] = tagsFor(earlyScript('warm-intl', 'src/warm-intl.ts', { async: true }), 'src/warm-intl.ts', 'assets/warm-Cd34.js');
    expect(tag?.attrs).toEqual({ type: 'module', crossorigin: true, async: true, src: '/assets/warm-Cd34.js' });
  });

  it('adds its entry beside index.html, and fails a build that has no chunk for it', () => {
    const plugin = earlyScript('warm-intl', 'src/warm-intl.ts', { async: true });
    const config = plugin.config as (config: object, env: { command: string; isSsrBuild?: boolean }) => unknown;
    expect(config({}, { command: 'build' })).toEqual({
      build: { rolldownOptions: { input: { index: 'index.html', 'warm-intl': path.resolve('src/warm-intl.ts') } } },
    });
    expect(config({}, { command: 'build', isSsrBuild: true })).toBeUndefined();
    expect(() => tagsFor(plugin, 'src/other.ts', 'assets/other.js')).toThrow(/no chunk for src\/warm-intl\.ts/);
  });
});
