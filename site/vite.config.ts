import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The backend (NestJS, port 3000) serves the API, Socket.IO and uploads; in
// development the Vite server forwards those paths to it so the site can use
// same-origin relative URLs everywhere (cookies, no CORS).
const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
      output: {
        // Long-term caching: framework code changes only when dependencies
        // are upgraded, so it lives apart from the app's own (entry) chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
