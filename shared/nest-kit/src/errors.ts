import { HttpException, HttpStatus } from '@nestjs/common';
import { ERROR_CODES, SPEC_MESSAGES, type ErrorEnvelope } from '@rendezvous/contracts';

/** A failure with a stable code that survives crossing a process (domain-driven-hexagon style). */
export class AppError extends HttpException {
  constructor(
    status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super({ code, message, errors }, status);
  }
}

/** A 400 envelope naming fields, each with the sentences a member reads beside it (the first is the message). */
export function fieldErrors(errors: Record<string, string[]>, code: string = ERROR_CODES.validationFailed): AppError {
  const first = Object.values(errors)[0]?.[0] ?? 'The request is not valid.';
  return new AppError(400, code, first, errors);
}

const CODE_BY_STATUS: Record<number, string> = {
  400: ERROR_CODES.validationFailed,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  405: ERROR_CODES.methodNotAllowed,
  413: ERROR_CODES.bodyTooLarge,
  429: ERROR_CODES.rateLimited,
  503: ERROR_CODES.serviceUnavailable,
};

interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
}

/** Maps anything thrown to the one error envelope. Unexpected errors are logged and never leak. */
export function toEnvelope(error: unknown, correlationId: string): ErrorEnvelope {
  // Nest wraps body-parser failures in an HttpException; the cause tells which failure it was.
  const cause = error instanceof HttpException ? (error.cause as BodyParserError | undefined) : undefined;
  if (cause?.type === 'entity.parse.failed') {
    return { statusCode: 400, code: ERROR_CODES.malformedBody, message: 'The request body is not valid JSON.', correlationId };
  }
  if (cause?.type === 'entity.too.large') {
    return { statusCode: 413, code: ERROR_CODES.bodyTooLarge, message: 'The request body is too large.', correlationId };
  }
  if (cause instanceof URIError) {
    return { statusCode: 400, code: ERROR_CODES.malformedBody, message: 'The request could not be read.', correlationId };
  }
  if (error instanceof AppError) {
    return { statusCode: error.getStatus(), code: error.code, message: error.message, correlationId, ...(error.errors ? { errors: error.errors } : {}) };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const body = error.getResponse() as string | { message?: string | string[]; code?: string; errors?: Record<string, string[]> };
    const raw = typeof body === 'string' ? body : body.message;
    const message = status === 404 ? SPEC_MESSAGES.notFound : Array.isArray(raw) ? raw.join('; ') : (raw ?? error.message);
    const code = (typeof body === 'object' && body.code) || CODE_BY_STATUS[status] || (status < 500 ? ERROR_CODES.validationFailed : ERROR_CODES.internal);
    const errors = typeof body === 'object' ? body.errors : undefined;
    return { statusCode: status, code, message, correlationId, ...(errors ? { errors } : {}) };
  }
  const parserError = error as BodyParserError;
  if (parserError?.type === 'entity.parse.failed') {
    return { statusCode: 400, code: ERROR_CODES.malformedBody, message: 'The request body is not valid JSON.', correlationId };
  }
  if (parserError?.type === 'entity.too.large') {
    return { statusCode: 413, code: ERROR_CODES.bodyTooLarge, message: 'The request body is too large.', correlationId };
  }
  const status = parserError?.status ?? parserError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, code: CODE_BY_STATUS[status] ?? ERROR_CODES.validationFailed, message: 'The request could not be read.', correlationId };
  }
  return { statusCode: 500, code: ERROR_CODES.internal, message: SPEC_MESSAGES.anErrorHasOccurred, correlationId };
}

export { HttpStatus };
