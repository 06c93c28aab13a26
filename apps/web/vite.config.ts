import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { precompress } from './build/precompress';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The rich-text editor's libraries are only used by the channel forms, and hls.js only by the video player, which
 * all load on demand; keeping them out of the shared groups leaves them in those on-demand chunks instead of in every
 * page's download.
 */
const EDITOR_PACKAGES = String.raw`hls\.js|@tiptap|@mantine[\\/]tiptap|prosemirror-[^\\/]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname`;
const notEditor = (pattern: string) => new RegExp(String.raw`node_modules[\\/](?!(?:${EDITOR_PACKAGES})[\\/])${pattern}`);

export default defineConfig(({ mode }) => {
  // VITE_API_PORT lets the dev server talk to a server started on another port than the default one.
  const apiPort = loadEnv(mode, webRoot, 'VITE_').VITE_API_PORT ?? '3000';
  return {
    root: webRoot,
    plugins: [react(), precompress()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Lists each chunk's imports, which build/check-route-budgets.ts follows to size each route's first paint.
      manifest: true,
      rolldownOptions: {
        output: {
          // Libraries change far less often than the app, so separate chunks stay cached across releases.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
              { name: 'mantine', test: notEditor(String.raw`@mantine[\\/]`), priority: 2 },
              { name: 'vendor', test: notEditor(''), priority: 1 },
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
