import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Loads `entry` (a module of its own, with its own small chunk, named `name`) ahead of the app's entry in index.html.
 * Vite would fold a second script of index.html into the app's entry, which runs only once all the app's code has
 * arrived; as a module script of its own, placed first, the browser runs it as soon as the page is parsed and its
 * stylesheets are in, or, with `async`, as soon as it has arrived, while the page is still waiting for them.
 */
export function earlyScript(name: string, entry: string, { async = false }: { async?: boolean } = {}): Plugin {
  const entryPath = path.resolve(entry);
  return {
    name: `early-script-${name}`,
    config(_config, { command, isSsrBuild }) {
      if (command !== 'build' || isSsrBuild) return undefined;
      // index.html stays an input: each early script adds itself beside it.
      return { build: { rolldownOptions: { input: { index: 'index.html', [name]: entryPath } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const src = context.bundle
          ? Object.values(context.bundle).find((output) => output.type === 'chunk' && output.facadeModuleId === entryPath)?.fileName
          : path.relative(context.server?.config.root ?? '.', entryPath);
        if (!src) throw new Error(`the build has no chunk for ${entry}`);
        const attrs = { type: 'module', crossorigin: true, ...(async ? { async: true } : {}), src: `/${src}` };
        return [{ tag: 'script', attrs, injectTo: 'head-prepend' }];
      },
    },
  };
}
