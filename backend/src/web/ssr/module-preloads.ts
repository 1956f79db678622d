import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (site/dist/.vite/manifest.json, `build.manifest`). */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Where `vite build` writes its manifest inside the site's dist. */
export function siteManifestFile(siteDist: string): string {
  return path.join(siteDist, '.vite', 'manifest.json');
}

/** The chunk of `key` and every chunk it imports statically, depth first. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * `<link rel="modulepreload">` tags for the page's module and its static imports, minus what the
 * entry already loads (index.html preloads those): the browser fetches the route's code with the
 * entry instead of finding each chunk only after the previous one ran.
 */
export function preloadTagsFor(manifest: Manifest, pageModule: string): string {
  const entryChunks = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) staticClosure(manifest, key, entryChunks);
  return [...staticClosure(manifest, pageModule)]
    .filter((key) => !entryChunks.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`)
    .join('');
}

/**
 * Reads the manifest once and answers the preload tags of a page module (memoised per module).
 * Without a manifest (older build) pages get no extra preloads, after one warning.
 */
export function modulePreloader(file: string, warn: (message: string) => void): (pageModule: string) => string {
  let manifest: Manifest | undefined;
  const tags = new Map<string, string>();
  return (pageModule) => {
    if (!manifest) {
      try {
        manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
      } catch (error) {
        warn(`Sin modulepreload de las páginas: no se pudo leer ${file}: ${(error as Error).message}`);
        manifest = {};
      }
    }
    let found = tags.get(pageModule);
    if (found === undefined) tags.set(pageModule, (found = preloadTagsFor(manifest, pageModule)));
    return found;
  };
}
