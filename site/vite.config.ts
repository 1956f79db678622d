import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The backend (NestJS, port 3000) serves the API, Socket.IO and uploads; in
// development the Vite server forwards those paths to it so the site can use
// same-origin relative URLs everywhere (cookies, no CORS).
const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // The backend's static catalog (provinces, cities, services): pure TypeScript data shared
      // with the site, e.g. `import { PROVINCES } from '@catalog/locations'`. Keep in sync with
      // `paths` in tsconfig.json.
      '@catalog': fileURLToPath(new URL('../backend/src/catalog', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/uploads': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
    },
  },
  preview: {
    port: 4173,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The site's own modules (and the shared catalog) only declare things: nothing runs on
      // import except main.tsx. Saying so lets the bundler drop what a chunk does not use (the
      // `ui` barrel re-exports components only lazy pages need), keeping the entry chunk small.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]site[\\/]src[\\/](?!main\.tsx$)/, sideEffects: false },
          { test: /[\\/]backend[\\/]src[\\/]catalog[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // Long-term caching: framework code changes only when dependencies
        // are upgraded, so it lives apart from the app's own (entry) chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            },
            // Forms are only used by lazy pages (sign-in, sign-up, profile…): not in the entry.
            { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/ },
            // Socket.IO is only loaded for signed-in users (the lazy realtime bridge): not in the entry.
            { name: 'realtime', test: /node_modules[\\/](socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser|@socket\.io)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
