import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The backend (NestJS, port 3000) serves the API, Socket.IO and uploads; in
// development the Vite server forwards those paths to it so the site can use
// same-origin relative URLs everywhere (cookies, no CORS).
const backend = 'http://localhost:3000';

const THEME_COLOR = '#0B2545';

/**
 * Installable app (spec §1 and §7 'Other'): manifest plus a Workbox service worker at /sw.js,
 * registered by src/features/pwa/registerServiceWorker.ts (production builds only).
 *
 * What it caches, and what never:
 * - precache: the built JS and the icons (the app shell), plus index.html used ONLY as the
 *   offline fallback. No `navigateFallback` (vite-plugin-pwa's default): it would answer every
 *   navigation from the cache with index.html's default title and description, while the
 *   server writes each page's own SEO tags and runtime settings into the HTML.
 * - navigations: network first (3 s), then the last copy of that page, then the shell offline.
 * - /uploads/ images (public logos, galleries, blog covers): stale-while-revalidate, capped.
 * - never: /api/ (answers carry personal data), /socket.io/, /backoffice/, /sitemap.xml,
 *   /robots.txt. No rule matches them, so the browser fetches them as if there were no worker.
 *
 * The urlPattern callbacks are copied into sw.js as source text: they must not use anything
 * from this file.
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  filename: 'sw.js',
  injectRegister: false,
  registerType: 'autoUpdate',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Rutalia',
    short_name: 'Rutalia',
    description: 'Encuentra empresas de transporte, mudanzas y logística verificadas en toda España y recibe presupuestos gratis.',
    lang: 'es',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: '#FFFFFF',
    categories: ['business', 'productivity', 'travel'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}'],
    // Social-sharing images are for crawlers, not the app shell.
    globIgnores: ['og/**'],
    navigateFallback: null,
    // '/' must not be answered by the precached index.html (see above).
    directoryIndex: null,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin &&
          request.mode === 'navigate' &&
          !/^\/(?:api|socket\.io|backoffice|uploads|og)(?:\/|$)|^\/(?:sitemap\.xml|robots\.txt|sw\.js)$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'rutalia-pages',
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 30, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: 'index.html' },
        },
      },
      {
        urlPattern: ({ request, url, sameOrigin }) => sameOrigin && request.destination === 'image' && url.pathname.startsWith('/uploads/'),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'rutalia-uploads',
          expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), pwa],
  // Server rendering (src/entry-server.tsx, built by vite.ssr.config.ts): styled-components
  // needs the same class names in both builds, so each component gets an id from its file and
  // position instead of its creation order (which code splitting makes differ).
  oxc: { plugins: { styledComponents: { ssr: true, displayName: false, fileName: false } } },
  resolve: {
    // Workspace packages (@rutalia/catalog: provinces, cities, services, landings) are bundled
    // from their TypeScript sources, not their builds. Keep in sync with `customConditions` in
    // tsconfig.json.
    conditions: ['rutalia-source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/uploads': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
      // Served by the backend (generated from the database), not by Vite.
      '/sitemap.xml': { target: backend, changeOrigin: true },
      '/robots.txt': { target: backend, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the backend's server rendering reads it to preload the matched
    // page's chunks (backend/src/web/ssr/module-preloads.ts) instead of letting the browser
    // discover them one import at a time.
    manifest: true,
    rolldownOptions: {
      // The site's own modules (and the shared catalog) only declare things: nothing runs on
      // import except main.tsx. Saying so lets the bundler drop what a chunk does not use (the
      // `ui` barrel re-exports components only lazy pages need), keeping the entry chunk small.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]site[\\/]src[\\/](?!main\.tsx$)/, sideEffects: false },
          { test: /[\\/]packages[\\/]catalog[\\/]src[\\/]/, sideEffects: false },
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
            {
              name: 'realtime',
              test: /node_modules[\\/](socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser|@socket\.io)[\\/]/,
            },
            // The service worker's window helper loads once the page is idle (production only): not in the entry.
            { name: 'workbox-window', test: /node_modules[\\/]workbox-window[\\/]/ },
            // Dates are formatted by lazy pages only (cards, lists, details): not in the entry.
            { name: 'dates', test: /node_modules[\\/]date-fns[\\/]/ },
            // Toasts load with the first one (ui/Toaster.tsx): not in the entry.
            { name: 'toasts', test: /node_modules[\\/]sonner[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
