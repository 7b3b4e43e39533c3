import { ERROR_CODES } from '@rendezvous/contracts';
import type { PipeTransform } from '@nestjs/common';
import * as core from 'zod/v4/core';
import { AppError } from '../errors';

/** Stands for the field's name in a message until the field is known (zod's error map sees no full path). */
const FIELD = '\u0000';

const TYPE_WORDS: Record<string, string> = {
  string: `${FIELD} must be a string`,
  number: `${FIELD} must be a number conforming to the specified constraints`,
  int: `${FIELD} must be an integer number`,
  boolean: `${FIELD} must be a boolean value`,
  array: `${FIELD} must be an array`,
  object: `${FIELD} must be an object`,
  date: `${FIELD} must be a Date instance`,
};

/**
 * zod's default messages in class-validator's words (what the DTOs answered before, and the spec's
 * wording leans on): "x is required", "x must be a string", … A message a schema gives itself wins.
 */
function classValidatorWording(issue: core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? `${FIELD} is required` : TYPE_WORDS[issue.expected];
    case 'invalid_value':
      // a missing choice is missing, as class-validator said of any rule on a missing value
      if (issue.input === undefined || issue.input === null) return `${FIELD} is required`;
      return `${FIELD} must be one of the following values: ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      if (issue.origin === 'string') return `${FIELD} must be longer than or equal to ${issue.minimum} characters`;
      if (issue.origin === 'array') return `${FIELD} must contain at least ${issue.minimum} elements`;
      return `${FIELD} must not be less than ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `${FIELD} must be shorter than or equal to ${issue.maximum} characters`;
      if (issue.origin === 'array') return `${FIELD} must contain no more than ${issue.maximum} elements`;
      return `${FIELD} must not be greater than ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'email') return `${FIELD} must be an email`;
      if (issue.format === 'regex' && 'pattern' in issue) return `${FIELD} must match ${String(issue.pattern)} regular expression`;
      return `${FIELD} must be a valid ${issue.format}`;
    default:
      return undefined;
  }
}

export type Wording = 'class-validator' | 'zod';

/**
 * zod's issues as the envelope's field errors: `{ "target.gender": ["target.gender is required"] }`.
 * An unknown key is `property x should not exist` under its own name, an array element's failure is
 * its array's (`each value in images …`). Collected in a Map, so a `__proto__` key is a field like
 * any other (a 400), never a write to Object.prototype (a 500).
 */
export function zodFieldErrors(error: core.$ZodError): Record<string, string[]> {
  const errors = new Map<string, string[]>();
  // One sentence once per field: two rules that share a message (a length and a pattern) say it once.
  const add = (field: string, message: string) => errors.set(field, [...new Set([...(errors.get(field) ?? []), message])]);
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...path, key].join('.'), `property ${key} should not exist`);
      continue;
    }
    let each = false;
    while (path.length > 0 && typeof issue.path[path.length - 1] === 'number') {
      path.pop();
      each = true;
    }
    const field = path.length > 0 ? path.join('.') : 'body';
    const message = issue.message.includes(FIELD)
      ? issue.message.replaceAll(FIELD, each ? `each value in ${field}` : field)
      : issue.code === 'invalid_type' && issue.input === undefined
        ? `${field} is required`
        : issue.message;
    add(field, message);
  }
  return Object.fromEntries(errors);
}

const notAnObject = () => new AppError(400, ERROR_CODES.validationFailed, 'The request body must be a JSON object.');

/** The schema describes an object (so a body of `[]`, `"text"` or `42` is refused as a whole, as the DTOs did). */
function describesAnObject(schema: core.$ZodType): boolean {
  const def = schema._zod.def as { type: string; in?: core.$ZodType; innerType?: core.$ZodType };
  if (def.type === 'object') return true;
  if (def.type === 'pipe' && def.in) return describesAnObject(def.in);
  return false;
}

export interface ParseOptions {
  /** 'class-validator' (default): the DTOs' words for zod's own messages; 'zod': zod's messages as they are (internal calls) */
  wording?: Wording;
  /** a body: missing is `{}`, anything but an object is refused as a whole when the schema is an object */
  body?: boolean;
  /** the envelope's message: 'The request is not valid.' (default), or the first field's first message (as nest-kit's `fieldErrors` answers) */
  message?: 'generic' | 'first-error';
}

/** Parses a value against a contract's schema (full zod or zod/mini), or throws the envelope's 400 with field errors. */
export function parseContract<S extends core.$ZodType>(schema: S, value: unknown, options: ParseOptions = { wording: 'zod' }): core.output<S> {
  if (options.body && describesAnObject(schema)) {
    if (value === undefined || value === null || value === '') value = {};
    else if (typeof value !== 'object' || Array.isArray(value)) throw notAnObject();
  }
  const checked = core.safeParse(schema, value, options.wording === 'zod' ? undefined : { error: classValidatorWording });
  if (checked.success) return checked.data;
  const errors = zodFieldErrors(checked.error);
  const message = options.message === 'first-error' ? (Object.values(errors)[0]?.[0] ?? 'The request is not valid.') : 'The request is not valid.';
  throw new AppError(400, ERROR_CODES.validationFailed, message, errors);
}

/**
 * A request body checked by its contract's schema, answered as the ValidationPipe answered a DTO:
 * `@Body(new ZodBody(siteRoutes.updateSettings.body)) changes: BodyOf<typeof siteRoutes.updateSettings>`.
 * A strict object (`z.strictObject`) refuses unknown fields (`property x should not exist`), as `forbidNonWhitelisted` did.
 */
export class ZodBody<S extends core.$ZodType> implements PipeTransform<unknown, Promise<core.output<S>>> {
  constructor(
    private readonly schema: S,
    private readonly wording: Wording = 'class-validator',
  ) {}

  async transform(value: unknown): Promise<core.output<S>> {
    // Nest runs a handler's parameter pipes side by side and answers the first refusal. The body waits one
    // turn of the event loop, so a path id's pipe (IdPipe: a resource that does not exist, 404) answers
    // before the body's 400, whatever the parameters' order; the global ValidationPipe's awaits did that before.
    await new Promise<void>((resolve) => setImmediate(resolve));
    return parseContract(this.schema, value, { wording: this.wording, body: true });
  }
}

/**
 * The query string, whole: `@Query(new ZodQuery(contract.query)) query: QueryOf<typeof contract>`. Whether unknown keys
 * are refused is the schema's choice: `z.strictObject` where a DTO refused them before, `z.object` (extras dropped) elsewhere.
 */
export class ZodQuery<S extends core.$ZodType> implements PipeTransform<unknown, core.output<S>> {
  constructor(
    private readonly schema: S,
    private readonly options: Pick<ParseOptions, 'message'> = {},
  ) {}

  transform(value: unknown): core.output<S> {
    return parseContract(this.schema, value ?? {}, { wording: 'class-validator', ...this.options });
  }
}

/** The path parameters, whole: `@Param(new ZodParams(contract.params)) params: ParamsOf<typeof contract>`. */
export class ZodParams<S extends core.$ZodType> implements PipeTransform<unknown, core.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): core.output<S> {
    return parseContract(this.schema, value ?? {}, { wording: 'class-validator' });
  }
}
