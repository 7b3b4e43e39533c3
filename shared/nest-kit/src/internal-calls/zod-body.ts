import { ERROR_CODES } from '@rendezvous/contracts';
import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { AppError } from '../errors';

/** zod's issues as the envelope's field errors: `{ "changes.country": ["Invalid option: ..."] }`. */
export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    const message = issue.code === 'invalid_type' && issue.input === undefined ? `${field} is required` : issue.message;
    (errors[field] ??= []).push(message);
  }
  return errors;
}

/** Parses a value against a contract's schema, or throws the envelope's 400 with field errors. */
export function parseContract<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const checked = schema.safeParse(value);
  if (checked.success) return checked.data;
  throw new AppError(400, ERROR_CODES.validationFailed, 'The request is not valid.', zodFieldErrors(checked.error));
}

/**
 * Validates an internal call's body at the receiving edge with the same schema the caller used:
 * `@Body(new ZodBody(profileWriteSchema)) body: ProfileWrite`.
 */
export class ZodBody<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    return parseContract(this.schema, value);
  }
}
