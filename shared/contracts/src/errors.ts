/** The one error envelope of every failure (platform.md, Back-end rules). */
export interface ErrorEnvelope {
  statusCode: number;
  /** stable for the front end, e.g. VALIDATION.FAILED */
  code: string;
  /** the spec's wording where the spec has one */
  message: string;
  correlationId: string;
  /** field name -> messages, for validation failures */
  errors?: Record<string, string[]>;
}

export const ERROR_CODES = {
  validationFailed: 'VALIDATION.FAILED',
  malformedBody: 'REQUEST.MALFORMED_BODY',
  bodyTooLarge: 'REQUEST.BODY_TOO_LARGE',
  /** the URL or the headers are over the server's limit (431, 414) */
  requestTooLarge: 'REQUEST.TOO_LARGE',
  /** a query parameter given twice (`?push=1&push=0`) */
  repeatedParameter: 'REQUEST.REPEATED_PARAMETER',
  notFound: 'ROUTE.NOT_FOUND',
  methodNotAllowed: 'ROUTE.METHOD_NOT_ALLOWED',
  rateLimited: 'REQUEST.RATE_LIMITED',
  serviceUnavailable: 'SERVICE.UNAVAILABLE',
  // The spec's body marker for a missing session (section 8): the front end logs out on it.
  authenticationRequired: 'authentication_required',
  forbidden: 'ACCESS.FORBIDDEN',
  /** a call that needs the operator's bearer token (admin calls, mail-provider reports) without it */
  adminForbidden: 'ADMIN.FORBIDDEN',
  csrfHeaderMissing: 'REQUEST.CLIENT_HEADER_MISSING',
  internal: 'INTERNAL.ERROR',
} as const;

/** Generic wording of the spec's error catalogue (section 8). */
export const SPEC_MESSAGES = {
  anErrorHasOccurred: 'An error has occurred.',
  tryAgainLater: 'An error occured, please try again later.',
  notFound: 'This page could not be found',
} as const;

export const CORRELATION_ID_HEADER = 'x-correlation-id';
