/**
 * Fails the web build when the home, channel or video-playback route loads more gzipped JS or CSS before its page can
 * work than apps/web/build/route-budgets.json allows: before a signed-in visitor's first paint (the browser renders
 * their page), and before a guest's server-rendered page answers taps (their first paint needs the CSS alone). Run
 * after `vite build`: `tsx build/check-route-budgets.ts [dist]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { formatTable, measureRoutes, type Manifest, type RouteBudgetsFile } from './routeBudget';

const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'route-budgets.json'), 'utf8')) as RouteBudgetsFile;

/** The size a browser receives with gzip: the precompressed copy when the build wrote one (files over 1 kB), else gzip -9. */
function gzipSize(file: string): number {
  const built = path.join(distDir, file);
  const precompressed = `${built}.gz`;
  if (fs.existsSync(precompressed)) return fs.statSync(precompressed).size;
  return zlib.gzipSync(fs.readFileSync(built), { level: 9 }).length;
}

const measures = measureRoutes(manifest, budgets.routes, gzipSize);
console.log(
  "Gzipped JS and CSS each route loads before its page works (entries, page chunk and their static imports; a guest's " +
    'server-rendered page paints with the CSS alone):',
);
console.log(formatTable(measures, budgets.goal));
const over = measures.filter((measure) => measure.overBudget);
if (over.length > 0) {
  console.error(
    `Over budget: ${over.map((m) => m.route).join(', ')}. Load what grew on demand (a lazy component or a dynamic import), ` +
      'or raise the budget in apps/web/build/route-budgets.json with the reason in the commit.',
  );
  process.exit(1);
}
