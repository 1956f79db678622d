import { createHash } from 'node:crypto';

/** Id of the JSON block that lists a server-rendered page's scripts for the boot script. */
export const BOOT_DATA_ID = 'rutalia-boot';

/**
 * A server-rendered page is readable before any JavaScript runs, so its code is fetched only
 * after the first paint (a frame, then a task): on a slow phone line the scripts no longer share
 * the bandwidth with the HTML and styles that paint, and Lighthouse no longer counts them as
 * blocking that paint (issue 21). A tab opened in the background loads them when first shown.
 * Inline so it costs no request; allowed by the hash below in the CSP.
 */
export const DEFERRED_BOOT_SCRIPT =
  'requestAnimationFrame(function(){setTimeout(function(){' +
  `var d=JSON.parse(document.getElementById('${BOOT_DATA_ID}').textContent);` +
  "d.preload.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});" +
  "d.entry.forEach(function(h){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=h;document.body.appendChild(s)})" +
  '},0)})';

/** The CSP `script-src` source that allows exactly DEFERRED_BOOT_SCRIPT inline. */
export const DEFERRED_BOOT_CSP_SOURCE = `'sha256-${createHash('sha256').update(DEFERRED_BOOT_SCRIPT).digest('base64')}'`;

// As Vite writes them into index.html and module-preloads.ts into the head.
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page without its module scripts and module preloads, which the boot script (appended to the
 * body with their list) adds after the first paint. A page without a module script is unchanged.
 */
export function deferModuleScripts(html: string): string {
  const entry = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  if (entry.length === 0) return html;
  const preload = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]))];
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd === -1) return html;
  const stripped = html.slice(0, bodyEnd).replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  // File names from Vite's build: JSON with '<' escaped stays inert inside its script tag.
  const data = JSON.stringify({ entry, preload }).replace(/</g, '\\u003c');
  return (
    stripped +
    `<script id="${BOOT_DATA_ID}" type="application/json">${data}</script><script>${DEFERRED_BOOT_SCRIPT}</script>` +
    html.slice(bodyEnd)
  );
}
