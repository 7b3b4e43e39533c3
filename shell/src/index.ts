// The site-wide styles come with the entry, so the build links them in index.html's head: a page the
// server rendered (issue 12) is styled before any script runs.
import '@rendezvous/ui/theme.css';
import './shell.css';

/** the longest a server-rendered page waits for its images before the shell boots anyway */
const BOOT_WAIT_MS = 2_000;

/**
 * A page the server rendered is already readable, and its links work without scripts: let the browser
 * load and paint it first (its images are the largest paint), then boot the shell and hydrate. Its
 * scripts are preloaded, so they would otherwise run first and hold that paint back by the whole boot,
 * seconds on a slow phone. At most BOOT_WAIT_MS after the document is parsed; then one frame.
 */
function afterPagePainted(): Promise<void> {
  if (!document.querySelector('[data-ssr]')) return Promise.resolve();
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, BOOT_WAIT_MS);
  });
  // requestAnimationFrame never fires in a background tab: the timeout boots it there.
  return loaded.then(() => new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  }));
}

// Async boundary: shared singletons are negotiated before any React code runs.
void afterPagePainted().then(() => import('./bootstrap'));
