/**
 * After a deploy, a tab opened on the previous build asks for code chunks that
 * no longer exist. Those errors are fixed by reloading the page; these helpers
 * recognise them and reload at most once per minute (no reload loops when the
 * server is really down).
 */
const RELOAD_KEY = 'rutalia:chunk-reload-at';
const RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Reloads the page unless it was already reloaded for this reason a moment ago. Returns whether it reloads. */
export function reloadForStaleBuild(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_WINDOW_MS) return false;
    window.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    // Storage unavailable (private mode): still reload once.
  }
  window.location.reload();
  return true;
}

/** Vite fires `vite:preloadError` when a lazy chunk fails to load. */
export function installStaleBuildReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForStaleBuild()) event.preventDefault();
  });
}
