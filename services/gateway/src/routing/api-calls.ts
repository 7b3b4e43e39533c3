import { ERROR_CODES, SPEC_MESSAGES } from '@rendezvous/contracts';
import { refuse, requestPath, type RequestStep } from '@rendezvous/nest-kit';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { serviceFor } from './route-table';

/** Runs steps in order, each handing on with next(); a step that fails is logged and answers 500 in the envelope. */
export function runSteps(steps: readonly RequestStep[], req: IncomingMessage, res: ServerResponse, logger: Logger): void {
  let index = 0;
  const next = (error?: unknown): void => {
    if (error !== undefined && error !== null) {
      logger.error({ err: error, path: requestPath(req) }, 'request step failed');
      if (!res.headersSent) refuse(res, 500, ERROR_CODES.internal, SPEC_MESSAGES.anErrorHasOccurred);
      return;
    }
    const step = steps[index++];
    // Every step handed on and none answered: nothing owns this call after all.
    if (!step) return void (res.headersSent || refuse(res, 404, ERROR_CODES.notFound, SPEC_MESSAGES.notFound));
    try {
      step(req, res, next);
    } catch (thrown) {
      next(thrown ?? new Error('step failed'));
    }
  };
  next();
}

/**
 * Calls a service owns (route-table.ts) are the gateway's hot path: every member's every poll.
 * They go through the same steps Express would run for them (nest-kit's guards, the visitor's facts,
 * CORS, limits, session check, proxy: one list, built once in main.ts), but without Express's router
 * and request decorations around each step, which were most of the gateway's own cost per call
 * (bench/gateway-hop.mjs). Everything else (pages, files, the gateway's own /api calls, /internal)
 * is Express's as before. `steps` must end with a step that answers every request (the proxy).
 */
export function answerServiceCallsFirst(server: Server, steps: readonly RequestStep[], logger: Logger): void {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) throw new Error(`expected one request listener (Express), found ${listeners.length}`);
  const [express] = listeners;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (serviceFor(requestPath(req))) runSteps(steps, req, res, logger);
    else express(req, res);
  });
}
