import path from 'node:path';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { lazyContract } from './lazyContract';

const webRoot = '/repo/apps/web';
const schemas = '/repo/packages/shared/src/workspaces/schemas.ts';

function chunk(fileName: string, moduleIds: string[], imports: string[], extra: Partial<Rollup.OutputChunk> = {}) {
  return {
    type: 'chunk',
    fileName,
    name: fileName,
    moduleIds,
    imports,
    isEntry: false,
    facadeModuleId: null,
    ...extra,
  } as Rollup.OutputChunk;
}

/** Runs the plugin's check on a bundle; the message it fails with, or null. */
function check(bundle: Rollup.OutputChunk[]): string | null {
  const plugin = lazyContract(webRoot, new Set([schemas]), ['src/pages/Home.tsx']);
  const generate = plugin.generateBundle as (
    this: { error(message: string): never },
    options: unknown,
    bundle: Record<string, unknown>,
  ) => void;
  try {
    generate.call(
      {
        error(message: string): never {
          throw new Error(message);
        },
      },
      {},
      Object.fromEntries(bundle.map((output) => [output.fileName, output])),
    );
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const entry = chunk('index.js', ['/repo/apps/web/src/main.tsx'], ['shared.js'], {
  isEntry: true,
  facadeModuleId: '/repo/apps/web/index.html',
});
const page = chunk('Home.js', [path.join(webRoot, 'src/pages/Home.tsx')], ['shared.js'], {
  facadeModuleId: path.join(webRoot, 'src/pages/Home.tsx'),
});

describe("the contract's schemas stay out of a first visit's code", () => {
  it('passes a build that loads them only on demand', () => {
    const onDemand = chunk('schemas.js', [schemas], [], { isDynamicEntry: true });
    expect(check([entry, page, chunk('shared.js', ['/repo/apps/web/src/lib/api.ts'], []), onDemand])).toBeNull();
  });

  it('fails one where the page imports, through another chunk, the chunk that holds them', () => {
    const withSchemas = chunk('parts.js', ['/repo/apps/web/src/features/a.ts', schemas], []);
    const message = check([entry, { ...page, imports: ['shared.js', 'parts.js'] }, chunk('shared.js', [], []), withSchemas]);
    expect(message).toMatch(/workspaces\/schemas\.ts runs before src\/pages\/Home\.tsx works \(in parts\.js\)/);
  });

  it('fails one where the entry itself holds them', () => {
    expect(check([{ ...entry, moduleIds: [schemas] }, page, chunk('shared.js', [], [])])).toMatch(
      /runs before index\.html works \(in index\.js\)/,
    );
  });
});
