// A process of the platform whose output goes straight into its log file.
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
