import { HttpException, HttpStatus, BadRequestException, type ArgumentMetadata, type ValidationError, ValidationPipe } from '@nestjs/common';
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

// Type checks come first: "email must be a string" says it all, the length rule of a number does not.
const TYPE_CONSTRAINTS = new Set(['isString', 'isInt', 'isNumber', 'isBoolean', 'isObject', 'isArray', 'isDateString', 'isIn', 'isEnum', 'nestedValidation']);

/** One field's messages: "x is required" when it is missing, else its type error, else every rule it broke. */
function messagesOf(error: ValidationError, field: string): string[] {
  if (error.value === undefined || error.value === null) return [`${field} is required`];
  const constraints = Object.entries(error.constraints ?? {});
  const typeErrors = constraints.filter(([name]) => TYPE_CONSTRAINTS.has(name)).map(([, message]) => message);
  return typeErrors.length > 0 ? typeErrors : constraints.map(([, message]) => message);
}

function collectMessages(errors: ValidationError[], prefix = '', into: Record<string, string[]> = {}) {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[field] = messagesOf(error, field);
    if (error.children?.length) collectMessages(error.children, field, into);
  }
  return into;
}

const notAnObject = () => new AppError(400, ERROR_CODES.validationFailed, 'The request body must be a JSON object.');

/** DTO validation: unknown fields rejected, types transformed, a field-to-messages tree in `errors`. */
class EnvelopeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // A path parameter typed number keeps its text for IdPipe (id.pipe.ts): Number() would make an id of '0x10' or '1e3'.
    if (metadata.type === 'param' && metadata.metatype === Number) return value;
    // A class DTO describes an object: `[]`, `"text"` or `42` as a body is refused as a whole instead
    // of reporting made-up fields ("undefined"). A missing body is an empty object (fields missing).
    if (metadata.type === 'body' && metadata.metatype && this.toValidate(metadata)) {
      if (value === undefined || value === null || value === '') value = {};
      else if (typeof value !== 'object' || Array.isArray(value)) throw notAnObject();
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new EnvelopeValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      new BadRequestException({ code: ERROR_CODES.validationFailed, message: 'The request is not valid.', errors: collectMessages(errors) }),
  });
}

const sharedPipe = createValidationPipe();

/**
 * Validates a body against a DTO exactly as the global pipe does, for a handler that picks its DTO
 * itself (one path, two bodies: POST /api/user.php logs in, or with ?push=1 saves a subscription).
 */
export async function validateBody<T extends object>(dto: new () => T, body: unknown): Promise<T> {
  return (await sharedPipe.transform(body, { type: 'body', metatype: dto })) as T;
}

export { HttpStatus };
