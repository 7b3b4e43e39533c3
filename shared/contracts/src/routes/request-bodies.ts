import { z } from 'zod';
import type * as core from 'zod/v4/core';
import * as zm from 'zod/mini';

/**
 * The request bodies' building blocks (issue 33, docs/adr/0018): a form's schema as a strict route body,
 * and fields that answer a malformed value in the words the class-validator DTOs used, so that moving a
 * service's DTOs onto its route contracts changes no answer. Used by identity.ts and payments.ts.
 */

/**
 * A form's request schema (identity-requests.ts, the one source of the bodies' fields and types) as a
 * route's body: unknown fields refused (`property x should not exist`, as the DTOs' forbidNonWhitelisted
 * did) and each string field's most characters (the DTOs' @MaxLength), which the forms leave to the
 * service. `fields` replaces a field by a stricter schema of the same type (an integer range, a nested body).
 * A nested body's string fields (`nested: true`) answer in class-validator's words for nested fields (nestedString).
 */
export function strictBody<S extends zm.ZodMiniObject>(
  schema: S,
  maxLengths: { readonly [K in keyof S['shape']]?: number },
  { fields = {}, nested = false }: { fields?: { readonly [K in keyof S['shape']]?: SameType<S['shape'][K]> }; nested?: boolean } = {},
): zm.ZodMiniObject<S['shape'], core.$strict> {
  const shape: Record<string, core.$ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, core.$ZodType>)) {
    shape[key] = withRules(key, field, maxLengths[key as keyof S['shape']], nested);
  }
  Object.assign(shape, fields);
  return zm.strictObject(shape) as unknown as zm.ZodMiniObject<S['shape'], core.$strict>;
}

type SameType<F extends core.$ZodType> = core.$ZodType<core.output<F>, core.input<F>>;

function withRules(name: string, field: core.$ZodType, maxLength: number | undefined, nested: boolean): core.$ZodType {
  const def = field._zod.def as core.$ZodTypeDef & { innerType?: core.$ZodType };
  if (def.type === 'optional' && def.innerType) return zm.optional(withRules(name, def.innerType, maxLength, nested));
  if (maxLength === undefined && !nested) return field;
  if (def.type !== 'string') throw new Error(`${name}: a most-characters rule on a ${def.type} field`);
  if (nested) return nestedString(name, maxLength);
  return (field as zm.ZodMiniString).check(zm.maxLength(maxLength as number, onStrings));
}

// class-validator's words, kept so that no answer to a malformed body changes where zod's own issues
// cannot carry them: the pipes word a custom message of a type error as "x is required", name a nested
// field by its path, and give one sentence per issue. These fields raise their own sentences (`worded`);
// the OpenAPI shows the plain schema (meta).

/**
 * Runs a length rule on strings only, so an array is answered with its type error alone (as class-validator
 * did; zod would also measure the array). zod reads `when` from a check's definition; its params type leaves it out.
 */
export const onStrings = { when: (payload: core.ParsePayload) => typeof payload.value === 'string' } as object;

/**
 * A field that words its own errors: `problems` gives class-validator's sentences for a present value (none
 * when it passes); a missing or null value is left to the pipes ("x is required").
 */
export function worded<T>(jsonSchema: Record<string, unknown>, problems: (value: unknown) => string[]) {
  return z
    .custom<T>()
    .superRefine((value, context) => {
      if (value === undefined || value === null) return context.addIssue({ code: 'invalid_type', expected: 'unknown', input: value } as never);
      for (const message of problems(value)) context.addIssue({ code: 'custom', message });
    })
    .meta(jsonSchema);
}

/** A string field of a nested body, named by its own name ("endpoint must be a string"). */
export const nestedString = (name: string, maxLength?: number) =>
  worded<string>({ type: 'string', ...(maxLength === undefined ? {} : { maxLength }) }, (value) => {
    if (typeof value !== 'string') return [`${name} must be a string`];
    return maxLength !== undefined && value.length > maxLength ? [`${name} must be shorter than or equal to ${maxLength} characters`] : [];
  });

/**
 * A nested body: an object checked by `schema`; anything else refused in class-validator's two sentences
 * (@IsObject and @ValidateNested), and a non-empty array as class-validator saw it (its elements as nested values).
 */
export function nestedObject<S extends core.$ZodType>(name: string, schema: S) {
  const anObject = z.custom<core.input<S>>().superRefine((value, context) => {
    if (value === undefined || value === null) context.addIssue({ code: 'invalid_type', expected: 'object', input: value });
    else if (Array.isArray(value) && value.length > 0) {
      context.addIssue({ code: 'invalid_type', expected: 'object', input: undefined });
      context.addIssue({ code: 'custom', message: `nested property ${name} must be either object or array`, path: ['0'] });
    } else if (Array.isArray(value)) context.addIssue({ code: 'custom', message: `${name} must be an object` });
    else if (typeof value !== 'object') {
      context.addIssue({ code: 'custom', message: `${name} must be an object` });
      context.addIssue({ code: 'custom', message: `nested property ${name} must be either object or array` });
    }
  });
  return anObject
    .pipe(schema as core.$ZodType<core.output<S>, core.input<S>>)
    .meta(z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any', reused: 'inline' }));
}

/**
 * A whole number from `min` to `max` (`@IsInt() @Min(min) @Max(max)`): what is no whole number (a text, 1.5) is only
 * "x must be an integer number", as class-validator reported a failed type check alone; a whole number out of range
 * "x must not be less than …" or "… greater than …".
 */
export const wholeNumber = (field: string, min: number, max: number) =>
  worded<number>({ type: 'integer', minimum: min, maximum: max }, (value) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) return [`${field} must be an integer number`];
    if (value < min) return [`${field} must not be less than ${min}`];
    return value > max ? [`${field} must not be greater than ${max}`] : [];
  });
