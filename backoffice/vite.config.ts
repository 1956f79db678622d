import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';

/** The API (NestJS) in development; in production one process serves /api and /backoffice. */
const API_TARGET = 'http://localhost:3000';

/**
 * Vendor chunk groups (Vite 8 bundles with Rolldown: `output.codeSplitting.groups` replaces
 * Rollup's `manualChunks`). Split by how often each part changes so a react-admin upgrade
 * does not invalidate the cached React runtime, and the app's own code stays small.
 * Higher priority wins when a module matches several groups.
 */
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 40,
  },
  {
    name: 'vendor-mui',
    test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|clsx|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/,
    priority: 30,
  },
  {
    name: 'vendor-react-admin',
    // Not the rich-text editor: only the blog forms (lazy) use it.
    test: /[\\/]node_modules[\\/](react-admin|ra-(?!input-rich-text)[^\\/]+|@tanstack|react-hook-form|node-polyglot|query-string|lodash|inflection|jsonexport|react-dropzone|react-error-boundary|react-hotkeys-hook|dompurify)[\\/]/,
    priority: 20,
  },
  {
    // Anything else the first screen needs. Libraries only reached through lazy imports are left
    // to automatic chunking so they load with the route that uses them.
    name: 'vendor',
    test: /[\\/]node_modules[\\/]/,
    tags: ['$initial'],
    minSize: 20 * 1024,
    priority: 10,
  },
] satisfies Rolldown.CodeSplittingGroup[];

export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  resolve: {
    // npm leaves ra-input-rich-text with its own older @tiptap/core next to the newer one its
    // extensions need (isValidCSSStyleValue); one copy of the editor core for everyone.
    dedupe: ['@tiptap/core', '@tiptap/pm', '@tiptap/react'],
  },
  server: {
    port: 5174,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/uploads': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorGroups,
        },
      },
    },
  },
});
