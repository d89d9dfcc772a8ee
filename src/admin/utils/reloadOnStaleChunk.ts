const KEY = 'vp.chunk-reload-at';
const AT_MOST_EVERY_MS = 60_000;

/**
 * After a deploy, a tab opened on the previous build asks for chunks that no longer exist. It reloads once to get
 * the new build; a second failure within a minute is left to show as an error instead of reloading in a loop.
 */
export function reloadOnStaleChunk(storage: Storage = sessionStorage, reload = () => window.location.reload()) {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(storage.getItem(KEY) ?? 0);
    if (Date.now() - last < AT_MOST_EVERY_MS) return;
    storage.setItem(KEY, String(Date.now()));
    event.preventDefault();
    reload();
  });
}
