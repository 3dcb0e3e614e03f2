import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The root is this folder: `vite build` here or `vite build apps/web` from the repo root both find it.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets a script measure the JS a given page needs (see scripts/measure-login-js.mjs).
    manifest: true,
    // Route chunks are split by the router's lazy imports; keep the warning honest for big chunks.
    chunkSizeWarningLimit: 600,
    // The route tables live in the entry chunk (public routes) and in the shell-routes chunk (loaded
    // on the first shell page, see app/router/create-router.tsx); listing every route's chunks there
    // for preloading cost ~4.5 kB gzip on every page, sign-in included. A route's chunk still imports
    // its own pieces, which the browser fetches as it reads them; imports inside route chunks keep
    // their lists.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' && /(^|\/)(index|shell-routes)-[^/]*\.js$/.test(hostId) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes in the entry file itself: left alone, the
          // bundler spreads it over four more files (React, Mantine's base, two small hooks), which
          // cost ~2 kB more gzip on every page as separate downloads.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
