import { answerFirst, requestPath, type RequestStep } from '@rendezvous/nest-kit';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { serviceFor } from './route-table';

/**
 * Calls a service owns (route-table.ts) are the gateway's hot path: every member's every poll.
 * They go through the same steps Express would run for them (nest-kit's guards, the visitor's facts,
 * CORS, limits, session check, proxy: one list, built once in main.ts), but without Express's router
 * and request decorations around each step, which were most of the gateway's own cost per call
 * (bench/gateway-hop.mjs). Everything else (pages, files, the gateway's own /api calls, /internal)
 * is Express's as before. `steps` must end with a step that answers every request (the proxy).
 */
export function answerServiceCallsFirst(server: Server, steps: readonly RequestStep[], logger: Logger): void {
  answerFirst(
    server,
    (req) => {
      const service = serviceFor(requestPath(req));
      return service === null ? false : `proxy:${service}`;
    },
    steps,
    logger,
  );
}
