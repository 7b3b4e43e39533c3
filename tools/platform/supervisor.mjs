// Keeps a process of the platform running: `npm start` restarts a service that dies, with backoff,
// and says so on the console. Tests run without restarts, so a crash fails them loudly instead.

/** First restart delay; doubled for each crash in a row, up to MAX_DELAY_MS. */
export const FIRST_DELAY_MS = 250;
export const MAX_DELAY_MS = 10_000;
/** A process that stayed up this long counts as healthy again: the next crash restarts at once. */
export const STABLE_AFTER_MS = 30_000;

/**
 * @param {object} options
 * @param {string} options.name                    for messages
 * @param {() => import('node:child_process').ChildProcess} options.start   starts the process
 * @param {(child: import('node:child_process').ChildProcess) => Promise<void>} options.ready   resolves when it answers
 * @param {boolean} [options.restart]              restart when it dies (npm start); off in tests
 * @param {(line: string) => void} [options.report]  where restart messages go (the console)
 * @param {string} [options.logFile]               named in messages (default var/logs/<name>.log)
 * @param {NodeJS.Signals} [options.stopSignal]    what stop() sends first (SIGTERM; Postgres's fast shutdown is SIGINT)
 * @param {AbortSignal} [options.signal]           aborts the first start (Ctrl+C while booting): the process is stopped and the call rejects
 */
export async function supervise({
  name,
  start,
  ready,
  restart = false,
  report = (line) => console.error(line),
  logFile = `var/logs/${name}.log`,
  stopSignal = 'SIGTERM',
  signal,
}) {
  let child = start();
  let stopping = false;
  let crashesInRow = 0;
  let restarts = 0;
  let startedAt = Date.now();
  let pending = null;

  const watch = (current) =>
    current.once('exit', (code, signal) => {
      if (stopping || !restart) {
        if (!stopping) report(`✖ ${name} stopped unexpectedly (${signal ?? `code ${code}`}); see ${logFile}`);
        return;
      }
      crashesInRow = Date.now() - startedAt > STABLE_AFTER_MS ? 1 : crashesInRow + 1;
      const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (crashesInRow - 1));
      report(`✖ ${name} stopped unexpectedly (${signal ?? `code ${code}`}); restarting in ${(delay / 1000).toFixed(2)} s (see ${logFile})`);
      pending = setTimeout(async () => {
        pending = null;
        if (stopping) return;
        restarts += 1;
        startedAt = Date.now();
        child = start();
        watch(child);
        try {
          await ready(child);
          report(`✔ ${name} is back (restart ${restarts})`);
        } catch (error) {
          // It died again while starting: its exit handler schedules the next attempt.
          if (!stopping) report(`✖ ${name} did not come back: ${error.message.split('\n')[0]}`);
        }
      }, delay);
    });

  watch(child);
  // Stopped at once, not when it would have answered: ready() then fails as the process exits.
  const abort = () => {
    stopping = true;
    child.kill(stopSignal);
  };
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    await ready(child);
  } catch (error) {
    // Never answered: nothing may be left running behind a failed start.
    stopping = true;
    child.kill('SIGKILL');
    throw error;
  } finally {
    signal?.removeEventListener('abort', abort);
  }

  return {
    name,
    /** the process running now (a new one after each restart) */
    get process() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    async stop() {
      stopping = true;
      if (pending) clearTimeout(pending);
      const current = child;
      if (current.exitCode !== null || current.signalCode) return;
      await new Promise((resolve) => {
        current.once('exit', resolve);
        current.kill(stopSignal);
        setTimeout(() => current.kill('SIGKILL'), 5_000).unref();
      });
    },
  };
}
