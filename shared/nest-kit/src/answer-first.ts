import { ERROR_CODES, SPEC_MESSAGES } from '@rendezvous/contracts';
import type { InternalCall } from '@rendezvous/contracts/internal';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { parseContract } from './contracts/zod-pipes';
import { currentCorrelationId } from './tracing';
import { AppError, toEnvelope } from './errors';
import { requestPath, type RequestStep } from './http';
import { bearerToken, sameSecret } from './internal-token.guard';
import { labelRoute } from './metrics';
import { answerJson, refuse } from './request-guards';

/** Answers a failed step in the error envelope (a 5xx logged), unless an answer is already out. */
function answerError(error: unknown, req: IncomingMessage, res: ServerResponse, logger: Logger): void {
  const envelope = toEnvelope(error, currentCorrelationId() ?? 'none');
  if (envelope.statusCode >= 500) logger.error({ err: error, path: requestPath(req) }, 'request step failed');
  if (!res.headersSent) refuse(res, envelope.statusCode, envelope.code, envelope.message, envelope.errors);
}

/**
 * Runs steps in order, each handing on with next(). A step that fails answers in the envelope (a body that is
 * not JSON 400, one too large 413, anything unexpected 500 and logged). Every step handing on and none
 * answering is a 404: `steps` should end with one that answers.
 */
export function runSteps(steps: readonly RequestStep[], req: IncomingMessage, res: ServerResponse, logger: Logger): void {
  let index = 0;
  const next = (error?: unknown): void => {
    if (error !== undefined && error !== null) return answerError(error, req, res, logger);
    const step = steps[index++];
    if (!step) return void (res.headersSent || answerError(new AppError(404, ERROR_CODES.notFound, SPEC_MESSAGES.notFound), req, res, logger));
    try {
      step(req, res, next);
    } catch (thrown) {
      next(thrown ?? new Error('step failed'));
    }
  };
  next();
}

/**
 * A service's hot path without Express and Nest: the requests `owns` picks (naming their route, for metrics) run `steps` (nest-kit's own request
 * steps first, as createServiceApp hands them to `configure`), every other request goes to Express as before.
 * Express's router, its request decorations and Nest's guard, pipe and filter chain are most of an internal
 * call's cost in the service that answers it (ADR 0010); for a call made once per chat message that matters.
 */
export function answerFirst(server: Server, owns: (req: IncomingMessage) => string | false, steps: readonly RequestStep[], logger: Logger): void {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) throw new Error(`expected one request listener (Express), found ${listeners.length}`);
  const [express] = listeners;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const route = owns(req);
    if (route === false) return void express(req, res);
    // Express names the route of what it answers; this names these (metrics.ts).
    labelRoute(req, route);
    runSteps(steps, req, res, logger);
  });
}

/** Whether a request is this internal call (its method and path; a call with path parameters is not for this): its path, or false. */
export function isCall(call: InternalCall<void, z.ZodType | undefined, z.ZodType>): (req: IncomingMessage) => string | false {
  const path = call.path();
  return (req) => req.method === call.method && requestPath(req) === path && path;
}

/**
 * The last step for an internal call answered by answerFirst: what InternalTokenGuard and ZodBody check in a
 * controller (the bearer token, 403 before the body is read; the body by the call's schema, class-validator
 * wording, 400), then the handler's answer as JSON, or its error in the envelope. The body is parsed by
 * nest-kit's JSON step before this one.
 */
export function internalCallStep<B extends z.ZodType, A extends z.ZodType>(
  call: InternalCall<void, B, A>,
  internalToken: string,
  handle: (body: z.output<B>) => Promise<z.output<A>>,
): RequestStep {
  return (req, res, next) => {
    if (!sameSecret(bearerToken(req), internalToken)) return next(new AppError(403, ERROR_CODES.forbidden, 'Internal call refused.'));
    let body: z.output<B>;
    try {
      body = parseContract(call.body, (req as IncomingMessage & { body?: unknown }).body, { wording: 'class-validator', body: true });
    } catch (error) {
      return next(error);
    }
    handle(body).then((answer) => answerJson(res, 200, answer), next);
  };
}
