import { defaultServerConditions, mergeConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import siteConfig from './vite.config';

/**
 * The server build of the site (issue 21): src/entry-server.tsx → dist-server/entry-server.js,
 * imported by the backend (backend/src/web/ssr). Same sources and transforms as the browser
 * build (vite.config.ts) without the PWA plugin and the browser's chunking; every dependency is
 * bundled so the file runs wherever the backend does.
 */
const { plugins: _browserPlugins, build: _browserBuild, ...shared } = siteConfig;

export default mergeConfig(shared, {
  plugins: [react()],
  ssr: {
    noExternal: true,
    resolve: { conditions: ['rutalia-source', ...defaultServerConditions] },
  },
  // React, the router and styled-components pick their production builds.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
} satisfies UserConfig);
