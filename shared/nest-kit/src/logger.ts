import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { traceLogFields } from './tracing';
import { requestPath, type RequestStep } from './http';

let stdout: ReturnType<typeof pino.destination> | undefined;

/**
 * Standard output, buffered: lines are written 4 kB at a time, and at least every 200 ms, in the
 * background. One write system call per access-log line was a third of the gateway's cost per
 * proxied call on these machines (bench/gateway-hop.mjs). Pino flushes what is pending when the
 * process exits, also on a crash; only a SIGKILL loses the last lines (at most 200 ms of them).
 * One destination per process, shared by every logger.
 */
function sharedStdout() {
  stdout ??= pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 200 });
  return stdout;
}

/**
 * Structured JSON logs; every line written inside a request, a socket event or an outbox delivery carries its
 * trace's `traceId` (the correlation id of the answer and of an error envelope) and `spanId` (tracing.ts).
 */
export function createLogger(service: string, level: string, destination: pino.DestinationStream = sharedStdout()): Logger {
  return pino(
    {
      level,
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: traceLogFields,
    },
    destination,
  );
}

/** Nest's own messages through the same JSON logger. */
export class JsonNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}

/** One access-log line per request, when it ends. */
export function requestLogMiddleware(logger: Logger): RequestStep {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ method: req.method, path: requestPath(req), status: res.statusCode, ms: Math.round(ms) }, 'request');
    });
    next();
  };
}
