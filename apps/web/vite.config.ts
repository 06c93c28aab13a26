import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { precompress } from './build/precompress';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

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
          // React and the router are on every page and change far less often than the app: a chunk of their own stays
          // cached across releases. Mantine and the other libraries are left to be split by use, so each page takes
          // only the components it shows (grouped whole, they put 208 kB gzipped before every first paint, 2026-11-28).
          // package.json's sideEffects lets the bundler drop what a feature's index re-exports and a page never uses.
          codeSplitting: {
            groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 }],
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
