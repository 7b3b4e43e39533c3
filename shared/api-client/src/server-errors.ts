import { ApiError } from './api-client';

/** A failed call, split into what belongs beside a field and what belongs to the whole form. */
export interface ServerErrors {
  /** field name -> the server's messages */
  fields: Record<string, string[]>;
  /** a message for the form's alert region, or null when every message sits beside a field */
  form: string | null;
  /** the envelope's stable code, for screens that react to one (e.g. a link that expired) */
  code: string | null;
}

export const NO_SERVER_ERRORS: ServerErrors = { fields: {}, form: null, code: null };

/**
 * Reads the error envelope (platform.md: `{ statusCode, code, message, errors? }`). The server words
 * its messages as the spec does, so they are shown as sent; `fallback` covers failures without an
 * envelope (network down, a proxy's HTML page).
 */
export function readServerErrors(error: unknown, fieldNames: readonly string[], fallback: string): ServerErrors {
  if (!(error instanceof ApiError)) return { fields: {}, form: fallback, code: null };
  const fields: Record<string, string[]> = {};
  const elsewhere: string[] = [];
  for (const [field, messages] of Object.entries(error.envelope.errors ?? {})) {
    if (fieldNames.includes(field)) fields[field] = messages;
    else elsewhere.push(...messages);
  }
  const placed = Object.keys(fields).length > 0;
  const form = elsewhere.length > 0 ? elsewhere.join(' ') : placed ? null : (error.envelope.message ?? fallback);
  return { fields, form, code: error.envelope.code ?? null };
}

/** A form library's way to put a message beside a field (react-hook-form's `setError` is one). */
export type SetFieldError<F extends string> = (field: F, error: { type: 'server'; message: string }) => void;

/**
 * The one mapper of a failed call onto a form: each field the server named among `fieldNames` gets
 * its messages beside it through `setError`; what is left (the alert's message, the code) is returned
 * for the form to show or react to.
 */
export function applyServerErrors<F extends string>(error: unknown, fieldNames: readonly F[], setError: SetFieldError<F>, fallback: string): ServerErrors {
  const read = readServerErrors(error, fieldNames, fallback);
  for (const [field, messages] of Object.entries(read.fields)) setError(field as F, { type: 'server', message: messages.join(' ') });
  return read;
}
