import type { RenderedPage } from './site-renderer.js';

/** Read by site/src/main.tsx before hydrating (TanStack Query's `hydrate`). */
export const SSR_STATE_ID = 'rutalia-ssr-state';

const ROOT = '<div id="root"></div>';

/**
 * JSON for a `<script type="application/json">`: every '<' escaped, so no text in the data
 * (a company description with `</script>`, an HTML comment opener) can end the tag early.
 * JSON.parse reads `\u003c` back as '<'.
 */
export function serializeState(state: unknown): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/**
 * The page with the server's markup in #root, its styles (and `headTags`, the preloads of its
 * code) in the head and the queries it rendered from, for the client to hydrate. Null when the
 * shell has no empty #root to fill.
 */
export function insertRenderedPage(shell: string, page: RenderedPage, headTags = ''): string | null {
  const root = shell.indexOf(ROOT);
  const headEnd = shell.indexOf('</head>');
  if (root === -1 || headEnd === -1 || headEnd > root) return null;
  const state = `<script id="${SSR_STATE_ID}" type="application/json">${serializeState(page.dehydratedState)}</script>`;
  return (
    shell.slice(0, headEnd) +
    headTags +
    page.styleTags +
    shell.slice(headEnd, root) +
    `<div id="root">${page.html}</div>${state}` +
    shell.slice(root + ROOT.length)
  );
}
