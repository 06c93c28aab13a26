import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Loads `entry` (a module of its own, with its own small chunk) ahead of the app's entry in index.html. Vite would fold
 * a second script of index.html into the app's entry, which runs only once all the app's code has arrived; as a
 * module script of its own, placed first, the browser runs it as soon as the page is parsed.
 */
export function earlyScript(entry: string): Plugin {
  const entryPath = path.resolve(entry);
  return {
    name: 'early-script',
    config(_config, { command, isSsrBuild }) {
      if (command !== 'build' || isSsrBuild) return undefined;
      return { build: { rolldownOptions: { input: { index: 'index.html', early: entryPath } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const src = context.bundle
          ? Object.values(context.bundle).find((output) => output.type === 'chunk' && output.facadeModuleId === entryPath)?.fileName
          : path.relative(context.server?.config.root ?? '.', entryPath);
        if (!src) throw new Error(`the build has no chunk for ${entry}`);
        return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${src}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}
