import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { earlyScript } from './build/earlyScript';
import { lazyContract } from './build/lazyContract';
import { precompress } from './build/precompress';
import { FIRST_VISIT_NAMESPACES } from './src/i18n/namespaces';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The contract's modules the app loads when a call first needs one of their schemas (src/lib/contract.ts): the
 * package's subpath exports. They stay out of the groups below, which would put them in a chunk that runs at start.
 */
const sharedDir = path.join(webRoot, '../../packages/shared');
const sharedExports = (JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8')) as { exports: Record<string, string> })
  .exports;
const LAZY_CONTRACT_FILES = new Set(
  Object.entries(sharedExports)
    .filter(([subpath]) => subpath !== '.')
    .map(([, file]) => path.join(sharedDir, file)),
);
/** The pages a first visit opens (the route budgets' pages) and the player the video page loads with its own code. */
const FIRST_VISIT_PAGES = [
  ...(JSON.parse(fs.readFileSync(path.join(webRoot, 'build/route-budgets.json'), 'utf8')) as { routes: { page: string }[] }).routes.map(
    (route) => route.page,
  ),
  'src/features/videos/components/VideoPlayback.tsx',
];
const grouped = (pattern: RegExp) => (id: string) => pattern.test(id) && !LAZY_CONTRACT_FILES.has(path.normalize(id));

/** A first visit's translation files, `locales/<language>/<namespace>.json`; the language is the first group. */
const FIRST_VISIT_LOCALE = new RegExp(`[\\\\/]i18n[\\\\/]locales[\\\\/]([^\\\\/]+)[\\\\/](?:${FIRST_VISIT_NAMESPACES.join('|')})\\.json$`);

export default defineConfig(({ mode, isSsrBuild }) => {
  // VITE_API_PORT lets the dev server talk to a server started on another port than the default one.
  const apiPort = loadEnv(mode, webRoot, 'VITE_').VITE_API_PORT ?? '3000';
  if (isSsrBuild) {
    // `vite build --ssr`: the server's renderer of a guest's first visit (src/entry-server.tsx), beside the browser's
    // build, which it must not empty. Its libraries are bundled in, built for production: loaded from node_modules,
    // React would be its development build in an API process started without NODE_ENV, several times slower.
    return {
      root: webRoot,
      plugins: [react()],
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: true },
      build: {
        outDir: 'dist/ssr',
        emptyOutDir: false,
        // ES modules wherever the build is copied to: `.js` would be CommonJS outside this package (type: module).
        rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } },
      },
    };
  }
  return {
    root: webRoot,
    plugins: [
      react(),
      earlyScript('early', path.join(webRoot, 'src/early-taps.ts')),
      earlyScript('warm-intl', path.join(webRoot, 'src/warm-intl.ts'), { async: true }),
      lazyContract(webRoot, LAZY_CONTRACT_FILES, FIRST_VISIT_PAGES),
      precompress(),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Lists each chunk's imports, which build/check-route-budgets.ts follows to size each route's first paint.
      manifest: true,
      rolldownOptions: {
        output: {
          // The pieces shared by a few pages are named after every page that uses them; the name says nothing a reader
          // needs and is repeated in the app's entry, which lists every chunk.
          chunkFileNames: (chunk) => (chunk.name.startsWith('parts') ? 'assets/parts-[hash].js' : 'assets/[name]-[hash].js'),
          // React and the router are on every page and change far less often than the app: a chunk of their own stays
          // cached across releases. Other libraries and app modules go into one shared chunk each only when ten or more
          // pages use them; the rest split by use, so a page takes only the components it shows. Grouped whole, Mantine
          // and the other libraries put 208 kB gzipped before every first paint; split with no groups, a page's first
          // paint took 80-110 files, a round trip each on a phone's HTTP/1.1 (30-55 with these; 2026-11-28).
          // package.json's sideEffects lets the bundler drop what a feature's index re-exports and a page never uses.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
              // Form libraries stay out of it: the pages a first visit opens show no form before they paint (12 kB).
              { name: 'libs', test: /node_modules[\\/](?!react-hook-form[\\/]|@hookform[\\/])/, minShareCount: 10, priority: 2 },
              { name: 'shared', test: grouped(/[\\/]src[\\/](?!i18n[\\/]locales[\\/])/), minShareCount: 10, priority: 1 },
              // What two to nine pages share goes into chunks by the set of pages that use it, the small ones (under 3
              // kB) merged into a neighbour: a channel's first visit fetched 43 chunks of its own, 34 of them under 2 kB,
              // and adding a link for each of them cost 75 ms of a phone's CPU in one task; now 21 (issue 30's TBT).
              {
                name: 'parts',
                test: grouped(/[\\/](src|node_modules)[\\/](?!i18n[\\/]locales[\\/])/),
                minShareCount: 2,
                entriesAware: true,
                entriesAwareMergeThreshold: 3000,
                priority: 0,
              },
              // The contract's rules and limits (no schemas) in one small chunk: left to itself, the bundler put each in the
              // chunk of the schemas beside it, and a page that read a limit ran all those schemas too.
              { name: 'rules', test: /[\\/]packages[\\/]shared[\\/]src[\\/].*rules\.ts$/, priority: 5 },
              // A first visit's namespaces of one language in one file (i18n/namespaces.ts says why), named by the language.
              { name: (id) => FIRST_VISIT_LOCALE.exec(id)?.[1] ?? null, test: FIRST_VISIT_LOCALE, priority: 4 },
            ],
          },
        },
      },
    },
    server: {
      // Keep the browser's Host header so the server's same-origin check sees the dev origin.
      proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
    },
  };
});
