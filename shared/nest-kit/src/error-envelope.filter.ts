import { type ArgumentsHost, Catch, type ExceptionFilter, NotFoundException } from '@nestjs/common';
import { ERROR_CODES } from '@rendezvous/contracts';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { currentCorrelationId } from './tracing';
import { toEnvelope } from './errors';

/** A 404 from the router itself ("Cannot POST /path"), not from a handler that found nothing. */
const ROUTER_NOT_FOUND = /^Cannot [A-Z]+ /;

@Catch()
export class ErrorEnvelopeFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    /** the methods other routes accept on a path, so a wrong method is a 405 rather than a 404 */
    private readonly allowedMethods: (path: string) => string[] = () => [],
  ) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    let envelope = toEnvelope(error, currentCorrelationId() ?? 'none');
    if (envelope.statusCode === 404 && error instanceof NotFoundException && ROUTER_NOT_FOUND.test(error.message)) {
      const allowed = this.allowedMethods(http.getRequest<Request>().path);
      if (allowed.length > 0) {
        res.setHeader('Allow', allowed.join(', '));
        envelope = { ...envelope, statusCode: 405, code: ERROR_CODES.methodNotAllowed, message: 'This method is not allowed here.' };
      }
    }
    if (envelope.statusCode >= 500) this.logger.error({ err: error }, 'unhandled error');
    if (res.headersSent) return;
    res.status(envelope.statusCode).json(envelope);
  }
}
