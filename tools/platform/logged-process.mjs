// A process of the platform: its output straight into its log file, and the wait until it answers.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

/**
 * Starts `command` with its standard output and error appended to `logFile` by the system: no pipe through this
 * process, whose event loop would otherwise handle every log line of every service (measurable under load,
 * bench/gateway-hop.mjs). `child.outputTail()` reads the file's last 2,000 characters, for a failed start's message.
 */
export function spawnIntoLog(command, args, { logFile, cwd, env }) {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  child.outputTail = () => {
    try {
      return readFileSync(logFile, 'utf8').slice(-2_000);
    } catch {
      return '';
    }
  };
  return child;
}

/** Resolves once `url` answers 2xx; rejects when `child` exits first (with what it last wrote) or after `timeoutMs`. */
export async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // The log folder of a failed test run is removed, so the last output travels in the message.
    // A process ended by a signal has no exit code, only a signalCode.
    if (child.exitCode !== null || child.signalCode)
      throw new Error(`exited with ${child.signalCode ?? `code ${child.exitCode}`} before it was healthy; it last wrote:\n${child.outputTail?.() ?? ''}`);
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`not healthy after ${timeoutMs} ms`);
}
