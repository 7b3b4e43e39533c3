// The shell's loader on a page the server rendered (issue 12; the gateway puts this file in place of
// main.js there). The page is readable and its links work without scripts, so the shell's scripts wait
// for the page's own load and the paint after it: on a slow phone its text and photos are painted first
// instead of queueing behind the shell's boot. Then main.js loads as it would have (the gateway names it
// in data-main).
(function bootShellAfterLoad() {
  const loader = document.currentScript;
  const main = loader && loader.getAttribute('data-main');
  if (!main) return;
  let booted = false;
  function boot() {
    if (booted) return;
    booted = true;
    const script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
  }
  function afterNextPaint() {
    // requestAnimationFrame runs before a paint, the timeout after it; a background tab gets no frames.
    requestAnimationFrame(() => setTimeout(boot, 0));
    setTimeout(boot, 1000);
  }
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
})();
