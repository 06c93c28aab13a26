import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/**
 * Fails the browser build when one of the contract's lazily loaded modules (`lazyFiles`, the schemas src/lib/contract.ts
 * loads on a call's first need) is among the code a first-visit page runs before it works: the entry chunks, the
 * page's chunk (`pages`, module paths from apps/web) and what they import statically. A value imported from such a
 * module anywhere on that path (a schema for a form, a constant beside the schemas) puts all its schemas back in the
 * task that starts the app.
 */
export function lazyContract(webRoot: string, lazyFiles: ReadonlySet<string>, pages: readonly string[]): Plugin {
  return {
    name: 'lazy-contract',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const pagePaths = new Set(pages.map((page) => path.join(webRoot, page)));
      for (const start of chunks.filter((chunk) => chunk.isEntry || (chunk.facadeModuleId && pagePaths.has(chunk.facadeModuleId)))) {
        const seen = new Set<string>();
        const visit = (chunk: OutputChunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          const eager = chunk.moduleIds.find((id) => lazyFiles.has(path.normalize(id)));
          if (eager) {
            this.error(
              `${path.relative(webRoot, eager)} runs before ${start.facadeModuleId ? path.relative(webRoot, start.facadeModuleId) : start.name} works ` +
                `(in ${chunk.fileName}): load its schemas through src/lib/contract.ts, and its constants from its rules module`,
            );
          }
          for (const imported of chunk.imports) {
            const next = byFileName.get(imported);
            if (next) visit(next);
          }
        };
        visit(start);
      }
    },
  };
}
